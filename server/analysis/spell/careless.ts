// Whether the writer is careless: one-off misspelled words at a rate a careful writer does not
// reach. A careless writer's repeated unknown word is read as a repeated slip ("stowlen" three
// times), a careful writer's as deliberate (a grandmother's "abuela"), so the evidence must be
// slips, not the loan words, dialogue and dishes of a heritage essay: an unknown word only counts
// when it looks like a slip of an English word.
import type { ParsedEssay } from '../nlp/parse';
import { getRareWords } from '../nlp/resources';
import { PREFIXES } from './morphology';
import { isKnownWord, wordFrequency } from './corrector';
import type { NameLexicon } from './names';
import type { Unknown } from './verdict';

/** Above this share of one-off slips, repeated unknown words are read as slips too. */
export const CARELESS_RATE = 0.01;

/** One-off slips needed before the rate says anything about the writer. */
const MIN_CARELESS_SLIPS = 2;

/** Inside quotation marks in its paragraph: speech, often in the family's language ("Despacio, mija"). */
function quoted(text: string, at: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', at) + 1, at);
  const straight = (before.match(/"/g) ?? []).length;
  return straight % 2 === 1 || before.lastIndexOf('“') > before.lastIndexOf('”');
}

/** An unknown word that says something about the writer's care: a one-off that looks like a slip. */
function slipEvidence(u: Unknown, names: NameLexicon, text: string): boolean {
  const best = u.ranked[0];
  if (u.name) return false;
  // A repeated word counts only when it is plainly a slip of an everyday word ("knowlage" three
  // times): a loan word or a dish is far from any ("abuela", "empanadas").
  if (names.occurrences(u.lower) >= 2) return repeatedSlip(u);
  // Not a name written lower-case ("chile colorado"), a real word of a larger dictionary
  // ("chiles"), or a word in quoted speech.
  if (!best || u.lowerName || best.word.toLowerCase() === u.lower) return false;
  return !getRareWords().has(u.lower) && !quoted(text, u.lint.start) && !prefixed(u.lower);
}

function repeatedSlip(u: Unknown): boolean {
  const best = u.ranked[0];
  if (!best || u.lower.length < 6 || u.lowerName || /\s/.test(best.word)) return false;
  return best.cost <= 1.2 && wordFrequency(best.word) >= 100 && !getRareWords().has(u.lower);
}

/** A productive prefix on a known word ("underfilled", "microplastics"): a coinage, not a slip. */
function prefixed(lower: string): boolean {
  return PREFIXES.some((p) => {
    const rest = lower.slice(p.length);
    return lower.startsWith(p) && rest.length >= 4 && isKnownWord(rest);
  });
}

export function carelessWriter(unknown: Unknown[], names: NameLexicon, essay: ParsedEssay): boolean {
  const slips = unknown.filter((u) => slipEvidence(u, names, essay.text)).length;
  // One unknown word in a short text is a rate but not a pattern (a name or a term in a one-line
  // answer): it takes two slips to show a careless writer.
  return slips >= MIN_CARELESS_SLIPS && slips / essay.wordCount >= CARELESS_RATE;
}
