// A feeling written as the bare verb ("I felt so embarrass", "it made me scare") gets its -ed form;
// the same verbs doing their own work ("noises scare me", "to confuse us"), nouns ("it was a
// shock") and things that cause a feeling ("the test was confuse" means "confusing") stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { grammarMarks } from '../../helpers/grammarMarks';
import { analyzeEssay } from '../../../server/analysis/index';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('feelings written as the bare verb', () => {
  it.each([
    ['Everyone was looking at me and I felt so embarrass.', 'embarrass', 'embarrassed'],
    ["I'm so confuse about the homework.", 'confuse', 'confused'],
    ['The long drive made me scare.', 'scare', 'scared'],
    ['I was a little bore in class.', 'bore', 'bored'],
    ['He was not satisfy with his grade.', 'satisfy', 'satisfied'],
    ['We got tire after the hike.', 'tire', 'tired'],
    ['They felt kind of disappoint when we lost.', 'disappoint', 'disappointed'],
    ['My mom was really frustrate with me.', 'frustrate', 'frustrated'],
  ])('marks "%s"', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
  });

  it.each([
    'Loud noises scare me.',
    'I wanted to surprise her.',
    'It was a shock to everyone.',
    'The test was designed to confuse us.',
    'Stories like that always excite the crowd.',
    'We need to relax before the game.',
    'Music always makes me relax.',
    'Do not let small things annoy you.',
  ])('leaves alone "%s"', async (text) => {
    const marks = await grammarMarks(text, 'grammar');
    expect(marks.filter(([, fix]) => fix?.endsWith('ed'))).toEqual([]);
  });
});

// About someone else, "so annoy" may mean how that person made others feel: both forms are offered.
describe('a feeling about someone else', () => {
  it.each([
    ['He is so annoy when he loses.', 'annoy', ['annoyed', 'annoying']],
    ["She's very confuse about it.", 'confuse', ['confused', 'confusing']],
    ['The teacher was so bore.', 'bore', ['bored', 'boring']],
  ])('offers both forms for "%s"', async (text, word, fixes) => {
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    const mark = r.feedback.annotations.find((a) => text.slice(a.start, a.end) === word);
    expect(mark?.replacements).toEqual(fixes);
    expect(mark?.message).toContain('how they made others feel');
  });
});
