// The engine switches harper's rules on by name (lint/harper-rules.ts, lint/harper-learner-rules.ts)
// and names each harper finding by its rule (rule_id harper:<RuleName>). A harper upgrade that
// renames, adds or removes a rule fails here, so the lists are reviewed (bench/scan-harper-rules.ts)
// instead of a renamed rule going quietly off. After the review, refresh harper-rule-names.txt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getHarper } from '../../../server/analysis/nlp/resources';
import { HARPER_RULES } from '../../../server/analysis/lint/harper-rules';
import { HARPER_LEARNER_RULES } from '../../../server/analysis/lint/harper-learner-rules';
import { HARPER_VERDICTS } from '../../../server/analysis/lint/harper-verdicts';
import { harperRuleOn } from '../../../server/analysis/nlp/resources';

const REVIEWED = readFileSync(new URL('./harper-rule-names.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

describe('harper rule names', () => {
  it('are the ones the engine was reviewed against', async () => {
    const names = Object.keys(await (await getHarper()).getLintConfig()).sort();
    const added = names.filter((n) => !REVIEWED.includes(n));
    const gone = REVIEWED.filter((n) => !names.includes(n));
    expect(
      { added, gone },
      'harper added or renamed rules: review them, then update harper-rule-names.txt',
    ).toEqual({
      added: [],
      gone: [],
    });
  }, 120_000);

  it('include every rule the engine switches on', () => {
    const unknown = [...HARPER_RULES, ...HARPER_LEARNER_RULES].filter((n) => !REVIEWED.includes(n));
    expect(unknown).toEqual([]);
  });

  // The grammar section shows a lint by its rule's verdict (lint/harper-verdicts.ts), never by
  // harper's wording: a rule switched on without a verdict would be hidden unreviewed, a verdict
  // for a rule that is off or gone is stale.
  it('each have one verdict for the grammar section when switched on', () => {
    const on = REVIEWED.filter(harperRuleOn);
    expect(on.length).toBeGreaterThan(400);
    expect(
      on.filter((r) => !HARPER_VERDICTS.has(r)),
      'rules without a verdict',
    ).toEqual([]);
    expect(
      [...HARPER_VERDICTS.keys()].filter((r) => !on.includes(r)),
      'verdicts for rules that are off or unknown',
    ).toEqual([]);
  });
});
