// What one grammar rule (server/analysis/lint/rules) finds in a text, for the rule tests.
import { expect } from 'vitest';
import { parseEssay } from '../../server/analysis/nlp/parse';
import { runRules } from '../../server/analysis/lint/rules/index';

/** [flagged text, first replacement] of each hit of one rule. */
export function hits(text: string, rule: string): Array<[string, string | undefined]> {
  return allHits(text, rule).map(([span, replacements]) => [span, replacements[0]]);
}

/** [flagged text, every replacement] of each hit of one rule. */
export function allHits(text: string, rule: string): Array<[string, string[]]> {
  return runRules(parseEssay(text))
    .filter((h) => h.rule === rule)
    .map((h) => [text.slice(h.start, h.end), h.replacements]);
}

/** The rule finds nothing in any of the texts. */
export function quiet(rule: string, texts: string[]): void {
  for (const text of texts) expect(hits(text, rule), text).toEqual([]);
}
