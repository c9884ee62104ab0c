// Two of harper's lints that read a word after a pronoun or "how" as a verb, and the contexts in
// which that reading misfires: a child's "he" for "his" ("went to he house"), a past tense for a
// bare verb ("he woke up"), "how people talked".
import type { HarperLint } from './harper';
import { SAME_PAST } from './rules/learner';
import { useToAt } from './rules/past-or-present';

export interface MisfireContext {
  text: string;
  posAt?(start: number): string | undefined;
}

const PREPOSITION_ANY_CASE = /^(?:to|for|with|from|of|at|by|on|in|into|onto|about|over|under|near|behind)$/i;

/** Two words follow, and the tagger reads the second as a verb or helper ("get started" is no clause). */
export function subjectThenVerb(ctx: MisfireContext, from: number): boolean {
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
export function pronounVerbAllows(l: HarperLint, ctx: MisfireContext): boolean {
  const after = ctx.text.slice(l.end, l.end + 30);
  // "She past the ball": "passed" misspelled, which the real-word rules offer; not "pasts".
  // "She use to tell me stories": the past habit "used to" (the real-word rules), not "uses".
  if (/^past$/i.test(l.text) || useToAt(ctx.text, l.start, l.end)) return false;
  // "he have 16 years old": the engine's age rule asks for "is" (lint/rules/learner-frames.ts).
  if (/^\s+\w+\s+years?\s+old\b/i.test(after)) return false;
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
  if (beforePronoun && PREPOSITION_ANY_CASE.test(beforePronoun.word)) return false;
  // The word is itself followed by the clause's verb: "he name is", "he father came".
  return nextPos !== 'AUX' && !/^\s+(?:came|went|was|said|got|had|did|made|took|saw|told)\b/i.test(after);
}
