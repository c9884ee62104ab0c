// Prompt fit: which of the prompt's content words the essay uses, in any form. It is evidence of
// topical overlap, not proof the question was answered; the content section says so.
import { STOPWORDS } from '../lexicon/stopwords';
import { parseEssay, type ParsedEssay } from '../nlp/parse';

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(ing|ed|es|s|ly|ment|ness|ion)$/, '')
    .slice(0, 6);

/**
 * The prompt's content words, each with the stems that count as answering it: its own and its
 * lemma's, so "overcame" in the prompt is met by "overcome" or "overcoming" in the essay. Memoised:
 * a batch of essays usually shares one prompt.
 */
const promptKeys = new Map<string, Map<string, Set<string>>>();
function keysOf(prompt: string): Map<string, Set<string>> {
  let keys = promptKeys.get(prompt);
  if (keys) return keys;
  keys = new Map();
  for (const t of parseEssay(prompt).words) {
    const lw = t.lower;
    if (lw.length <= 2 || STOPWORDS.has(lw) || !/^[\p{L}']+$/u.test(lw)) continue;
    if (![...keys.values()].some((k) => k.has(stem(lw)))) keys.set(lw, new Set([stem(lw), stem(t.lemma)]));
  }
  if (promptKeys.size > 50) promptKeys.clear();
  promptKeys.set(prompt, keys);
  return keys;
}

export function promptFit(essay: ParsedEssay, prompt: string) {
  const keys = keysOf(prompt);
  const seen = new Map<string, { word: string; start: number; end: number }>();
  for (const t of essay.words)
    for (const st of [stem(t.lower), stem(t.lemma)])
      if (!seen.has(st)) seen.set(st, { word: t.text, start: t.start, end: t.end });
  const hits: Array<{ word: string; start: number; end: number }> = [];
  const missing: string[] = [];
  for (const [word, stems] of keys) {
    const hit = [...stems].map((st) => seen.get(st)).find((h) => h !== undefined);
    if (hit) hits.push(hit);
    else missing.push(word);
  }
  const coverage = keys.size ? hits.length / keys.size : 0;
  return { keys: [...keys.keys()], hits, missing, coverage };
}
