// Context checks for harper rules that misfire in known, checkable contexts on correct web prose
// (harper-verdicts.ts names the rules each one guards): each check keeps the lint everywhere else.
// Checks on single words and repeated or run-together words are in filter-misfires-words.ts.
import { FEELING } from './rules/agreement';
import { verbOfParticiple } from '../spell/irregular-verbs';
import { DETERMINER_NEXT, MOST_OF_NEXT } from '../spell/slips';
import { subjectThenVerb } from './filter-pronoun-verb';
import { effectNotNoun, type HarperCheck } from './filter-context';
import { hasSense } from '../lexicon/wordnet';
import type { HarperLint } from './harper';

const HELPER_BE = /^\s+(?:should|could|would|might|may|can|shall)(?:\s+not|n['’]t)?\s+be\b/i;
const PREPOSITION_END = /\b(?:of|for|to|with|by|from|about|among|under|on|in|at)\s+$/i;

/** The text just before and just after a lint. */
export const beforeOf = (l: HarperLint, text: string) => text.slice(Math.max(0, l.start - 30), l.start);
export const afterOf = (l: HarperLint, text: string) => text.slice(l.end, l.end + 30);

/** The tagger's class of the word right after a lint (undefined after punctuation). */
export function nextPos(l: HarperLint, ctx: Parameters<HarperCheck>[1]): string | undefined {
  const m = /^\s+(?=\p{L})/u.exec(afterOf(l, ctx.text));
  return m ? ctx.posAt?.(l.end + m[0].length) : undefined;
}

// "quite a long time", "quite well": "quite" before an article or a describing word is no typo.
export const quiteNotBeforeModifier: HarperCheck = (l, ctx) => {
  if (!/^quite$/i.test(l.text)) return true;
  const m = /^\s+(?=\p{L})/u.exec(afterOf(l, ctx.text));
  return !m || nextPos(l, ctx) === 'NOUN';
};

// "most of whom were", "for whom samples were": after a preposition "whom" is right; so it is
// before a helper and its subject ("Whom did you invite?", "whom I had never met").
export const whomNotObject: HarperCheck = (l, ctx) =>
  !PREPOSITION_END.test(beforeOf(l, ctx.text)) &&
  !/^\s+(?:(?:do|does|did|will|would|should|can|could|have|has|had)\s+)?(?:you|I|we|they|he|she|my|the|her|his|our|their)\b/.test(
    afterOf(l, ctx.text),
  );

// "Your the best friend": the slip is "you're", which harper's word-choice lint offers on "Your";
// its "the or the possessive" card would keep the wrong word. "its the first day": "its" before an
// article is "it's" (the spelling layer offers it), not a possessive to drop.
export const theOrPossessiveNotYourIts: HarperCheck = (l) =>
  !/^your\s/i.test(l.text) && !/^its\b/i.test(l.text);

// "If there are findings" -> "is a findings": a plural noun after "are" agrees already.
// "There is Mrs. Delgado": a capitalised title or name after "is" is one person.
export const thereIsNotPluralOrName: HarperCheck = (l) =>
  !/^(?:are|were)\s+\p{Ll}+s$/iu.test(l.text) && !/^(?:is|was)\s+\p{Lu}/u.test(l.text);

// NounVerbConfusion's fix is the noun when the word written is only a verb or the fix only a noun
// ("believe" -> "belief", "breathe" -> "breath"); else the verb ("advice" -> "advise").
const fixIsNoun = (l: HarperLint) => {
  const word = l.text.toLowerCase();
  const fix = (l.replacements[0] ?? '').toLowerCase();
  return (hasSense(word, 'v') && !hasSense(word, 'n')) || (hasSense(fix, 'n') && !hasSense(fix, 'v'));
};

// "give you advice on", "Many believe the": the word has the class its place asks for.
// ("the communities in general believe": "in general" is an adverb, not an adjective before a noun.)
// "negative affect", "flat affect": in psychology "affect" is a noun for shown emotion; "the
// ripple effect" is the noun (effectNotNoun).
export const nounVerbInPlace: HarperCheck = (l, ctx) => {
  const before = beforeOf(l, ctx.text);
  const fix = l.replacements[0] ?? '';
  // Singular or -s form alike: "effects my grades" is the verb only where no noun comes before it.
  if (/^affects?$/i.test(l.text) && /^effects?$/i.test(fix))
    return !/\b(?:negative|positive|flat|blunted|restricted|labile|depressed)\s+$/i.test(before);
  if (/^effects?$/i.test(l.text) && /^affects?$/i.test(fix)) return effectNotNoun(l, ctx);
  if (fixIsNoun(l))
    return !/(?:^|[^\p{L}])(?:many|some|most|few|others|all|both|they|we|i|you|in general)\s+$/iu.test(
      before,
    );
  return !/\b(?:give|gives|gave|given|giving|offer|offers|need|needs|seek|get|got|some|good|any|no|for|of)\s+(?:(?:you|me|him|her|us|them)\s+)?$/i.test(
    before,
  );
};

// "never tried anything new", "a new one": "new" after an indefinite pronoun or a determiner is
// the adjective; "I new it" (knew) has a subject before it.
export const newNotAdjective: HarperCheck = (l, ctx) =>
  !/\b(?:(?:any|some|no|every)(?:thing|one|body)|a|the|my|your|his|her|our|their|its|this|that|brand|all)\s+$/i.test(
    beforeOf(l, ctx.text),
  );

// "more younger coaches", "more lighter fluid": a noun (or another describing word) after the
// pair makes "more" a quantity, as the own doubled-comparative rule reads it.
// (Only the redundant "more" + comparative: "most happiest" and "most better" are slips anywhere.)
export const moreNotQuantity: HarperCheck = (l, ctx) =>
  !(l.kind === 'Redundancy' && /^more\s/i.test(l.text)) ||
  /\b(?:a|an|the)\s+$/i.test(beforeOf(l, ctx.text)) ||
  !['NOUN', 'PROPN', 'ADJ'].includes(nextPos(l, ctx) ?? '');

// "need to success", "need to advice": the noun is a slip for its verb (the spelling section
// offers "succeed"); "the" in front of it would keep the slip.
export const needToNotVerbSlip: HarperCheck = (l, ctx) =>
  !/^\s+(?:success|advice|choice|proof|loss|breath)\b/i.test(afterOf(l, ctx.text));

// "considerably less likely", "far less": only "very less", "too less", "so less" are slips.
export const lessAfterIntensifier: HarperCheck = (l) => /^(?:very|too|so|really|extremely)\s/i.test(l.text);

// "they have interesting temples": an -ing word before a noun describes it; no progressive.
export const progressiveNotAdjective: HarperCheck = (l, ctx) => {
  const m = /^\s+\p{L}+ing\s+(?=\p{L})/u.exec(afterOf(l, ctx.text));
  return !m || ctx.posAt?.(l.end + m[0].length) !== 'NOUN';
};

// "a lot we can do": the pronoun starts a clause that describes "a lot".
export const quantityNotBeforeClause: HarperCheck = (l, ctx) =>
  !/^\s+(?:we|you|they|i|he|she|it)\b/i.test(afterOf(l, ctx.text));

// "too beaten down to feel": "too" before a participle and a later "to" is the adverb.
export const tooNotBeforeParticiple: HarperCheck = (l, ctx) => {
  const after = afterOf(l, ctx.text);
  return !/^\s+\p{L}+(?:ed|en)\b/iu.test(after) && !/^\s+\p{L}+(?:\s+\p{L}+)?\s+to\s/iu.test(after);
};

// "nervous or let down", "let go": a verb with its particle, not a suggestion.
// "Let man choose": an object, then its bare verb ("Let go to the park" is "let's go").
export const letNotParticleOrObject: HarperCheck = (l, ctx) =>
  !/^\s+(?:down|go|off|up|out|in)\b/i.test(afterOf(l, ctx.text)) && !subjectThenVerb(ctx, l.end);

// "The routes on it are gone": "it" after a preposition is no subject of the verb after it.
export const areNotAfterObjectIt: HarperCheck = (l, ctx) =>
  !/^(?:are|were)$/i.test(l.text) ||
  !/\b(?:on|in|of|for|with|about|from|at|by|under|behind|inside)\s+it\s+$/i.test(beforeOf(l, ctx.text));

// "exercise their right", "against their will": "their" before a noun owns it.
export const theirBeforeNoun: HarperCheck = (l, ctx) => {
  if (!/^their$/i.test(l.text)) return true;
  const pos = nextPos(l, ctx);
  return pos !== 'NOUN' && pos !== 'ADJ';
};

// "their will", "their own"; "their should not be any": "there" (spell/homophone-rules.ts says so),
// not "they're".
export const theirNotTheyreBeforeHelper: HarperCheck = (l, ctx) => {
  const after = afterOf(l, ctx.text);
  return !/^their$/i.test(l.text) || (!/^\s+(?:will|own)\b/i.test(after) && !HELPER_BE.test(after));
};

// "could helped you", "could shared together": a past verb after the modal is a wrong verb
// form (rules/agreement.ts offers the base form), not an adjective missing its "be"; "I will
// tired" gets "be tired" there too, on the feeling itself.
export const modalBeforeAdjective: HarperCheck = (l, ctx) => {
  const after = afterOf(l, ctx.text);
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
  // ("It would overall just be helpful": the "be" comes a word or two later.)
  if (/^(?:\s+\p{L}+){1,2}\s+be\b/iu.test(after)) return false;
  // ("will forever live on", "can always tell": an adverb, then the modal's own verb.)
  const second = /^\s+\p{L}+\s+(?=\p{L})/u.exec(after);
  if (second && ctx.posAt?.(l.end + second[0].length) === 'VERB') return false;
  return nextPos(l, ctx) !== 'VERB' && !FEELING.has(next);
};

// "Instead he asked me", "Meanwhile the bus left": after a short adverb of time or contrast the
// comma is optional (on cweb, "Instead" without one is usually left alone by the editors).
// ("Notwithstanding the fact that ...": a preposition with its object, no marker.)
export const markerNeedsComma: HarperCheck = (l, ctx) =>
  !/^(?:instead|meanwhile|afterwards?|otherwise|later|still)$/i.test(l.text.trim()) &&
  !(
    /^notwithstanding$/i.test(l.text.trim()) &&
    /^\s+(?:the|this|that|these|those|his|her|their|our|my|its|a|an)\b/i.test(afterOf(l, ctx.text))
  );

// "with they friends": before a noun the word is "their", not "them" (rules/their.ts says so).
export const theyNotBeforeNoun: HarperCheck = (l, ctx) => {
  if (!/^they$/.test(l.text)) return true;
  const pos = nextPos(l, ctx);
  return pos !== 'NOUN' && pos !== 'ADJ';
};

// "the park an the other kids": "an" before a determiner is "and" (the spelling layer's real-word
// rule offers it); "a the" would be no better.
// So is "an" before a bare verb ("your opinion an learn from it"), or after a word that ends a
// phrase ("a good attitude an good actions"; "it was an good day" keeps "a").
export const anNotAnd: HarperCheck = (l, ctx) => {
  if (!/^an$/i.test(l.text)) return true;
  const after = afterOf(l, ctx.text);
  if (nextPos(l, ctx) === 'VERB' && !/^\s+\p{L}+(?:ing|ed)\b/u.test(after)) return false;
  // ("given me an unique view": before a vowel letter that sounds like a consonant, "an" was
  // meant as the article, whatever comes before it.)
  if (
    /^\s+(?:uniq|univers|uniform|union|unit(?:ed|y)?\b|usual|use(?:ful|less|r|d)?\b|utili|eu)/iu.test(after)
  )
    return true;
  const prevWord = /(?:^|[^\p{L}'’])(\p{L}+)\s+$/u.exec(beforeOf(l, ctx.text));
  const prevPos = prevWord
    ? ctx.posAt?.(l.start - prevWord[0].length + prevWord[0].indexOf(prevWord[1]!))
    : undefined;
  if (prevPos && /^(?:NOUN|PROPN|PRON|NUM|ADV|ADJ)$/.test(prevPos)) return false;
  return !DETERMINER_NEXT.has(/^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '');
};

// "more interested while reading": a conjunction, not the preposition "interested" takes.
export const interestedNotConjunction: HarperCheck = (l) =>
  !/^(?:while|when|because|since|after|before|as|if|but|and|or|so|that)$/i.test(l.text);

// "must of the students": "most of" (spell/slips.ts), not "must have the students".
export const mustOfNotMostOf: HarperCheck = (l, ctx) =>
  !/^must\s+of$/i.test(l.text) ||
  !MOST_OF_NEXT.has(/^\s+(\p{L}+)/u.exec(afterOf(l, ctx.text))?.[1]?.toLowerCase() ?? '');

// "if he will realized": harper offers no fix; rules/agreement.ts (modal-form) offers the base.
export const willWithFixOrBase: HarperCheck = (l) => {
  if (l.replacements.length) return true;
  const last = /(\p{Ll}+)$/u.exec(l.text)?.[1] ?? '';
  return !(/ed$/.test(last) || verbOfParticiple(last));
};
