// Usage rules (rules/usage.ts): each slip is found with its fix, and the correct sentences next to
// it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { runRules } from '../../../server/analysis/lint/rules/index';

describe('usage slips', () => {
  it('asks for the past participle after "have"', () => {
    expect(hits('She has went to the store.', 'perfect-participle')).toEqual([['went', 'gone']]);
    expect(hits('He had already came back.', 'perfect-participle')).toEqual([['came', 'come']]);
    expect(hits('These rules have lead to problems.', 'perfect-participle')).toEqual([['lead', 'led']]);
    expect(hits('We had mistook him for a coach.', 'perfect-participle')).toEqual([['mistook', 'mistaken']]);
    quiet('perfect-participle', [
      'I have got to finish this.',
      'Being alone has bit of benefits.',
      'She has gone to the store.',
      'We went home and had lunch.',
      'Old houses have lead pipes.',
      'The fears I have drove me to try harder.',
      'Everything we had came from our grandparents.',
    ]);
    expect(hits('Since then I have went back twice.', 'perfect-participle')).toEqual([['went', 'gone']]);
  });

  it('asks for -ing after "look forward to"', () => {
    expect(hits('I look forward to hear from you.', 'look-forward-ing')).toEqual([['hear', 'hearing']]);
    expect(hits('We looked forward to make new friends.', 'look-forward-ing')).toEqual([['make', 'making']]);
    quiet('look-forward-ing', ['I look forward to hearing from you.', 'I look forward to the summer.']);
  });

  it('makes the verb after "each of the ..." singular', () => {
    expect(hits('Each of the students have a locker.', 'each-of-verb')).toEqual([['have', 'has']]);
    expect(hits('Neither of them were ready.', 'each-of-verb')).toEqual([['were', 'was']]);
    expect(hits('One of my friends are moving to Texas.', 'each-of-verb')).toEqual([['are', 'is']]);
    quiet('each-of-verb', ['She is one of the students who are moving.', 'One of my friends is moving.']);
    quiet('each-of-verb', ['Each of the students has a locker.', 'All of the students have lockers.']);
  });

  it('asks for "me" after a preposition or as a verb\'s object', () => {
    expect(hits('Between you and I, the test was hard.', 'object-pronoun-i')).toEqual([['I', 'me']]);
    expect(hits('The gift was from my dad and I.', 'object-pronoun-i')).toEqual([['I.', 'me.']]);
    // An "I." the tokenizer takes for an initial still ends its sentence.
    expect(hits('It was a bond between my sister and I. We still talk.', 'object-pronoun-i')).toEqual([
      ['I.', 'me.'],
    ]);
    expect(hits('The coach told John and I to run laps.', 'object-pronoun-i')).toEqual([['I', 'me']]);
    expect(hits('She helped my brother and I.', 'object-pronoun-i')).toEqual([['I.', 'me.']]);
    expect(hits('She asked my brother and I whether we could go.', 'object-pronoun-i')).toEqual([
      ['I', 'me'],
    ]);
    quiet('object-pronoun-i', [
      'I told my mom and I went home.',
      'My sister and I went home.',
      'After dinner my dad and I washed the dishes.',
      'I saw my mom and I cried.',
      'For a week my friend and I really tried.',
    ]);
  });

  it('asks for "fewer" before a plural you count', () => {
    expect(hits('There were less people at the party.', 'less-fewer')).toEqual([['less', 'fewer']]);
    quiet('less-fewer', [
      'There was less water in the lake.',
      'He was no less talented than his brother.',
      'Our less privileged neighbors needed help.',
      'I made fewer mistakes this time.',
    ]);
  });

  it('asks for "they\'re" before an -ing verb where a clause starts', () => {
    expect(hits('There going home after the game.', 'there-theyre')).toEqual([['There', "They're"]]);
    quiet('there-theyre', [
      'Is there going to be a test?',
      'I saw him there going into the store.',
      'There being no rain, we left.',
    ]);
  });

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

  it('makes the verb of a relative clause agree with its plural noun', () => {
    expect(hits('There are many people who thinks so.', 'relative-agreement')).toEqual([['thinks', 'think']]);
    expect(hits('These are the rules which is fair.', 'relative-agreement')).toEqual([['is', 'are']]);
    quiet('relative-agreement', [
      'There are many people who think so.',
      'She is one of the students who is ready.',
      'It is a land of many rivers that runs to the sea.',
      'The news that comes today is good.',
      'He told his friends that he was leaving.',
    ]);
  });

  it('gives the verb its -s after "who" and one person', () => {
    expect(hits('I have a teacher who help me every day.', 'relative-agreement')).toEqual([
      ['help', 'helps'],
    ]);
    expect(hits('My cousin who live in Ohio visits often.', 'relative-agreement')).toEqual([
      ['live', 'lives'],
    ]);
    // Two describing words joined by "and", and an adverb before the verb.
    expect(
      hits('She is a very kind and caring person who always help others.', 'relative-agreement'),
    ).toEqual([['help', 'helps']]);
    quiet('relative-agreement', [
      'The man who I help is old.',
      'Those who help us are kind.',
      'A friend who helps me is rare.',
      'My mom and dad who help me are kind.',
      'It builds critical analysis and effective communication that are useful.',
    ]);
  });
});

describe('preposition a word takes', () => {
  it('replaces the preposition the phrase does not take', () => {
    expect(hits('Take advantage at what you are good at.', 'preposition-choice')).toEqual([['at', 'of']]);
    expect(hits('She is responsible of the budget.', 'preposition-choice')).toEqual([['of', 'for']]);
    expect(hits('It depends of the weather.', 'preposition-choice')).toEqual([['of', 'on']]);
    expect(hits('I am capable to win.', 'preposition-choice')).toEqual([['to win', 'of winning']]);
    expect(hits('In regards to your question, yes.', 'preposition-choice')).toEqual([
      ['regards to', 'regard to'],
    ]);
    expect(hits('We read more then ever before.', 'preposition-choice')).toEqual([['then', 'than']]);
    expect(hits('The club has a focus towards service.', 'preposition-choice')).toEqual([['towards', 'on']]);
    expect(hits('The report focuses to the main risks.', 'preposition-choice')).toEqual([['to', 'on']]);
    // Verbs that take their object directly.
    expect(hits('She married with a doctor from Peru.', 'preposition-choice')).toEqual([
      ['married with', 'married'],
    ]);
    expect(hits("I couldn't enter to the house.", 'preposition-choice')).toEqual([['enter to', 'enter']]);
    expect(hits('They enter to high school at fourteen.', 'preposition-choice')).toEqual([
      ['enter to', 'enter'],
    ]);
    expect(hits('She walked in to the room and sat down.', 'preposition-choice')).toEqual([
      ['in to', 'into'],
    ]);
    expect(hits('I have to respect to the elders.', 'preposition-choice')).toEqual([
      ['respect to', 'respect'],
    ]);
    expect(hits('I got accepted in the summer program.', 'preposition-choice')).toEqual([['in', 'into']]);
    expect(hits('I am married with her.', 'preposition-choice')).toEqual([['with', 'to']]);
    expect(hits('I graduated high school in June.', 'preposition-choice')).toEqual([
      ['graduated', 'graduated from'],
    ]);
  });

  it('leaves the right prepositions and look-alikes alone', () => {
    quiet('preposition-choice', [
      'Take advantage of what you are good at.',
      'He is independent of his parents.',
      'We need to shift the focus towards renewable energy.',
      'Give my regards to your mother.',
      'It was the best day that ever happened to me.',
      'She took advantage on Monday of the sale.',
      'I am capable of winning.',
      'We shifted focus to the next task.',
      'She was focused to win.',
      'She is married with two kids.',
      'Enter to win a free ticket.',
      'Due to lack of sleep, I failed.',
      'He came in to help with the dishes.',
      'I turned in to the teacher my last essay.',
      'I logged in to the site.',
      'With respect to the rules, I agree.',
      'We pay respect to the elders.',
      'I felt accepted in the group.',
      'I graduated from high school in June.',
      'I was accepted into the school.',
    ]);
  });
});
