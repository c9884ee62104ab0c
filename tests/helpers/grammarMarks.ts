// What the grammar section marks in a text, as [marked words, first fix] pairs, for the tests of
// false alarms: every category, or only word-level grammar (not capitals or punctuation).
import { analyzeEssay } from '../../server/analysis/index';

export async function grammarMarks(
  text: string,
  only?: 'grammar',
): Promise<Array<[string, string | undefined]>> {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
  return r.feedback.annotations
    .filter((a) => a.analyzer === 'grammar' && (!only || a.category === only))
    .map((a) => [text.slice(a.start, a.end), a.replacements[0]]);
}
