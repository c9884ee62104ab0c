// Agreement slips English learners make that the tagger hides: "he are" (harper sees it but offers
// no fix mid-sentence), a bare verb after one person
// ("My mom work two jobs", read by the tagger as the compound "mom work"), after "everyone", and a
// plural subject inside a question-word clause ("what my teachers was saying"). The fix follows
// the story's tense: "worked" first when the sentence is in the past. Bare verbs that are right
// ("I saw my mom work", "Everyone look at me!", "that my brother take the bus") stay unmarked.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { grammarMarks } from '../../helpers/grammarMarks';
import { analyzeEssay } from '../../../server/analysis/index';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('learner agreement slips', () => {
  it.each([
    ['My brother play soccer every day after school.', 'play', 'plays'],
    ['My father drive a taxi at night.', 'drive', 'drives'],
    ['My mom work two jobs at a nail salon, so I took care of my brother.', 'work', 'worked'],
    ['The teacher asked me a question and everyone look at me.', 'look', 'looked'],
    ['I could not understand what my teachers was saying.', 'was', 'were'],
    ['Thomas is smart because he are a good lawyer.', 'he are', 'he is'],
    ['On the trip they was always late.', 'they was', 'they were'],
    ['Nobody know the answer to that question.', 'know', 'knows'],
    ['Students needs to have a break.', 'needs', 'need'],
  ])('marks "%s"', async (text, word, fix) => {
    expect(await grammarMarks(text, 'grammar')).toContainEqual([word, fix]);
  });

  it.each([
    'I saw my mom work late every night.',
    'Everyone look at me!',
    'Everybody dance now.',
    'I watched my dad cook dinner and my mom wash the dishes.',
    'Did my mom know about it?',
    'I suggested that my brother take the bus.',
    'That is what the students want.',
    'My mom read the letter twice before she called me.',
    'My dad and my mom talk to her every night.',
    'They could hire an expert or have someone listen to them.',
    'When people need help they go to their friends.',
    'If you need help you can ask me.',
    'If he were rich, he would help.',
    'Should he have gone home earlier?',
    'It is essential that he have time to rest.',
    'Taking the first step toward a healthier you is easier than you think.',
    'He and I are good friends.',
    'Part I is about my grandmother.',
  ])('leaves "%s" alone', async (text) => {
    expect(await grammarMarks(text, 'grammar')).toEqual([]);
  });
});

describe('wordiness', () => {
  it('is a note that does not count as a grammar error', async () => {
    const text = 'Carnegie Mellon is where I can learn to build technology that is rigorous and also kind.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    const note = r.feedback.annotations.find((a) => text.slice(a.start, a.end) === 'and also');
    expect(note?.severity).toBe('info');
    expect(r.feedback.section_scores.grammar.details.user_metrics.errors).toBe(0);
  });
});
