// Small slips with one clear fix (rules/slips.ts): each is found with its fix, and the correct
// sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { allHits, hits, quiet } from '../../helpers/ruleHits';

describe('small slips', () => {
  it('asks for -ing after "in addition to"', () => {
    expect(hits('In addition to play different sports, I paint.', 'in-addition-to-ing')).toEqual([
      ['play', 'playing'],
    ]);
    quiet('in-addition-to-ing', [
      'In addition to playing sports, I paint.',
      'In addition to research, the school teaches.',
      'In addition to fair pay, they offer training.',
    ]);
  });

  it('puts a space between a word and a number', () => {
    expect(hits('The hall seats more than10 thousand people.', 'glued-number')).toEqual([
      ['than10', 'than 10'],
    ]);
    quiet('glued-number', [
      'The hall seats more than 10 thousand people.',
      'I drank H2O and played on a PS4.',
    ]);
  });

  it('asks for the singular of a Latin plural after "a"', () => {
    expect(hits('She is an alumni of our school.', 'latin-plural')).toEqual([['alumni', 'alumnus']]);
    expect(hits('Grades are a criteria for admission.', 'latin-plural')).toEqual([['criteria', 'criterion']]);
    quiet('latin-plural', [
      'She is an alumna of our school.',
      'He joined an alumni association.',
      'Our alumni help.',
    ]);
  });

  it('asks for "than" in a comparison', () => {
    expect(hits('Prices rose more that 50 percent.', 'comparative-that')).toEqual([['that', 'than']]);
    expect(hits('The town more that doubled in size.', 'comparative-that')).toEqual([['that', 'than']]);
    quiet('comparative-that', [
      'The more that I read, the more I learn.',
      'I want more than that.',
      'It is better that we wait.',
    ]);
  });
});

describe('fraction in words', () => {
  it('hyphenates a spelled-out fraction before "of" or a describing word', () => {
    expect(hits('Almost three quarters of the class came.', 'fraction-hyphen')).toEqual([
      ['three quarters', 'three-quarters'],
    ]);
    expect(hits('They needed a two thirds majority.', 'fraction-hyphen')).toEqual([
      ['two thirds', 'two-thirds'],
    ]);
  });

  it('leaves coins, halves and ordinals alone', () => {
    quiet('fraction-hyphen', [
      'I found three quarters in my pocket.',
      'She ate one half of the pie.',
      'I tutored one third grader after school.',
      'Almost three-quarters of the class came.',
    ]);
  });
});

describe('text-message shorthand', () => {
  it('spells out the words the shorthand stands for', () => {
    expect(hits('I stayed home bc it rained and idk why.', 'text-speak')).toEqual([
      ['bc', 'because'],
      ['idk', "I don't know"],
    ]);
    expect(hits('Do u know if ur dog is ok? Ur not alone. I love u.', 'text-speak')).toEqual([
      ['u', 'you'],
      ['ur', 'your'],
      ['Ur', "You're"],
      ['u', 'you'],
    ]);
    expect(hits('Tbh the ppl were kind.', 'text-speak')).toEqual([
      ['Tbh', 'To be honest'],
      ['ppl', 'people'],
    ]);
  });

  it('leaves quoted messages, the vowel "u" and capital letters alone', () => {
    quiet('text-speak', [
      'She texted me "idk u tell me" and I laughed.',
      'We would type "u" instead of "you".',
      'The vowels are a, e, i, o, and u.',
      'He got a U in art, and the U.S. team won.',
    ]);
  });
});

describe('"many" and number words before a noun', () => {
  it('asks for "much", not a plural the noun does not have', () => {
    expect(hits('Phones matter because many stuff happens at school.', 'number-agreement')).toEqual([
      ['many', 'much'],
    ]);
    expect(hits('We had many homework this week.', 'number-agreement')).toEqual([['many', 'much']]);
    expect(hits('We had many assignment this week.', 'number-agreement')).toEqual([
      ['assignment', 'assignments'],
    ]);
  });

  it('reads a day word after the noun as the time, not a second noun', () => {
    expect(hits('There are many homework tonight.', 'number-agreement')).toEqual([['many', 'much']]);
    expect(hits('We have three test tomorrow.', 'number-agreement')).toEqual([['test', 'tests']]);
    expect(hits('I read two USA Today articles.', 'number-agreement')).toEqual([]);
  });

  it('reads a capitalised number word mid-sentence as a name', () => {
    expect(hits('They broke into a Seven Eleven shop at midnight.', 'number-agreement')).toEqual([]);
    expect(hits('Seven student came late.', 'number-agreement')).toEqual([['student', 'students']]);
  });
});

describe("an apostrophe in a verb's -s", () => {
  it('writes the verb as it agrees with its subject', () => {
    expect(hits("She say's it is fine, and the list go's on.", 'verb-apostrophe')).toEqual([
      ["say's", 'says'],
      ["go's", 'goes'],
    ]);
    expect(hits("Students think's phones help.", 'verb-apostrophe')).toEqual([["think's", 'think']]);
  });

  it('leaves contractions and possessives alone', () => {
    quiet('verb-apostrophe', [
      "Let's go.",
      "She's here and it's fine.",
      "The game's over and Tom's car is here.",
    ]);
  });
});

describe('"I\'m agree"', () => {
  it('offers "I agree" for the whole contraction, and no "-ing" form of a verb of knowing or feeling', () => {
    expect(allHits("In my opinion i'm disagree with this.", 'be-base')).toEqual([
      ["i'm disagree", ['I disagree']],
    ]);
    expect(allHits('I am agree with this opinion.', 'be-base')).toEqual([['am agree', ['agree']]]);
    expect(allHits('He is play the piano every day.', 'be-base')).toEqual([
      ['is play', ['plays', 'is playing']],
    ]);
    expect(hits("They're agree with me.", 'be-base')).toEqual([["They're agree", 'They agree']]);
    quiet('be-base', ["I'm going home.", "I'm sure it works.", "I'm like a kid again."]);
  });
});

describe('"no" before a helper', () => {
  it('puts the negative after it', () => {
    expect(hits('These are things we no can try.', 'no-modal')).toEqual([['no can', "can't"]]);
    expect(hits('They no will come tomorrow.', 'no-modal')).toEqual([['no will', "won't"]]);
    quiet('no-modal', ['I said no, can you stop?', 'There is no can of soup left.']);
  });
});

describe('an object, then a verb without its "to"', () => {
  it('adds the "to" after verbs that take one', () => {
    expect(hits('The plan will enable us have peace of mind.', 'object-infinitive')).toEqual([
      ['us have', 'us to have'],
    ]);
    expect(hits('She told him stop complaining.', 'object-infinitive')).toEqual([
      ['him stop', 'him to stop'],
    ]);
    quiet('object-infinitive', [
      'It lets us learn.',
      'They made him stop.',
      'I told her everything.',
      'You could ask them do you need help?',
      'It allows them want to go home.',
      'They want you to go.',
    ]);
  });
});
