// Harper lints outside the families of filter.ts that misfire in known, checkable contexts on
// correct web prose: each check below keeps the lint everywhere else.
import type { HarperLint } from './harper';
import { SAME_PAST } from './rules/learner';
import { FEELING } from './rules/agreement';
import { verbOfParticiple } from '../spell/irregular-verbs';
import { DETERMINER_NEXT, MONTH_NEXT, MOST_OF_NEXT, MY_AFTER } from '../spell/slips';
import { QUOTED_END } from './rules/words';

interface Context {
  text: string;
  posAt?(start: number): string | undefined;
}

const HELPER_BE = /^\s+(?:should|could|would|might|may|can|shall)(?:\s+not|n['’]t)?\s+be\b/i;
const PREPOSITION = /^(?:to|for|with|from|of|at|by|on|in|into|onto|about|over|under|near|behind)$/i;
const PREPOSITION_END = /\b(?:of|for|to|with|by|from|about|among|under|on|in|at)\s+$/i;

/** False when a lint is a known misfire in its context. */
export function misfireAllows(l: HarperLint, ctx: Context): boolean {
  const before = ctx.text.slice(Math.max(0, l.start - 30), l.start);
  const after = ctx.text.slice(l.end, l.end + 30);
  // "quite a long time", "quite well": "quite" before an article or a describing word is no typo.
  if (/might be a typo/i.test(l.message) && /^quite$/i.test(l.text)) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const pos = m ? ctx.posAt?.(l.end + m[0].length) : undefined;
    return !m || pos === 'NOUN';
  }
  // "most of whom were", "for whom samples were": after a preposition "whom" is right; so it is
  // before a helper and its subject ("Whom did you invite?", "whom I had never met").
  if (/“Whom” is used for the object/i.test(l.message))
    return (
      !PREPOSITION_END.test(before) &&
      !/^\s+(?:(?:do|does|did|will|would|should|can|could|have|has|had)\s+)?(?:you|I|we|they|he|she|my|the|her|his|our|their)\b/.test(
        after,
      )
    );
  // "If there are findings" -> "is a findings": a plural noun after "are" agrees already.
  // "There is Mrs. Delgado": a capitalised title or name after "is" is one person.
  if (/disagreement in number between the verb and the noun/i.test(l.message))
    return !/^(?:are|were)\s+\p{Ll}+s$/iu.test(l.text) && !/^(?:is|was)\s+\p{Lu}/u.test(l.text);
  // "Are there advertisements?": a question that starts with a verb keeps "there".
  if (/^Did you mean [`"]their[`"]\?$/.test(l.message))
    return !/(?:^|[.!?]\s+)(?:are|is|was|were)\s+$/i.test(before);
  // "give you advice on", "Many believe the": the word has the class its place asks for.
  if (/is a noun, the verb should be/i.test(l.message))
    return !/\b(?:give|gives|gave|given|giving|offer|offers|need|needs|seek|get|got|some|good|any|no|for|of)\s+(?:(?:you|me|him|her|us|them)\s+)?$/i.test(
      before,
    );
  // ("the communities in general believe": "in general" is an adverb, not an adjective before a noun.)
  if (/is a verb, the noun should be/i.test(l.message))
    return !/(?:^|[^\p{L}])(?:many|some|most|few|others|all|both|they|we|i|you|in general)\s+$/iu.test(
      before,
    );
  // "never tried anything new", "a new one": "new" after an indefinite pronoun or a determiner is
  // the adjective; "I new it" (knew) has a subject before it.
  if (/^Did you mean “knew”/.test(l.message))
    return !/\b(?:(?:any|some|no|every)(?:thing|one|body)|a|the|my|your|his|her|our|their|its|this|that|brand|all)\s+$/i.test(
      before,
    );
  // "considerably less likely", "far less": only "very less", "too less", "so less" are slips.
  if (/to modify ‘less’/.test(l.message)) return /^(?:very|too|so|really|extremely)\s/i.test(l.text);
  // "they have interesting temples": an -ing word before a noun describes it; no progressive.
  if (/present progressive/i.test(l.message)) {
    const m = /^\s+\p{L}+ing\s+(?=\p{L})/u.exec(after);
    return !m || ctx.posAt?.(l.end + m[0].length) !== 'NOUN';
  }
  // "a lot we can do": the pronoun starts a clause that describes "a lot".
  if (/in this quantity phrase/i.test(l.message)) return !/^\s+(?:we|you|they|i|he|she|it)\b/i.test(after);
  // "too beaten down to feel": "too" before a participle and a later "to" is the adverb.
  if (/infinitive marker/i.test(l.message))
    return !/^\s+\p{L}+(?:ed|en)\b/iu.test(after) && !/^\s+\p{L}+(?:\s+\p{L}+)?\s+to\s/iu.test(after);
  // "nervous or let down", "let go": a verb with its particle, not a suggestion.
  // "Let man choose": an object, then its bare verb ("Let go to the park" is "let's go").
  if (/use 'let's' or 'let us'/i.test(l.message)) {
    if (/^\s+(?:down|go|off|up|out|in)\b/i.test(after)) return false;
    return !subjectThenVerb(ctx, l.end);
  }
  if (/agree in grammatical number with the pronoun/i.test(l.message)) return pronounVerbAllows(l, ctx);
  // "The routes on it are gone": "it" after a preposition is no subject of the verb after it.
  if (/^Make the verb agree with its subject/i.test(l.message) && /^(?:are|were)$/i.test(l.text))
    return !/\b(?:on|in|of|for|with|about|from|at|by|under|behind|inside)\s+it\s+$/i.test(before);
  // "exercise their right", "against their will": "their" before a noun owns it.
  if (/^Did you mean [`"](?:there|they're)[`"]\?$/.test(l.message) && /^their$/i.test(l.text)) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const pos = m ? ctx.posAt?.(l.end + m[0].length) : undefined;
    if (/they're/.test(l.message) && /^\s+(?:will|own)\b/i.test(after)) return false;
    // "their should not be any": "there" (spell/homophone-rules.ts says so), not "they're".
    if (/they're/.test(l.message) && HELPER_BE.test(after)) return false;
    return pos !== 'NOUN' && pos !== 'ADJ';
  }
  // "could helped you", "could shared together": a past verb after the modal is a wrong verb
  // form (rules/agreement.ts offers the base form), not an adjective missing its "be"; "I will
  // tired" gets "be tired" there too, on the feeling itself.
  if (/missing the word [`"]be[`"] between this modal verb and adjective/i.test(l.message)) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    // ("It would overall just be helpful": the "be" comes a word or two later.)
    if (/^(?:\s+\p{L}+){1,2}\s+be\b/iu.test(after)) return false;
    return (m ? ctx.posAt?.(l.end + m[0].length) : undefined) !== 'VERB' && !FEELING.has(next);
  }
  // "Instead he asked me", "Meanwhile the bus left": after a short adverb of time or contrast the
  // comma is optional (on cweb, "Instead" without one is usually left alone by the editors).
  // ("Notwithstanding the fact that ...": a preposition with its object, no marker.)
  if (/^Discourse markers at the beginning of a sentence/i.test(l.message))
    return (
      !/^(?:instead|meanwhile|afterwards?|otherwise|later|still)$/i.test(l.text.trim()) &&
      !(
        /^notwithstanding$/i.test(l.text.trim()) &&
        /^\s+(?:the|this|that|these|those|his|her|their|our|my|its|a|an)\b/i.test(after)
      )
    );
  // "with they friends": before a noun the word is "their", not "them" (rules/their.ts says so).
  if (/^Use [`"]them[`"] when the pronoun follows/i.test(l.message) && /^they$/.test(l.text)) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const pos = m ? ctx.posAt?.(l.end + m[0].length) : undefined;
    return pos !== 'NOUN' && pos !== 'ADJ';
  }
  // "negative affect", "flat affect": in psychology "affect" is a noun for shown emotion.
  if (/`affect` is usually a verb/i.test(l.message))
    return !/\b(?:negative|positive|flat|blunted|restricted|labile|depressed)\s+$/i.test(before);
  // "need to loss the enthusiasm", "no need to remover it": a noun with an object after it was
  // meant as a verb (lose, remove), so "need the loss" is the wrong fix; "need to computer for
  // school" keeps it.
  if (/should be followed by a verb, not a noun/i.test(l.message))
    return !/^\s+\p{L}+\s+(?:the|a|an|my|your|his|her|our|their|its|it|them|him|me|us|this|these|those)\b/iu.test(
      after,
    );
  // "the park an the other kids": "an" before a determiner is "and" (the spelling layer's real-word
  // rule offers it); "a the" would be no better.
  // So is "an" before a bare verb ("your opinion an learn from it"), or after a word that ends a
  // phrase ("a good attitude an good actions"; "it was an good day" keeps "a").
  if (/indefinite article/i.test(l.message) && /^an$/i.test(l.text)) {
    const next = /^\s+(?=\p{L})/u.exec(after);
    if (next && ctx.posAt?.(l.end + next[0].length) === 'VERB' && !/^\s+\p{L}+(?:ing|ed)\b/u.test(after))
      return false;
    const prevWord = /(?:^|[^\p{L}'’])(\p{L}+)\s+$/u.exec(before);
    const prevPos = prevWord
      ? ctx.posAt?.(l.start - prevWord[0].length + prevWord[0].indexOf(prevWord[1]!))
      : undefined;
    if (prevPos && /^(?:NOUN|PROPN|PRON|NUM|ADV|ADJ)$/.test(prevPos)) return false;
    return !DETERMINER_NEXT.has(/^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '');
  }
  // "more interested while reading": a conjunction, not the preposition "interested" takes.
  if (/preposition to use with `interested`/i.test(l.message))
    return !/^(?:while|when|because|since|after|before|as|if|but|and|or|so|that)$/i.test(l.text);
  // "must of the students": "most of" (spell/slips.ts), not "must have the students".
  if (/rather than `of`/i.test(l.message) && /^must\s+of$/i.test(l.text))
    return !MOST_OF_NEXT.has(/^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '');
  // "if he will realized": harper offers no fix; rules/agreement.ts (modal-form) offers the base.
  if (/followed by a verb in its base form/i.test(l.message) && l.replacements.length === 0) {
    const last = /(\p{Ll}+)$/u.exec(l.text)?.[1] ?? '';
    return !(/ed$/.test(last) || verbOfParticiple(last));
  }
  // "in may work": "my" before a noun (spell/slips.ts), not the month.
  if (/^Months should be written/i.test(l.message) && /^may$/.test(l.text)) {
    const next = /^\s+(?=\p{L})/u.exec(after);
    const nextWord = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    const prevWord = /(\p{L}+)\s+$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    return !(
      next &&
      /^(?:NOUN|VERB)$/.test(ctx.posAt?.(l.end + next[0].length) ?? '') &&
      !MONTH_NEXT.has(nextWord) &&
      MY_AFTER.has(prevWord)
    );
  }
  // "By seven a.m. the": the "a" of "a.m." is not an article.
  // "a hours": "an hours" is still wrong; the plural is the slip (rules/articles.ts offers "hour"
  // or dropping "a").
  if (/indefinite article/i.test(l.message) && /^a$/i.test(l.text)) {
    const plural = /^\s+(\p{Ll}+[^s\W]s)\b(?!['’])/u.exec(after);
    if (plural && ctx.posAt?.(l.end + plural[0].length - plural[1]!.length) === 'NOUN') return false;
    return !/^\.m\./i.test(after);
  }
  // "Congratulations to you two", "for you Rex", "with you they can": "you" ends its phrase.
  if (/possessive version of this word/i.test(l.message) && /^you$/i.test(l.text))
    // ("what you yourself choose": the reflexive stresses the subject.)
    return !/^(?:\s+(?:two|three|both|all|I|he|she|it|we|they|yourself|yourselves|\p{Lu}\p{Ll}*)\b|\s*[^\s\p{L}])/u.test(
      after,
    );
  // "when you're seventeen": a number after "you're" is an age, not a thing the reader owns.
  if (/possessive version of this word/i.test(l.message) && /^you['’]re$/i.test(l.text))
    return !/^\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/iu.test(
      after,
    );
  // "talked to each other then Jean said", "better then The girl": "then" starts the next clause.
  if (/^Did you mean [`"“]than[`"”]\?$/.test(l.message))
    return !/\b(?:each other|one another)\s+$/i.test(before) && !/^\s+(?!I\b)\p{Lu}/u.test(after);
  // "so did he want to", "why wouldn't somebody want": after an inverted helper the verb stays bare.
  if (/^Did you mean [`"“]\p{L}+s[`"”]\?$/u.test(l.message))
    return !/\b(?:do|does|did|can|could|will|would|shall|should|may|might|must|wo|ca)(?:n['’]t)?\s+(?:he|she|it|(?:any|some|every|no)(?:one|body)|this|that)\s+$/i.test(
      before,
    );
  // "the best laugh of my life": "laugh" is the noun; only the verb takes "at".
  if (/`laugh at \.\.\.` instead of `laugh of/.test(l.message))
    return !/\b(?:the|a|an|my|his|her|our|their|best|first|last|good|great|big|loud|hearty)\s+laugh\s+$/i.test(
      before,
    );
  // "then he hopped out": a past of "hop" is no slip of "hope" ("hoped").
  if (/'hope' instead of 'hop'/.test(l.message)) return !/^hopp(?:ed|ing)$/i.test(l.text);
  // "the work we were teaching ourselves was": a reflexive pronoun is no subject.
  if (
    /^Make the verb agree with its subject/i.test(l.message) &&
    /\b(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)\s+$/i.test(before)
  )
    return false;
  // "its the first day": "its" before an article is "it's" (the spelling layer offers it), not a
  // possessive to drop.
  if (/definite article 'the' or the possessive/i.test(l.message) && /^its\b/i.test(l.text)) return false;
  // "this ability of her's was", "my papa's were": a possessive's "'s", not a second "is".
  if (/Drop the repeated verb form/i.test(l.message) && /\p{L}['’]s\s*$/u.test(before))
    return /\b(?:he|she|it|that|there|what|who|where|here)['’]s\s*$/i.test(before);
  // "the difference between "How are you?" and …": a quoted question goes on in its sentence.
  if (/does not start with a capital/i.test(l.message)) return !QUOTED_END.test(before);
  // "the little one goes": "one" is the pronoun, not a number.
  if (/should not be used before a number/i.test(l.message)) return !/\bone$/i.test(l.text);
  // "so was he his knees were": a subject pronoun ends one clause, a possessive opens the next.
  // "Maybe its our faces": "its" is "it's" (harper's own its/it's card says so), not a pronoun too many.
  if (/too many personal pronouns in sequence/i.test(l.message))
    return !(
      (/^(?:he|she|I|we|they|you|it)\s+(?:his|her|their|my|your|our|its)$/i.test(l.text) &&
        /^\s+\p{L}/u.test(after)) ||
      /^its\s/i.test(l.text)
    );
  // "reaching to far to retrieve": the first "to" is "too" (spell/realword.ts), not a second "to".
  if (/repeated `to` in this infinitive/i.test(l.message))
    return !/^to\s+(?:far|much|many|late|early|long|big|small|hard|busy|young|old|tired|scared|afraid)\s+to$/i.test(
      l.text,
    );
  // "they wont be able", "you wont be sorry": "won't" before a bare verb (the apostrophe card,
  // spell/confusions.ts); "I wont to go", "I wont a dog" is "want".
  if (/^Did you mean [`"]want[`"]\?$/.test(l.message) && /^wont$/i.test(l.text))
    return /^\s+(?:to|a|an|the|some|more|it|that|this|them|him|her|you|me|us)\b/i.test(after);
  // "it took a while": what "take" takes is a noun phrase; only "stay awhile" is the adverb.
  if (/single word `awhile`/i.test(l.message)) return !/\b(?:take|takes|took|taken|taking)\s+$/i.test(before);
  // "sh sh sh", "no no no": a word said three times in a row is said on purpose.
  if (l.kind === 'Repetition') {
    const w = /^\p{L}+/u.exec(l.text)?.[0];
    const third = w ? new RegExp(`^\\s+${w}\\b`, 'i') : undefined;
    if (third && (third.test(after) || new RegExp(`\\b${w}\\s+$`, 'i').test(before))) return false;
  }
  // "tell your wife do me food": a verb and its object pronoun, not the noun "dome".
  if (/closed compound/i.test(l.message) && /\s(?:me|you|him|her|us|them|it)$/i.test(l.text)) return false;
  // "in every one, I gave", "every one of them": each single one, not "everyone".
  if (/closed compound/i.test(l.message) && /^(?:every|any)\s+one$/i.test(l.text))
    return !/^(?:\s*[,.;:!?)—–]|\s+of\b)/.test(after);
  // "that's how people hold their phones": the tagger calls "people" a verb, but a second bare
  // verb right after it is the clause's own ("how take the bus" has its object next).
  if (/after `how`/i.test(l.message)) return !subjectThenVerb(ctx, l.end);
  // "several visionaries trying their hands at": many people, many hands.
  if (/idiom uses the singular `hand`/i.test(l.message)) return !/\b(?:their|our)\s+$/i.test(before);
  return true;
}

/** Two words follow, and the tagger reads the second as a verb or helper ("get started" is no clause). */
function subjectThenVerb(ctx: Context, from: number): boolean {
  const m = /^\s+\p{L}+\s+(?=(\p{L}+))/u.exec(ctx.text.slice(from, from + 40));
  if (!m) return false;
  // "how people talked": a past after a noun or pronoun is its verb ("how get started" has none).
  // (The tagger calls "people" a verb.)
  const first = ctx.posAt?.(from + (/^\s+/.exec(m[0])?.[0].length ?? 0));
  const subject = first === 'NOUN' || first === 'PRON' || first === 'PROPN' || /^\s+people\s/i.test(m[0]);
  if (/(?:ed|en|ing)$/i.test(m[1]!) && !subject) return false;
  const pos = ctx.posAt?.(from + m[0].length);
  return pos === 'VERB' || pos === 'AUX';
}

/** The word-start offset of the word before an offset, and that word. */
function wordBefore(text: string, at: number): { start: number; word: string } | undefined {
  const m = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, at - 30), at));
  return m ? { start: at - m[0].length, word: m[1]! } : undefined;
}

// "he talk nice" is a verb missing its -s, but harper also reads a noun after a pronoun as its
// verb when a child writes "he" for "his" ("went to he house", "he name is John") and takes a
// past tense for a bare verb ("he woke up"). Each of those shapes is checkable.
function pronounVerbAllows(l: HarperLint, ctx: Context): boolean {
  const after = ctx.text.slice(l.end, l.end + 30);
  // "She further emphasized": an adverb before a past-tense verb, not a verb missing its -s.
  if (/^\s+\p{Ll}+ed\b/u.test(after)) return false;
  // No form to offer ("woke", "lent"), or a capitalised word ("she Bill"): not a bare verb; nor a
  // past tense spelled like its base ("then he beat me"), which the engine's rule leaves too.
  if (!l.replacements.length || /^\p{Lu}/u.test(l.text) || SAME_PAST.has(l.text.toLowerCase())) return false;
  const next = /^\s+(?=\p{L})/u.exec(after);
  const nextPos = next ? ctx.posAt?.(l.end + next[0].length) : undefined;
  const pos = ctx.posAt?.(l.start);
  if (pos === 'NOUN' || pos === 'PROPN' || pos === 'INTJ') return false;
  // The tagger calls some bare verbs adjectives ("she open it"): an object after it says verb.
  if (pos === 'ADJ' && nextPos !== 'DET' && nextPos !== 'PRON') return false;
  const pronoun = wordBefore(ctx.text, l.start);
  // A pronoun after a preposition is no subject: "to he house" meant "his house".
  const beforePronoun = pronoun && wordBefore(ctx.text, pronoun.start);
  if (beforePronoun && PREPOSITION.test(beforePronoun.word)) return false;
  // The word is itself followed by the clause's verb: "he name is", "he father came".
  return nextPos !== 'AUX' && !/^\s+(?:came|went|was|said|got|had|did|made|took|saw|told)\b/i.test(after);
}
