// Usage rules (rules/usage.ts): their cases are the rules' examples (rule-examples.test.ts); here,
// what the student reads on a "me and ..." subject card.
import { describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { runRules } from '../../../server/analysis/lint/rules/index';

describe('usage slips', () => {
  it('says which verb "me and ..." is the subject of', () => {
    const card = runRules(parseEssay('I know what me and my friends did.')).find(
      (h) => h.rule === 'subject-me',
    );
    expect(card?.message).toMatch(/^"me" cannot be the subject of "did"/);
  });
});
