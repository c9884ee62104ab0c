// The engine's own grammar rules, run after harper; each was kept only where it was precise on the
// tuning split (bench/quality-grammar.ts reports the held-out figures). Each rule declares itself
// with defineRule in its own file; registry.ts finds and orders them.
import type { ParsedEssay } from '../../nlp/parse';
import { GRAMMAR_RULES } from './registry';
import type { RuleDefinition, RuleHit } from './types';

export type { RuleHit } from './types';
export { GRAMMAR_RULES, grammarRule } from './registry';

/** A rule's hit with the id of the declared rule that made it. */
export type DeclaredHit = RuleHit & { ruleId: string };

export function runRules(
  essay: ParsedEssay,
  rules: readonly RuleDefinition[] = GRAMMAR_RULES,
): DeclaredHit[] {
  return rules.flatMap((r) => r.run(essay).map((h) => ({ ...h, ruleId: r.id })));
}
