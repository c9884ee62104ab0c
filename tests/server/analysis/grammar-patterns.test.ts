// Verb and clause patterns (rules/verb-patterns.ts, rules/clause-patterns.ts): each is found with
// its fix, and the correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('verb patterns', () => {
  it('asks for the base form after an infinitive "to"', () => {
    expect(hits('After practice I wanted to went home.', 'to-past')).toEqual([['went', 'go']]);
    expect(hits('The student has to attends the meeting.', 'to-past')).toEqual([['attends', 'attend']]);
    // Every strong past in the irregular-verb table, not only the commonest.
    expect(hits('You need to got fresh air.', 'to-past')).toEqual([['got', 'get']]);
    expect(hits('It is important to hid them from children.', 'to-past')).toEqual([['hid', 'hide']]);
    expect(hits('I also started to writing my own stories.', 'to-past')).toEqual([['writing', 'write']]);
    quiet('to-past', [
      'I agreed to paying half.',
      'I am used to working late.',
      'We are going to swimming lessons.',
      'Books are important to learning.',
      'They went to saw the logs.',
      'The lumberjacks came to fell the trees.',
      'After practice I wanted to go home.',
      'Everyone I talked to knew the answer.',
      'We are going to parties every weekend.',
      'She got used to crowds.',
    ]);
  });

  it('drops "to" after a modal and asks for "have"', () => {
    expect(hits('We must to leave before noon.', 'modal-to')).toEqual([['must to', 'must']]);
    expect(hits("She can't has a phone in class.", 'modal-has')).toEqual([['has', 'have']]);
    quiet('modal-to', [
      'We must leave before noon.',
      'We did all we can to help.',
      'I threw the can to him.',
    ]);
    quiet('modal-has', ["She can't have a phone in class.", 'Will has a phone.']);
  });

  it('drops "to" after make or let and an object', () => {
    expect(hits('My coach made me to run laps.', 'causative-to')).toEqual([['me to run', 'me run']]);
    expect(hits('It is about making students to understand ideas.', 'causative-to')).toEqual([
      ['students to understand', 'students understand'],
    ]);
    expect(hits('They made the children to wait outside.', 'causative-to')).toEqual([
      ['children to wait', 'children wait'],
    ]);
    quiet('causative-to', [
      'My coach made me run laps.',
      'We made it to the finals.',
      'He let us go.',
      'I made friends to talk to.',
      'We made plans to go.',
    ]);
  });

  it('asks for -ing after enjoy and "be used to"', () => {
    expect(hits('I enjoy to swim in the lake.', 'gerund-after')).toEqual([['to swim', 'swimming']]);
    expect(hits('I am used to wake up early.', 'used-to-ing')).toEqual([['wake', 'waking']]);
    quiet('gerund-after', ['I enjoy swimming in the lake.', 'I went to the lake to swim.']);
    quiet('used-to-ing', [
      'I used to wake up early.',
      'This tool is used to cut wood.',
      'I am used to waking up early.',
    ]);
  });
});

describe('clause patterns', () => {
  it('drops "but" after an opening "although" clause', () => {
    expect(hits('Although it rained, but we still played.', 'double-link')).toEqual([[', but', ',']]);
    quiet('double-link', [
      'Although it rained, we still played.',
      'Although it rained, we played, but we lost.',
    ]);
  });

  it('asks for the -ed form of a feeling', () => {
    expect(hits('I am very interesting in biology.', 'feeling-ed')).toEqual([['interesting', 'interested']]);
    expect(hits('I was so exciting to start high school.', 'feeling-ed')).toEqual([['exciting', 'excited']]);
    expect(hits('I was so boring in class that I slept.', 'feeling-ed')).toEqual([['boring', 'bored']]);
    quiet('feeling-ed', ['The class was so boring.', 'They were so boring.']);
    quiet('feeling-ed', [
      'I am very interested in biology.',
      'Biology is interesting in many ways.',
      'He was exciting to watch on the court.',
    ]);
  });

  it('asks for "who" after a person', () => {
    expect(hits('The man which lives next door is kind.', 'person-which')).toEqual([['which', 'who']]);
    quiet('person-which', [
      'The man who lives next door is kind.',
      'It builds trust between students which helps everyone.',
      'The car which broke down is old.',
    ]);
  });

  it('removes a repeated auxiliary around an adverb', () => {
    expect(hits('The hardest part is often is the start.', 'repeated-aux')).toEqual([[' is', '']]);
    expect(hits('Our town was once was a busy port.', 'repeated-aux')).toEqual([[' was', '']]);
    expect(hits('I had never had spoken to him.', 'repeated-aux')).toEqual([[' had', '']]);
    quiet('repeated-aux', [
      'The hardest part is often the start.',
      'What it is is a test.',
      'It is, and always was, mine.',
      'What it is not is a toy.',
      'The house that once was hers was sold.',
      'I had always had trouble spelling it.',
      'We had never had a dog before.',
    ]);
  });

  it('drops "to" before "home" and fixes "news are"', () => {
    expect(hits('After the game we went to home early.', 'to-home')).toEqual([['to home', 'home']]);
    expect(hits('The news are not good.', 'news-is')).toEqual([['are', 'is']]);
    quiet('to-home', [
      'After the game we went home early.',
      'We went to home games every week.',
      'I came to home base.',
    ]);
    quiet('news-is', ['The news is not good.', 'The news outlets are biased.']);
  });
});

describe('"to" after a preposition', () => {
  it('gives the verb its -ing form, and drops a "for" before the purpose', () => {
    expect(hits('He is good at to play piano.', 'preposition-to')).toEqual([['to play', 'playing']]);
    expect(hits('Instead of to go home, we stayed.', 'preposition-to')).toEqual([['to go', 'going']]);
    expect(hits('You need to try many things for to obtain your goals.', 'preposition-to')).toEqual([
      ['for to', 'to'],
    ]);
    quiet('preposition-to', [
      'I was about to leave.',
      'We came in to see him.',
      'It is up to you to decide.',
      'She said I could stay after to finish it.',
      'I walked to my house after to school.',
      'We stayed there for to long.',
    ]);
  });
});
