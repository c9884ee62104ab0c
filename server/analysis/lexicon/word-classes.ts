// Closed word classes the grammar rules and the spelling layer test words against: forms of "be",
// modals, personal pronouns by case, possessive determiners, indefinite pronouns for people. One
// module, so "a subject pronoun" means the same list in every rule. Where a rule needs a narrower
// class on purpose (no "it", no "you"), the name says what is left out. All entries lower case,
// straight apostrophes (nlp/parse.ts reads a curly one as straight).

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** "is are was were": the finite forms of "be" that take a subject after them in a question. */
export const BE_FINITE = words('is are was were');
/** Every form of "be", without contractions. */
export const BE_FORMS = words('am is are was were be been being');
export const isBeForm = (lower: string) => BE_FORMS.has(lower);

/** can could will would shall should may might must. */
export const MODALS = words('can could will would shall should may might must');
export const isModal = (lower: string) => MODALS.has(lower);
/** The modals that take "have" for a past ("could have", "must have"): no can, will, shall, may. */
export const PAST_MODALS = words('could would should must might');
/** The same and "may" ("may have"). */
export const PAST_MODALS_AND_MAY = words('could would should must might may');

/** i you we they he she it. */
export const SUBJECT_PRONOUNS = words('i you we they he she it');
export const isSubjectPronoun = (lower: string) => SUBJECT_PRONOUNS.has(lower);
/** The subject pronouns for people ("it" left out: "it" is often a dummy subject or a thing). */
export const PERSON_SUBJECTS = words('i you we they he she');
/** People as subjects without "you" (generic "you" opens many a general statement). */
export const PERSON_SUBJECTS_BUT_YOU = words('i we he she they');

/** me you him her us them. */
export const OBJECT_PRONOUNS = words('me you him her us them');
export const isObjectPronoun = (lower: string) => OBJECT_PRONOUNS.has(lower);
/** Object pronouns that cannot be subjects ("you" can). */
export const OBJECT_ONLY_PRONOUNS = words('me him her us them');

/** my your his her its our their. */
export const POSSESSIVE_DETERMINERS = words('my your his her its our their');
export const isPossessiveDeterminer = (lower: string) => POSSESSIVE_DETERMINERS.has(lower);
/** The possessive determiners of people ("its" left out). */
export const PERSON_POSSESSIVES = words('my your his her our their');

/** The same and "the": what may open a phrase naming a person ("my mom", "the teacher"). */
export const PERSON_POSSESSIVES_OR_THE = words('my your his her our their the');

/** Prepositions an object pronoun or a possessive follows ("with them", "from your"). */
export const PREPOSITIONS_BEFORE_PRONOUN = words(
  'with from to in into on at about of without by through towards toward among onto',
);

/** everyone everybody someone somebody nobody anyone anybody: one person, grammatically. */
export const INDEFINITE_PERSONS = words('everyone everybody someone somebody nobody anyone anybody');

/** Verbs a tagger may read as nouns after "they"/"you" ("they need", "you love"): not a noun there. */
export const VERBS_ALSO_NOUNS = words('need want hope love like say think know use work help play care');
