// Every grammar rule's declared examples (lint/rules, defineRule): each wrong text is flagged and
// its fix offered, each right text left alone. Plus the registry's own guarantees: the generated
// index lists every rule file, and a cycle or an unknown id in `after` stops the engine from loading.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { GRAMMAR_RULES, orderRules } from '../../../server/analysis/lint/rules/registry';
import { defineRule, type RuleDefinition } from '../../../server/analysis/lint/rules/types';
import { INDEX_FILE, renderRuleIndex } from '../../../scripts/rule-index';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

/** The text with one hit's replacement applied, for each replacement of each hit. */
function fixesOffered(rule: RuleDefinition, text: string): string[] {
  return rule
    .run(parseEssay(text))
    .flatMap((h) => h.replacements.map((r) => text.slice(0, h.start) + r + text.slice(h.end)));
}

describe.each(GRAMMAR_RULES.map((r) => [r.id, r] as const))('rule %s', (_id, rule) => {
  it('declares at least one wrong and one right example', () => {
    expect(rule.examples.wrong.length).toBeGreaterThan(0);
    expect(rule.examples.right.length).toBeGreaterThan(0);
  });

  it.each(rule.examples.wrong.map((w) => [w[0], w[1]] as const))('flags "%s"', (text, fixed) => {
    expect(rule.run(parseEssay(text)).length, text).toBeGreaterThan(0);
    if (fixed !== undefined) expect(fixesOffered(rule, text)).toContain(fixed);
  });

  it.each(rule.examples.right)('leaves alone "%s"', (text) => {
    expect(rule.run(parseEssay(text))).toEqual([]);
  });
});

describe('the rule registry', () => {
  const rule = (id: string, after?: string[]) =>
    defineRule({
      id,
      section: 'grammar',
      category: 'grammar',
      severity: 'error',
      description: id,
      after,
      examples: { wrong: [], right: [] },
      run: () => [],
    });

  it('lists every rule file (rules.generated.ts is current: run `npx tsx scripts/rule-index.ts`)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderRuleIndex());
  });

  it('runs a rule after the rules it names, whatever the ids', () => {
    const ids = orderRules([{ a: rule('a', ['c']), b: rule('b'), c: rule('c', ['b']) }]).map((r) => r.id);
    expect(ids).toEqual(['b', 'c', 'a']);
  });

  it('refuses a cycle, an unknown id and an id used twice', () => {
    expect(() => orderRules([{ a: rule('a', ['b']), b: rule('b', ['a']) }])).toThrow(/cycle: a, b/);
    expect(() => orderRules([{ a: rule('a', ['nope']) }])).toThrow(/"a" runs after "nope", which is no rule/);
    expect(() => orderRules([{ a: rule('x') }, { b: rule('x') }])).toThrow(/"x" is declared twice/);
  });

  it('gives every rule a distinct id and a description', () => {
    expect(new Set(GRAMMAR_RULES.map((r) => r.id)).size).toBe(GRAMMAR_RULES.length);
    for (const r of GRAMMAR_RULES) expect(r.description.length, r.id).toBeGreaterThan(10);
  });
});
