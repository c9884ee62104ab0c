// Every finding names the rule that made it (an engine rule id, harper:<RuleName>, or the analyzer
// and category), on its annotation and its card, and --explain prints that rule with its examples.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { analyzeToFeedback } from '../../../server/analysis/pipeline';
import { grammarRule } from '../../../server/analysis/lint/rules/index';
import { explainFindings } from '../../../server/analysis/explain';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const TEXT = 'When I moved to United States, I was ten. I has a dog. Its a big dog, and i love him.';

describe('rule ids', () => {
  it('reach every annotation and card', async () => {
    const feedback = await analyzeToFeedback({ text: TEXT }, { analyzers: ['grammar', 'spelling', 'style'] });
    const at = (word: string) => feedback.annotations.find((a) => TEXT.slice(a.start, a.end) === word);
    expect(at('United States')?.rule_id).toBe('country-the');
    expect(at('has')?.rule_id).toBe('harper:PronounVerbAgreement');
    expect(at('Its')?.rule_id).toBe('spelling:real_word');
    for (const a of feedback.annotations) expect(a.rule_id, a.message).toMatch(/^[\w-]+(?::\w+)?$/);
    for (const c of feedback.improvements) expect(c.rule_id, c.issue).toBeTruthy();
    expect(feedback.improvements.some((c) => c.rule_id === 'country-the')).toBe(true);
  });

  it('explains each finding with its rule, description and examples', async () => {
    const feedback = await analyzeToFeedback({ text: TEXT }, { analyzers: ['grammar'] });
    const out = explainFindings(TEXT, feedback.annotations, {
      ItsContraction: 'Distinguish `its` from `it’s`.',
    });
    const rule = grammarRule('country-the')!;
    expect(out).toContain('line 1: "United States" -> "the United States"');
    expect(out).toContain('rule: country-the (engine grammar rule, grammar)');
    expect(out).toContain(rule.description);
    expect(out).toContain(`wrong: "${rule.examples.wrong[0]![0]}"`);
    expect(out).toContain(`right: "${rule.examples.right[0]}"`);
    expect(out).toMatch(/rule: harper:\w+ \(harper\)/);
  });
});
