// Forms English fixes that a learner builds word by word: "moved to United States" (the United
// States), "take care my brother" (take care of), "in my first day" (on), "this days" (these).
// The correct look-alikes stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { grammarMarks } from '../../helpers/grammarMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('set forms', () => {
  it.each([
    ['When I moved to United States, I was ten.', 'United States', 'the United States'],
    ['I lived in Dominican Republic for twelve years.', 'Dominican Republic', 'the Dominican Republic'],
    ['My cousins live in Philippines.', 'Philippines', 'the Philippines'],
    ['After school I have to take care my little brother.', 'care', 'care of'],
    ['She took care him when he was sick.', 'care', 'care of'],
    ['In my first day at Lincoln High School, I cried.', 'In', 'On'],
    ['We had a test in Monday.', 'in', 'on'],
    ['My uncle gave me a bike in my birthday.', 'in', 'on'],
    ['We played chess in Monday night.', 'in', 'on'],
  ])('marks "%s"', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
  });

  it.each([
    'She moved to the United States in 2019.',
    'We covered it in United States history class.',
    'The United States is a big country.',
    'Take care, my friend.',
    'I take care of my little brother.',
    'In the day we worked and at night we slept.',
    'I finished the whole book in one day.',
    'In my day, we walked to school.',
    'I would go in the next day to retake the test.',
    'We danced in my birthday party.',
    'We lost in Friday’s game.',
    'I took care that nothing was wasted.',
    'Take care everyone!',
    'I learned this years later.',
    "We met in Monday night's discussion.",
    'I wore my Sunday best.',
    'I made three friends in the first day alone.',
    'I will hear back in the next day or two.',
    'Please turn it in Monday.',
  ])('leaves alone "%s"', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});

describe('"this" before a plural', () => {
  it.each([
    ['This days I study every night.', 'This days', 'These days'],
    ['Students are not interested in this classes.', 'this classes', 'these classes'],
    ['In this days, people are busy.', 'this days', 'these days'],
  ])('marks "%s"', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
  });

  it.each([
    'This results in a stronger concrete.',
    'All of this matters because people care.',
    'I would watch this countless times a day.',
    'They do this hundreds of times a day.',
    'This sales team won the award.',
    'This news is old.',
    'This means that we lost.',
  ])('leaves alone "%s"', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});

describe('"listen to" and "on foot"', () => {
  it.each([
    ['I listen music every day.', 'listen', 'listen to'],
    ['She listened the radio all night.', 'listened', 'listened to'],
    ['I go to school by foot.', 'by foot', 'on foot'],
  ])('marks "%s"', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
  });

  it.each([
    'Listen to me.',
    'We listened carefully.',
    'The board was longer by a foot.',
    'I listen a lot more than I talk.',
    'Listen everyone!',
  ])('leaves alone "%s"', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});
