// The grammar rules in the order they run, built from what each rule declares: every RuleDefinition
// exported from a file in this folder (rules.generated.ts lists the files), ordered by their `after`
// constraints and otherwise by id. Order matters only where two rules flag the same words (the first
// claims them, analyzers/grammar.ts), and each such case is declared with `after`.
import { RULE_MODULES } from './rules.generated';
import { isRuleDefinition, type RuleDefinition } from './types';

/** Every declared rule of the modules, in run order; throws on a duplicate id, an unknown `after` id or a cycle. */
export function orderRules(modules: ReadonlyArray<Record<string, unknown>>): RuleDefinition[] {
  const byId = new Map<string, RuleDefinition>();
  for (const m of modules)
    for (const value of Object.values(m)) {
      if (!isRuleDefinition(value)) continue;
      const had = byId.get(value.id);
      if (had && had !== value) throw new Error(`grammar rule id "${value.id}" is declared twice`);
      byId.set(value.id, value);
    }
  for (const r of byId.values())
    for (const a of r.after ?? [])
      if (!byId.has(a)) throw new Error(`grammar rule "${r.id}" runs after "${a}", which is no rule`);
  // Kahn's algorithm, taking the smallest ready id first, so the order is the same on every run.
  const waiting = new Map([...byId.values()].map((r) => [r.id, new Set(r.after ?? [])]));
  const ordered: RuleDefinition[] = [];
  while (waiting.size) {
    const ready = [...waiting].filter(([, deps]) => deps.size === 0).map(([id]) => id);
    if (!ready.length)
      throw new Error(
        `grammar rules wait for each other in a cycle: ${[...waiting.keys()].sort().join(', ')}`,
      );
    const id = ready.sort()[0]!;
    waiting.delete(id);
    for (const deps of waiting.values()) deps.delete(id);
    ordered.push(byId.get(id)!);
  }
  return ordered;
}

export const GRAMMAR_RULES: readonly RuleDefinition[] = orderRules(RULE_MODULES);

const BY_ID = new Map(GRAMMAR_RULES.map((r) => [r.id, r]));

/** The declared rule with this id, if any. */
export const grammarRule = (id: string): RuleDefinition | undefined => BY_ID.get(id);
