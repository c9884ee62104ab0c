// Clauses a learner writes without a piece English needs ("Am not sure", "For me is important
// to", "He did not afraid"), "than" written "that" after a comparison, and "goes back to home":
// each marked with the whole fix, while the correct look-alikes stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { grammarMarks } from '../../helpers/grammarMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('learner clauses', () => {
  it.each([
    ['Am not saying every rule is wrong.', 'Am', 'I am'],
    ['For me is very important to finish school.', 'me is', 'me, it is'],
    ['He did not afraid to take the risk.', 'did not', 'was not'],
    ["I didn't sure about the answer.", "didn't", "wasn't"],
    ['They do not afraid of hard work.', 'do not', 'are not'],
    ['Solar power will be less expensive that petrol.', 'that', 'than'],
    ["It's gonna get worse that what it is now.", 'that', 'than'],
    ['After work she goes back to home late.', 'to home', 'home'],
  ])('%s', async (text, span, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([span, fix]);
  });

  it.each([
    'Am I right about this?',
    'For me is the hardest part of the week.',
    'It is more important that we act now.',
    'It is more likely that personality, not training, decides.',
    'I do not care what they think.',
    'We walked home together after the game.',
  ])('stays quiet: %s', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});
