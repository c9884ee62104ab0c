// Harper lints outside the families of filter.ts that misfire in known, checkable contexts on
// correct web prose: each check below keeps the lint everywhere else.
import type { HarperLint } from './harper';
import { FEELING } from './rules/agreement';
import { verbOfParticiple } from '../spell/irregular-verbs';
import { DETERMINER_NEXT, MOST_OF_NEXT } from '../spell/slips';
import { pronounVerbAllows, subjectThenVerb, type MisfireContext } from './filter-pronoun-verb';
import { wordMisfireAllows } from './filter-misfires-words';

type Context = MisfireContext;

const HELPER_BE = /^\s+(?:should|could|would|might|may|can|shall)(?:\s+not|n['’]t)?\s+be\b/i;
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
  // "Your the best friend": the slip is "you're", which harper's word-choice lint offers on "Your";
  // its "the or the possessive" card would keep the wrong word.
  if (/definite article 'the' or the possessive/i.test(l.message) && /^your\s/i.test(l.text)) return false;
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
  // "more younger coaches", "more lighter fluid": a noun (or another describing word) after the
  // pair makes "more" a quantity, as the own doubled-comparative rule reads it.
  if (
    /comparative form of the adjective together is redundant|already in the comparative form/i.test(l.message)
  ) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const pos = m ? ctx.posAt?.(l.end + m[0].length) : undefined;
    return /\b(?:a|an|the)\s+$/i.test(before) || !['NOUN', 'PROPN', 'ADJ'].includes(pos ?? '');
  }
  // "need to success", "need to advice": the noun is a slip for its verb (the spelling section
  // offers "succeed"); "the" in front of it would keep the slip.
  if (/should be followed by a verb, not a noun/i.test(l.message))
    return !/^\s+(?:success|advice|choice|proof|loss|breath)\b/i.test(after);
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
    // ("given me an unique view": before a vowel letter that sounds like a consonant, "an" was
    // meant as the article, whatever comes before it.)
    if (
      /^\s+(?:uniq|univers|uniform|union|unit(?:ed|y)?\b|usual|use(?:ful|less|r|d)?\b|utili|eu)/iu.test(after)
    )
      return true;
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
  return wordMisfireAllows(l, ctx, before, after) ?? true;
}
