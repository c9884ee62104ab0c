// Possessives without an apostrophe after family words, "everyday" as an adverb, "could care
// less": each slip is found with its fix, and the correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { allHits, hits, quiet } from '../../helpers/ruleHits';

describe('possessive apostrophe after a family word', () => {
  it('flags the owner and offers the possessive', () => {
    expect(hits('My parents house is big.', 'possessive-apostrophe')).toEqual([['parents', "parents'"]]);
    expect(hits('We went to my friends house after school.', 'possessive-apostrophe')).toEqual([
      ['friends', "friend's"],
    ]);
    expect(hits('Listening to my dads advice helped me.', 'possessive-apostrophe')).toEqual([
      ['dads', "dad's"],
    ]);
    expect(hits('My brothers friend came over.', 'possessive-apostrophe')).toEqual([
      ['brothers', "brother's"],
    ]);
  });

  it('leaves verbs, written apostrophes and other nouns alone', () => {
    const ok = [
      "My parents' house is big.",
      'My parents help me a lot.',
      'My friends love the house.',
      'The parents meeting was long.',
      'I saw my friends at home.',
      "My friend's house is far.",
    ];
    for (const t of ok) expect(hits(t, 'possessive-apostrophe'), t).toEqual([]);
  });
});

describe('"everyday" as an adverb', () => {
  it('flags it before a full stop or comma', () => {
    expect(hits('I practice everyday.', 'everyday-adverb')).toEqual([['everyday', 'every day']]);
    expect(hits('We eat the same lunch everyday, and it gets boring.', 'everyday-adverb')).toEqual([
      ['everyday', 'every day'],
    ]);
    expect(hits('I wake up everyday at six.', 'everyday-adverb')).toEqual([['everyday', 'every day']]);
  });

  it('leaves the adjective and "every day" alone', () => {
    const ok = [
      'Everyday life is hard.',
      'These are everyday problems.',
      'I practice every day.',
      'We admire the beauty of the everyday.',
    ];
    for (const t of ok) expect(hits(t, 'everyday-adverb'), t).toEqual([]);
  });
});

describe('"could care less"', () => {
  it('flags the idiom turned around', () => {
    expect(hits('I could care less about the game.', 'could-care-less')).toEqual([['could', "couldn't"]]);
  });

  it('leaves the right idiom alone', () => {
    for (const t of ["I couldn't care less about it.", 'I could not care less.', 'I could care more.'])
      expect(hits(t, 'could-care-less'), t).toEqual([]);
  });
});

describe('misheard set phrases', () => {
  it('gives the set phrase', () => {
    expect(hits('As apposed to last year, we won.', 'eggcorn')).toEqual([['As apposed to', 'As opposed to']]);
    expect(hits('Every since then I run daily.', 'eggcorn')).toEqual([['Every since', 'Ever since']]);
    expect(hits('He always towed the line.', 'eggcorn')).toEqual([['towed the line', 'toed the line']]);
    expect(hits('I will do my upmost to help.', 'eggcorn')).toEqual([['my upmost', 'my utmost']]);
    expect(hits('It was a deep seeded fear.', 'eggcorn')).toEqual([['deep seeded', 'deep-seated']]);
    expect(hits('Our decision was based off of the survey.', 'eggcorn')).toEqual([
      ['based off of', 'based on'],
    ]);
    expect(hits('It should be based off your skills.', 'eggcorn')).toEqual([['based off', 'based on']]);
    expect(hits('I never take my family for granite.', 'eggcorn')).toEqual([['for granite', 'for granted']]);
    expect(hits('He became the escape goat.', 'eggcorn')).toEqual([['escape goat', 'scapegoat']]);
    expect(hits('This peaked my curiosity.', 'eggcorn')).toEqual([
      ['peaked my curiosity', 'piqued my curiosity'],
    ]);
  });

  it('leaves the right phrases alone', () => {
    quiet('eggcorn', [
      'As opposed to last year, we won.',
      'Every single day I run.',
      'The truck towed the car.',
      'It was one of the same kind.',
      'We planted seeds deep in the soil.',
      'The team is based off-campus.',
      'The counter is made of granite.',
    ]);
  });
});

describe('"the reason ... is because"', () => {
  it('offers "is that" across the words between, and "is" before "of"', () => {
    expect(allHits('The reason I left was because I was bored.', 'reason-because')).toEqual([
      ['was because', ['was that']],
    ]);
    expect(allHits('The reason why I want to attend is because of the research.', 'reason-because')).toEqual([
      ['is because of', ['is']],
    ]);
    expect(allHits('One reason people quit is because they are tired.', 'reason-because')).toEqual([
      ['is because', ['is that']],
    ]);
  });

  it('leaves "reason is because" to the style card and separate clauses alone', () => {
    const ok = [
      'The reason is because I was tired.',
      'The reason why is because I said so.',
      'The reason was clear, and I left because it was late.',
      'I had no reason to stay. It is because of her that I left.',
      'The reason I left is that I was bored.',
    ];
    for (const text of ok) expect(allHits(text, 'reason-because'), text).toEqual([]);
  });
});
