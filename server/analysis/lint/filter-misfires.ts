// Harper lints outside the families of filter.ts that misfire in known, checkable contexts on
// correct web prose: each check below keeps the lint everywhere else.
import type { HarperLint } from './harper';

interface Context {
  text: string;
  posAt?(start: number): string | undefined;
}

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
  // "most of whom were", "for whom samples were": after a preposition "whom" is right.
  if (/“Whom” is used for the object/i.test(l.message)) return !PREPOSITION_END.test(before);
  // "If there are findings" -> "is a findings": a plural noun after "are" agrees already.
  if (/disagreement in number between the verb and the noun/i.test(l.message))
    return !/^(?:are|were)\s+\p{Ll}+s$/iu.test(l.text);
  // "Are there advertisements?": a question that starts with a verb keeps "there".
  if (/^Did you mean [`"]their[`"]\?$/.test(l.message))
    return !/(?:^|[.!?]\s+)(?:are|is|was|were)\s+$/i.test(before);
  // "give you advice on", "Many believe the": the word has the class its place asks for.
  if (/is a noun, the verb should be/i.test(l.message))
    return !/\b(?:give|gives|gave|given|giving|offer|offers|need|needs|seek|get|got|some|good|any|no|for|of)\s+(?:(?:you|me|him|her|us|them)\s+)?$/i.test(
      before,
    );
  if (/is a verb, the noun should be/i.test(l.message))
    return !/(?:^|[^\p{L}])(?:many|some|most|few|others|all|both|they|we|i|you)\s+$/iu.test(before);
  // "a lot we can do": the pronoun starts a clause that describes "a lot".
  if (/in this quantity phrase/i.test(l.message)) return !/^\s+(?:we|you|they|i|he|she|it)\b/i.test(after);
  // "too beaten down to feel": "too" before a participle and a later "to" is the adverb.
  if (/infinitive marker/i.test(l.message))
    return !/^\s+\p{L}+(?:ed|en)\b/iu.test(after) && !/^\s+\p{L}+(?:\s+\p{L}+)?\s+to\s/iu.test(after);
  // "nervous or let down", "let go": a verb with its particle, not a suggestion.
  if (/use 'let's' or 'let us'/i.test(l.message)) return !/^\s+(?:down|go|off|up|out|in)\b/i.test(after);
  // "She further emphasized": an adverb before a past-tense verb, not a verb missing its -s.
  if (/agree in grammatical number with the pronoun/i.test(l.message)) return !/^\s+\p{Ll}+ed\b/u.test(after);
  // "exercise their right", "against their will": "their" before a noun owns it.
  if (/^Did you mean [`"](?:there|they're)[`"]\?$/.test(l.message) && /^their$/i.test(l.text)) {
    const m = /^\s+(?=\p{L})/u.exec(after);
    const pos = m ? ctx.posAt?.(l.end + m[0].length) : undefined;
    if (/they're/.test(l.message) && /^\s+(?:will|own)\b/i.test(after)) return false;
    return pos !== 'NOUN' && pos !== 'ADJ';
  }
  // "negative affect", "flat affect": in psychology "affect" is a noun for shown emotion.
  if (/`affect` is usually a verb/i.test(l.message))
    return !/\b(?:negative|positive|flat|blunted|restricted|labile|depressed)\s+$/i.test(before);
  // "By seven a.m. the": the "a" of "a.m." is not an article.
  if (/indefinite article/i.test(l.message) && /^a$/i.test(l.text)) return !/^\.m\./i.test(after);
  // "several visionaries trying their hands at": many people, many hands.
  if (/idiom uses the singular `hand`/i.test(l.message)) return !/\b(?:their|our)\s+$/i.test(before);
  return true;
}
