// The engine switches harper's rules on by name (lint/harper-rules.ts, less lint/harper-off.ts)
// and names each harper finding by its rule (rule_id harper:<RuleName>). A harper upgrade that
// renames, adds or removes a rule fails here, so the lists are reviewed (bench/scan-harper-rules.ts)
// instead of a renamed rule going quietly off. After the review, refresh harper-rule-names.txt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getHarper } from '../../../server/analysis/nlp/resources';
import { HARPER_RULES } from '../../../server/analysis/lint/harper-rules';
import { OFF_RULES, READ_BY_SPELLING } from '../../../server/analysis/lint/harper-off';
import { HARPER_VERDICTS, verdictOf } from '../../../server/analysis/lint/harper-verdicts';
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
    const unknown = [...HARPER_RULES, ...OFF_RULES].filter((n) => !REVIEWED.includes(n));
    expect(unknown).toEqual([]);
  });

  // The grammar section shows a lint by its rule's verdict (lint/harper-verdicts.ts), never by
  // harper's wording: a rule switched on without a verdict would be hidden unreviewed, a verdict
  // that shows a rule that is off or gone is stale.
  it('each have one verdict for the grammar section when switched on', () => {
    const on = REVIEWED.filter(harperRuleOn);
    expect(on.length).toBeGreaterThan(250);
    expect(
      on.filter((r) => !HARPER_VERDICTS.has(r)),
      'rules without a verdict',
    ).toEqual([]);
    expect(
      [...HARPER_VERDICTS].filter(([r, v]) => v !== 'off' && !on.includes(r)).map(([r]) => r),
      'verdicts that show rules that are off',
    ).toEqual([]);
    expect(
      [...HARPER_VERDICTS.keys()].filter((r) => !REVIEWED.includes(r)),
      'verdicts for rules harper does not have',
    ).toEqual([]);
  });

  // Each rule harper runs costs time on every new sentence: a rule the grammar section never
  // shows runs only where the spelling layer reads its lints.
  it('run no rule whose lints nothing reads', () => {
    const unread = REVIEWED.filter((r) => harperRuleOn(r) && verdictOf(r) === 'off');
    expect(unread.sort()).toEqual([...READ_BY_SPELLING].sort());
  });
});
