// First-language frames (rules/learner-frames.ts): age with "have", "explain me", "want that you",
// a present perfect with a finished time, "will" in a clause of time.
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { hits, quiet } from '../../helpers/ruleHits';

describe('learner sentence frames', () => {
  it('asks for "be" with an age', () => {
    expect(hits('I have 17 years old.', 'age-be')).toEqual([['have', 'am']]);
    expect(hits('My brother graduated, and he has sixteen years old.', 'age-be')).toEqual([['has', 'is']]);
    quiet('age-be', ['I have 17 years of experience.', 'I am 17 years old.']);
  });

  it('reads a "when" clause ending in "have ten years" as an age', () => {
    expect(hits('We moved to America when I have ten years.', 'age-be')).toEqual([
      ['have ten years', 'am ten years old'],
    ]);
    expect(hits('When I had five years, we moved.', 'age-be')).toEqual([
      ['had five years', 'was five years old'],
    ]);
    quiet('age-be', [
      'I have two years left.',
      'When we had two years left, we saved.',
      'Since we had two years, we saved.',
      'It was hard when we have three years of debt.',
    ]);
  });

  it('shows the age fix, not harper\'s "has", on "he have 16 years old"', async () => {
    const text = 'My brother graduated last year and he have 16 years old.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    expect(r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.replacements[0]])).toEqual([
      ['have', 'is'],
    ]);
  });

  it('puts "to" before the person after "explain"', () => {
    expect(hits('He explained me the problem.', 'explain-to')).toEqual([['explained me', 'explained to me']]);
    quiet('explain-to', ['He explained the problem to me.', 'He explained to me what happened.']);
    expect(hits('He said me that he was tired.', 'say-tell')).toEqual([['said me', 'told me']]);
    expect(hits('She said him to stop.', 'say-tell')).toEqual([['said him', 'told him']]);
    quiet('say-tell', ['He said to me that he was tired.', 'Say them aloud.', 'Say them to yourself.']);
  });

  it('gives "suggest" a clause instead of a person and "to"', () => {
    expect(hits('My counselor suggested me to apply early.', 'suggest-that')).toEqual([
      ['suggested me to apply', 'suggested that I apply'],
    ]);
    expect(hits('I suggest them to practice.', 'suggest-that')).toEqual([
      ['suggest them to practice', 'suggest that they practice'],
    ]);
    quiet('suggest-that', [
      'She suggested him for the role.',
      'My counselor suggested that I apply early.',
      'She suggested me to the coach as a captain.',
    ]);
  });

  it('asks for the simple past with a finished time', () => {
    expect(hits('I have seen him yesterday.', 'perfect-past-time')).toEqual([['have seen', 'saw']]);
    expect(hits('I have been to Paris last summer.', 'perfect-past-time')).toEqual([['have been', 'went']]);
    expect(hits('We have been sick last week.', 'perfect-past-time')).toEqual([['have been', 'were']]);
    expect(hits('She has finished her homework two days ago.', 'perfect-past-time')).toEqual([
      ['has finished', 'finished'],
    ]);
    // The time may open the sentence.
    expect(hits('Last summer I have visited my grandparents.', 'perfect-past-time')).toEqual([
      ['have visited', 'visited'],
    ]);
    expect(hits('Two years ago, we have moved to Texas.', 'perfect-past-time')).toEqual([
      ['have moved', 'moved'],
    ]);
    quiet('perfect-past-time', [
      'Since last summer I have visited twice.',
      'Last summer was fun and I have visited Rome since.',
      'I have lived here since last year.',
      'I have been to Paris twice.',
      'I have been working hard since last summer.',
      'Cars have changed so much from twenty years ago.',
      'It is easier than it has seemed since last week.',
    ]);
  });

  it('asks for the present in a clause of time or condition', () => {
    expect(hits('When I will finish school, I will travel.', 'future-time-clause')).toEqual([
      ['will finish', 'finish'],
    ]);
    expect(hits('If he will study, he will pass.', 'future-time-clause')).toEqual([
      ['will study', 'studies'],
    ]);
    expect(hits('When I will be older, I want to travel.', 'future-time-clause')).toEqual([
      ['will be', 'am'],
    ]);
    quiet('future-time-clause', [
      "I don't know when I will finish.",
      'If you will follow me, the tour starts here.',
      'When I finish school, I will travel.',
    ]);
  });

  it('turns "want that you come" into "want you to come"', () => {
    expect(hits('I want that you come with me.', 'want-that')).toEqual([
      ['want that you come', 'want you to come'],
    ]);
    quiet('want-that', ['I want that book.', 'The wants that we have are simple.', 'I want you to come.']);
  });
});
