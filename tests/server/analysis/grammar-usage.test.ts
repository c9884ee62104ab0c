// Usage rules (rules/usage.ts): each slip is found with its fix, and the correct sentences next to
// it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { runRules } from '../../../server/analysis/lint/rules/index';

describe('usage slips', () => {
  it('puts a subject "me and ..." in the subject form', () => {
    expect(hits('Me and him went to the lake.', 'subject-me')).toEqual([['Me and him', 'He and I']]);
    expect(hits('Me and my best friend always argue.', 'subject-me')).toEqual([
      ['Me and my best friend', 'My best friend and I'],
    ]);
    quiet('subject-me', ['My friend and I went to the lake.', 'Me and my friends: a story.']);
    // Inside the sentence, where a clause begins.
    expect(hits('Every Friday afternoon me and my friend Jason drive to the market.', 'subject-me')).toEqual([
      ['me and my friend Jason', 'my friend Jason and I'],
    ]);
    expect(hits('When me and my dad were in line, we talked.', 'subject-me')).toEqual([
      ['me and my dad', 'my dad and I'],
    ]);
    // A clause inside the sentence: "how", "that", "what" open it too.
    expect(hits('She told me how her and her sisters would walk to school.', 'subject-me')).toEqual([
      ['her', 'she'],
    ]);
    expect(hits('That is the worst prank that me and my brother pulled.', 'subject-me')).toEqual([
      ['me and my brother', 'my brother and I'],
    ]);
    const card = runRules(parseEssay('I know what me and my friends did.')).find(
      (h) => h.rule === 'subject-me',
    );
    expect(card?.message).toMatch(/^"me" cannot be the subject of "did"/);
    // "him", "her", "them" joined to another subject take the subject form.
    expect(hits('Him and his friends were waiting outside.', 'subject-me')).toEqual([['Him', 'He']]);
    // "myself" is no subject either.
    expect(hits('Myself and my brother went to the store.', 'subject-me')).toEqual([
      ['Myself and my brother', 'My brother and I'],
    ]);
    expect(hits('My brother and myself went home.', 'subject-me')).toEqual([['myself', 'I']]);
    expect(hits('From then on, him and I were best friends.', 'subject-me')).toEqual([['him', 'he']]);
    quiet('subject-me', [
      'I waited for him and his friends.',
      'I taught myself and my sister to swim.',
      'Her and my mother’s recipes won.',
      'She was shorter than me and she had short black hair.',
      'For me and my friends the library is important.',
      'It was between my boyfriend and me and that was that.',
      'Coach gave me and my brother a ride.',
    ]);
    expect(hits('My friends and me went hiking.', 'subject-me')).toEqual([['me', 'I']]);
    expect(hits('Him and me always argue.', 'subject-me')).toEqual([['Him and me', 'He and I']]);
    quiet('subject-me', [
      'Between you and me, it was hard.',
      'She gave my brother and me a ride.',
      'My brother and me watching TV was normal.',
    ]);
  });
});
