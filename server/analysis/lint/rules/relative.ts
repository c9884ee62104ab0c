// Relative clauses: agreement inside one ("people who thinks" -> "think", "practices that
// integrates" -> "integrate": the verb agrees with the plural noun that "who", "that" or "which"
// stands for), and the comma before one that describes a name given with its abbreviation.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { getFrequencies } from '../../nlp/resources';
import { hit, isPlural, isSingular, IRREGULAR_PLURAL, thirdPerson, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

const PLURAL_OF: Readonly<Record<string, string>> = wordTable({
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
});
// Plural-looking nouns that take a singular verb, or either.
const SINGULAR_IN_S = /^(?:means|series|species|news|data|media|staff|police|politics|economics|physics)$/;
// "one of the people who is", "a number of students who": the clause may agree with the first noun.
const QUANTITY_OF =
  /\b(?:one|each|none|number|kind|type|sort|part|most|lot|lots|bunch|group|majority|amount) of$/;

export function relativeAgreementRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const r = toks[i]!;
    const n = toks[i - 1]!;
    if (!/^(?:who|that|which)$/.test(r.lower) || n.sentence !== r.sentence || !/^\p{Ll}/u.test(n.text))
      continue;
    if (!(isPlural(n) || IRREGULAR_PLURAL.has(n.lower)) || SINGULAR_IN_S.test(n.lower)) {
      singularRelative(essay, i, out);
      continue;
    }
    const before = toks.slice(Math.max(0, i - 5), i - 1).filter((x) => x.sentence === r.sentence);
    if (QUANTITY_OF.test(before.map((x) => x.lower).join(' '))) continue;
    // "a land of many lands that represents": after a preposition the clause may belong to the noun before it
    if (before.some((x) => x.pos === 'ADP')) continue;
    const j = toks[i + 1]?.pos === 'ADV' ? i + 2 : i + 1;
    const v = toks[j];
    if (!v || v.sentence !== r.sentence) continue;
    const thirdPerson = v.pos === 'VERB' && /^\p{Ll}+[^s]s$/u.test(v.text) && v.lemma !== v.lower;
    const fix = PLURAL_OF[v.lower] ?? (thirdPerson ? v.lemma : undefined);
    if (!fix) continue;
    out.push(
      hit(
        'relative-agreement',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        `"${r.text}" stands for "${n.text}", which is plural: write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const relativeAgreement = defineRule({
  id: 'relative-agreement',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'A verb after "which", "that" or "who" agrees with the noun they stand for ("the rules which is" -> "are").',
  after: ['subject-verb'],
  examples: {
    wrong: [
      ['These are the rules which is fair.', 'These are the rules which are fair.'],
      ['There are many people who thinks so.', 'There are many people who think so.'],
      ['I have a teacher who help me every day.', 'I have a teacher who helps me every day.'],
      ['My cousin who live in Ohio visits often.', 'My cousin who lives in Ohio visits often.'],
      [
        'She is a very kind and caring person who always help others.',
        'She is a very kind and caring person who always helps others.',
      ],
    ],
    right: [
      'He is 6" tall.',
      'It is the truth.',
      'There are many people who think so.',
      'She is one of the students who is ready.',
      'It is a land of many rivers that runs to the sea.',
      'The news that comes today is good.',
      'He told his friends that he was leaving.',
      'The man who I help is old.',
      'Those who help us are kind.',
      'A friend who helps me is rare.',
      'My mom and dad who help me are kind.',
      'It builds critical analysis and effective communication that are useful.',
    ],
  },
  run: relativeAgreementRule,
});

const SINGULAR_OF: Readonly<Record<string, string>> = wordTable({
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
});
// Singular nouns that may take a plural verb ("a team who are"), and pronouns for one person.
const COLLECTIVE =
  /^(?:family|team|group|class|crew|committee|council|board|band|company|couple|audience|public|staff|majority|minority|generation|population|government|community|crowd|club|orchestra|choir|jury|army|police|number|lot|rest|variety|range)$/;
const ONE_PERSON = /^(?:someone|somebody|anyone|anybody|everyone|everybody|nobody|person)$/;

// Endings of describing words: "caring", "helpful", "creative", "generous".
const DESCRIBING_END = /(?:ing|ful|ive|ous|ent|ant|able|ible|ic|less)$/;
const PLAIN_ADJECTIVE = new Set(
  'kind nice smart funny brave honest warm sweet gentle quiet strong patient wise'.split(' '),
);
// (the tagger may call them nouns: "kind and caring person", so the shape decides)
const describing = (t?: Token) =>
  !!t && (t.pos === 'ADJ' || DESCRIBING_END.test(t.lower) || PLAIN_ADJECTIVE.has(t.lower));

/** "a person who are capable", "everyone who have": one person, then a plural verb. */

function singularRelative(essay: ParsedEssay, i: number, out: RuleHit[]): void {
  const toks = essay.tokens;
  const r = toks[i]!;
  const n = toks[i - 1]!;
  if (r.lower === 'which' || COLLECTIVE.test(n.lower) || !(isSingular(n) || ONE_PERSON.test(n.lower))) return;
  // A misspelt noun ("spiecise who are") may be a plural: its number is a guess.
  if ((getFrequencies().get(n.lower) ?? 0) < 50) return;
  // "one of the students who", "the kind of person who": the clause may belong to another noun.
  // ("a kind and caring person who": "and" between two describing words joins them, not nouns)
  for (let k = Math.max(0, i - 5); k < i - 1; k++) {
    const x = toks[k]!;
    if (x.sentence !== r.sentence) continue;
    const joinsAdjectives = k + 2 === i - 1 && describing(toks[k - 1]) && describing(toks[k + 1]);
    if (x.pos === 'ADP' || x.pos === 'NUM' || (x.pos === 'CCONJ' && !joinsAdjectives)) return;
  }
  // ("a person who always help others": an adverb of frequency may stand before the verb)
  const skip = /^(?:always|never|often|usually|sometimes|really|also|still|just)$/.test(
    toks[i + 1]?.lower ?? '',
  )
    ? 1
    : 0;
  const v = toks[i + 1 + skip];
  const after = toks[i + 2 + skip];
  let fix = v && v.sentence === r.sentence && v.text === v.lower ? SINGULAR_OF[v.lower] : undefined;
  // "a teacher who help me": a bare verb, with its object or a place after it ("the one who helps").
  const bare =
    r.lower === 'who' &&
    v?.pos === 'VERB' &&
    v.lemma === v.lower &&
    /^\p{Ll}{3,}$/u.test(v.text) &&
    !/(?:ing|ed)$/.test(v.lower) &&
    (/^(?:PRON|DET|ADP|ADV|PART)$/.test(after?.pos ?? '') ||
      isPlural(after) ||
      /^(?:others|people)$/.test(after?.lower ?? '')) &&
    after?.sentence === r.sentence;
  if (!fix && bare) fix = thirdPerson(v.lower);
  if (!fix) return;
  out.push(
    hit(
      'relative-agreement',
      'grammar',
      'Agreement',
      v!.start,
      v!.end,
      `"${r.text}" stands for "${n.text}", which is singular: write "${fix}".`,
      [fix],
    ),
  );
}

// A named thing and its bracketed abbreviation or full name: "the Indian Cricket League (ICL)".
const CAPITAL_WORD = /^\p{Lu}/u;

/**
 * "the Image Analysis Lab (PRImA) who has developed" -> "(PRImA), who": a relative clause after a
 * name and its bracketed abbreviation only adds to it, so a comma sets it off. Only a short bracket
 * that starts with a capital or digit, after a capitalised word, so the name is a proper one.
 */
export function bracketRelativeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 2; i + 1 < toks.length; i++) {
    const close = toks[i - 1]!;
    const r = toks[i]!;
    if (close.text !== ')' || !/^(?:who|which|where|whose)$/.test(r.text) || close.sentence !== r.sentence)
      continue;
    if (!/^ +$/.test(essay.text.slice(close.end, r.start))) continue;
    let open = i - 2;
    while (open > i - 10 && open >= 0 && toks[open]!.text !== '(' && toks[open]!.sentence === r.sentence)
      open--;
    const inside = toks[open + 1];
    const name = toks[open - 1];
    if (toks[open]?.text !== '(' || !inside || !name || name.sentence !== r.sentence) continue;
    if (!/^[\p{Lu}\d]/u.test(inside.text) || !CAPITAL_WORD.test(name.text)) continue;
    out.push(
      hit(
        'bracket-relative-comma',
        'punctuation',
        'Punctuation',
        close.start,
        close.end,
        `Put a comma after the bracket: "${r.text}" adds to the name before it.`,
        ['),'],
      ),
    );
  }
  return out;
}

export const bracketRelative = defineRule({
  id: 'bracket-relative-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"the Image Analysis Lab (PRImA) who has developed" -> "(PRImA), who": a relative clause after a name and its bracketed abbreviation only adds to it, so a comma sets it off. Only a short bracket that starts with a capital or digit, after a capitalised word, so the name is a proper one.',
  examples: {
    wrong: [
      [
        'I thanked Dr. Ellen Park (Biology) who wrote my letter.',
        'I thanked Dr. Ellen Park (Biology), who wrote my letter.',
      ],
      [
        'She joined the Model United Nations (MUN) which meets on Fridays.',
        'She joined the Model United Nations (MUN), which meets on Fridays.',
      ],
    ],
    right: [
      'He won (?!) the race.',
      'We drove home (it was late) and slept.',
      'She joined the Model United Nations (MUN), which meets on Fridays.',
      'The essay (the one about my grandmother) which I wrote last year won a prize.',
      'We read the book (which I loved) in class.',
      'The only club (as far as I know) which meets daily is chess.',
    ],
  },
  run: bracketRelativeRule,
});

// One's own mother, father or best friend is one person: a "who" clause after them adds to the
// noun instead of picking one out ("my brother who lives in Ohio" may pick one of several).
const ONE_PERSON_WHO =
  /\b(?:my|our|his|her|your)\s+(mom|mum|dad|mother|father|stepmom|stepdad|stepmother|stepfather|husband|wife|best friend) (?:who|whom|whose)\b/giu;

/** "My mom who is a nurse works nights" -> "My mom, who is a nurse, works nights". */
export function onePersonRelativeRule(essay: ParsedEssay): RuleHit[] {
  return [...essay.text.matchAll(ONE_PERSON_WHO)].map((m) => {
    const noun = m[1]!;
    const start = m.index + m[0].indexOf(noun, m[0].search(/\s/));
    return hit(
      'one-person-relative',
      'punctuation',
      'Comma',
      start,
      start + noun.length,
      `There is only one ${noun.toLowerCase()}, so the "who" part adds to it: set it off with commas, after "${noun}" and where it ends.`,
      [`${noun},`],
    );
  });
}

export const onePersonRelative = defineRule({
  id: 'one-person-relative',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"My mom who is a nurse works nights" -> "My mom, who is a nurse, works nights".',
  examples: {
    wrong: [
      ['My mom who is a nurse works night shifts.', 'My mom, who is a nurse works night shifts.'],
      [
        'My best friend who I met in first grade moved away.',
        'My best friend, who I met in first grade moved away.',
      ],
    ],
    right: [
      'Did my mom know about it?',
      'I saw my mom and I cried.',
      'My brother who lives in Ohio called.',
      'My mom, who is a nurse, works nights.',
      'The mother who called was worried.',
    ],
  },
  run: onePersonRelativeRule,
});
