// Clauses a learner writes without a piece English needs ("Am not sure", "For me is important
// to", "He did not afraid"), "than" written "that" after a comparison, "goes back to home" and
// a count in digits before a singular ("2 hour"): each marked with the whole fix, while the
// correct look-alikes stay quiet.
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
    ['The man did not afraid of the storm.', 'did not', 'was not'],
    ['Solar power will be less expensive that petrol.', 'that', 'than'],
    ["It's gonna get worse that what it is now.", 'that', 'than'],
    ['After work she goes back to home late.', 'to home', 'home'],
    ['I practiced almost 2 hour every day.', 'hour', 'hours'],
    ['Technology matters because helps people stay in touch.', 'helps', 'it helps'],
    ['If you fail again you going to learn.', 'you going', 'you are going'],
    ['They not going to pass that class.', 'They not going', 'They are not going'],
    ['Most people know how to used it.', 'used', 'use'],
    ['I used to walked to school.', 'walked', 'walk'],
    ['We stayed there for 10 month.', 'month', 'months'],
    ['Balance the weight on both side.', 'side', 'sides'],
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
    'The 2019 season ended early.',
    'My grade 2 teacher was kind.',
    'It took 1.5 hours to get there.',
    'We both think the plan is good.',
    'Both parent and child agreed.',
    'I had 4 homework assignments due.',
    'I shaved a second off my 200 butterfly.',
    'They were going to used car lots.',
    'Read whatever you want to, based on the lyrics.',
    'I saw you running.',
    'Because works of art last, we keep them.',
  ])('stays quiet: %s', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});
