// Article slips and fixed phrases (rules/articles.ts, rules/fixed-phrases.ts): each is found with
// its fix, and the correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('article slips', () => {
  it('adds "the" before an ordinal century', () => {
    expect(hits('Life in 19th century towns was hard.', 'ordinal-the')).toEqual([['19th', 'the 19th']]);
    quiet('ordinal-the', [
      'Life in the 19th century was hard.',
      'Our 21st century schools need money.',
      'It was built in the early 20th century.',
    ]);
  });

  it('adds "the" before a superlative after a preposition', () => {
    expect(hits('The shop sells a range of newest phones.', 'superlative-the')).toEqual([
      ['newest', 'the newest'],
    ]);
    expect(hits('She is best student in class.', 'superlative-the')).toEqual([['best', 'the best']]);
    quiet('superlative-the', [
      'She is best friends with Amy.',
      'He is best known for his songs.',
      "Player 1's best response is to wait.",
      'It is best left alone.',
      'The shop sells a range of the newest phones.',
      'For best results, water the plant daily.',
      'At best, the plan is risky.',
      'We follow best practices in the lab.',
      'It is a set of best management rules.',
      'Of greatest concern is the cost.',
      'He is an honest man with modest goals.',
    ]);
  });

  it('drops an article before a possessive', () => {
    expect(hits('I admire her because of a her kind heart.', 'article-possessive')).toEqual([['a ', '']]);
    quiet('article-possessive', [
      'I admire her because of her kind heart.',
      'I gave her a book.',
      'We visited Our Lady of Lourdes.',
    ]);
  });

  it('asks for the singular after "a" and adjectives', () => {
    expect(hits('She gave a thoughtful answers to the panel.', 'article-plural')).toEqual([
      ['answers', 'answer'],
    ]);
    expect(hits('It takes a hours to finish.', 'article-plural')).toEqual([['hours', 'hour']]);
    // Degree adverbs, "good"/"great" as plain adjectives, and "a many" all reach the noun.
    expect(hits('It was a really fun experiences.', 'article-plural')).toEqual([
      ['experiences', 'experience'],
    ]);
    expect(hits('She studies hard to get a good grades.', 'article-plural')).toEqual([['grades', 'grade']]);
    expect(hits('There is a many reasons to stay.', 'article-plural')).toEqual([['reasons', 'reason']]);
    quiet('article-plural', [
      'I have had a select few instances like that.',
      'We saw a very few birds.',
      'It was a really fun experience.',
      'She read a great many books.',
      'It was a good deal cheaper.',
      'She gave a thoughtful answer to the panel.',
      'We waited a few minutes.',
      'It took a great many tries.',
      'The load weighs one and a half tons.',
      'He played a slow blues on the piano.',
      'A major in a specific subject makes it easier.',
      'He plays a good sports game.',
    ]);
  });
});

describe('uncountable nouns', () => {
  it('drops "a" before a noun that is never counted', () => {
    expect(hits('My aunt gave me an advice about college.', 'mass-article')).toEqual([['an ', '']]);
    expect(hits('I had to do a research about ethics.', 'mass-article')).toEqual([['a ', '']]);
    quiet('mass-article', [
      'My aunt gave me advice about college.',
      'We built a feedback loop.',
      'She is a software engineer.',
      'It is an evidence-based plan.',
      'I wrote a research paper on bees.',
    ]);
  });
});

describe('fixed phrases', () => {
  it('adds "of" after "lots" and "to" after "according"', () => {
    expect(hits('The game has lots new levels.', 'lots-of')).toEqual([['lots', 'lots of']]);
    expect(hits('According my coach, we won.', 'linking-to')).toEqual([['According', 'According to']]);
    quiet('lots-of', ['The game has lots of new levels.', 'Thanks lots and see you.', 'I laughed lots.']);
    quiet('linking-to', [
      'According to my coach, we won.',
      'Act according as you see fit.',
      'It is akin to magic.',
    ]);
  });

  it('fixes the preposition of a fixed phrase', () => {
    expect(hits('In the morning of June 3 we left.', 'fixed-preposition')).toEqual([['In', 'On']]);
    expect(hits('Yes, but in the other hand it costs more.', 'fixed-preposition')).toEqual([['in', 'on']]);
    expect(hits('I play soccer with my friends in the weekend.', 'fixed-preposition')).toEqual([
      ['in', 'on'],
    ]);
    expect(hits('They both spoke on the same time.', 'fixed-preposition')).toEqual([['on', 'at']]);
    quiet('fixed-preposition', [
      'On the morning of June 3 we left.',
      'I study in the morning.',
      'He held a cup in the other hand.',
      'They both spoke at the same time.',
    ]);
  });

  it('asks for "degrees" after two degrees', () => {
    expect(hits("She earned her bachelor's and master's degree in music.", 'two-degrees')).toEqual([
      ['degree', 'degrees'],
    ]);
    quiet('two-degrees', [
      "She earned her bachelor's and master's degrees in music.",
      "She earned a bachelor's and a master's degree in music.",
      "She earned a master's degree in music.",
    ]);
  });

  it('joins "none the less"', () => {
    expect(hits('It was late; none-the-less we went.', 'closed-phrase')).toEqual([
      ['none-the-less', 'nonetheless'],
    ]);
    quiet('closed-phrase', ['It was late; nonetheless we went.', 'None of the rest is less useful.']);
  });
});

describe('names in lower case', () => {
  it('capitalises a name of several words', () => {
    expect(hits('My cousin moved to the united states in May.', 'name-capital')).toEqual([
      ['united states', 'United States'],
    ]);
    expect(hits('He fought in world war ii as a pilot.', 'name-capital')).toEqual([
      ['world war ii', 'World War II'],
    ]);
    expect(hits('We read Martin Luther king in class.', 'name-capital')).toEqual([
      ['Martin Luther king', 'Martin Luther King'],
    ]);
    quiet('name-capital', [
      'My cousin moved to the United States in May.',
      'A new Mexico policy passed.',
      'World War II ended in 1945.',
      'The states united against the tax.',
      'See www.black-sea.org for maps.',
    ]);
  });

  it('restores the inner capital of a brand', () => {
    expect(hits('I made the Powerpoint slides.', 'proper-capital')).toEqual([['Powerpoint', 'PowerPoint']]);
    quiet('proper-capital', ['I made the PowerPoint slides.', 'I paid by PayPal.']);
  });
});
