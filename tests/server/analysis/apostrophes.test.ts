// Word and Google Docs type curly apostrophes: the tokens read "she’s" as "she's" (nlp/parse.ts),
// so every rule that matches a contraction catches both, and a fix keeps the student's apostrophe.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { GRAMMAR_RULES } from '../../../server/analysis/lint/rules/index';
import { grammarMarks } from '../../helpers/grammarMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const curly = (s: string) => s.replace(/(\p{L})'(\p{L})/gu, '$1’$2');

describe('curly apostrophes', () => {
  it.each([
    ["She's laying on the couch.", 'laying', 'lying'],
    ["He's laying in bed all day.", 'laying', 'lying'],
    ["They're laying on the grass.", 'laying', 'lying'],
    ["You're laying in the sun.", 'laying', 'lying'],
    ["It's laying on the floor.", 'laying', 'lying'],
    ["We're laying on the beach.", 'laying', 'lying'],
  ])('lie/lay: "%s" is caught with straight and curly apostrophes', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
    expect(await grammarMarks(curly(text), 'grammar')).toContainEqual([word, fix]);
  });

  it("keeps the student's curly apostrophe in a fix", async () => {
    expect(await grammarMarks('I can’t to go to the party.', 'grammar')).toContainEqual([
      'can’t to',
      'can’t',
    ]);
  });

  // Every rule's examples with a contraction, typed with curly apostrophes: the same words flagged
  // (wrong) or none (right). Rules that match contractions are covered by their own examples.
  const withContraction = GRAMMAR_RULES.flatMap((r) =>
    [...r.examples.wrong.map(([t]) => t), ...r.examples.right]
      .filter((t) => /\p{L}'\p{L}/u.test(t))
      .map((t) => [r.id, t] as const),
  );

  it.each(withContraction)('%s: "%s" reads the same with curly apostrophes', (id, text) => {
    const rule = GRAMMAR_RULES.find((r) => r.id === id)!;
    const spans = (t: string) => rule.run(parseEssay(t)).map((h) => [h.start, h.end]);
    expect(spans(curly(text))).toEqual(spans(text));
  });
});
