// The engine's own grammar rules, run after harper; each was kept only where it was precise on the
// tuning split (bench/quality-grammar.ts reports the held-out figures).
import type { ParsedEssay } from '../../nlp/parse';
import { numberRule, verbFormRule } from './agreement';
import { hyphenRule } from './hyphens';
import { finalPunctuationRule, quoteRule, spacingRule } from './punctuation';
import { phraseRule, sentenceCapitalRule, wordRule } from './words';
import type { Rule, RuleHit } from './types';

export type { RuleHit } from './types';

export const RULES: readonly Rule[] = [
  quoteRule,
  spacingRule,
  finalPunctuationRule,
  hyphenRule,
  numberRule,
  verbFormRule,
  wordRule,
  phraseRule,
  sentenceCapitalRule,
];

export function runRules(essay: ParsedEssay, rules: readonly Rule[] = RULES): RuleHit[] {
  return rules.flatMap((r) => r(essay));
}
