// A question reported inside a statement keeps statement order (rules/embedded-question.ts).
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('embedded questions', () => {
  it('puts the subject before the verb inside a statement', () => {
    expect(hits("They don't know what is it, so they skip it.", 'embedded-question')).toEqual([
      ['is it', 'it is'],
    ]);
    expect(
      hits('It helped them understand how hard is it to learn a language.', 'embedded-question'),
    ).toEqual([['is it', 'it is']]);
    expect(hits('I asked him where was he going.', 'embedded-question')).toEqual([['was he', 'he was']]);
    expect(hits('He asked me where was I from.', 'embedded-question')).toEqual([['was I', 'I was']]);
  });

  it('leaves questions, clefts and statement order alone', () => {
    quiet('embedded-question', [
      'Do you know where is the station?',
      'I wonder what it is like to fly.',
      'I want to know what is it that drives them.',
      'Nobody knew what was that song on the radio.',
      'I know where they are going.',
    ]);
  });
});
