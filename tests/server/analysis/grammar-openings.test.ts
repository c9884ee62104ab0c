// Rules about how a sentence opens (a long opening phrase, a numeral) and the comma before "etc.":
// each slip is found with its fix, and the correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';
import { numberWord } from '../../../server/analysis/lint/rules/openings';

describe('comma after a long opening phrase', () => {
  it('flags an opening phrase run into the main clause', () => {
    expect(hits('During my first year of college I worked in a bakery.', 'intro-phrase-comma')).toEqual([
      ['college', 'college,'],
    ]);
    expect(hits('To pay for the trip we sold lemonade all summer.', 'intro-phrase-comma')).toEqual([
      ['trip', 'trip,'],
    ]);
    expect(hits('At the end of the day she always calls her grandmother.', 'intro-phrase-comma')).toEqual([
      ['day', 'day,'],
    ]);
  });

  it('leaves short phrases, commas and relative clauses alone', () => {
    const ok = [
      'During my first year of college, I worked in a bakery.',
      'In 2015 he moved to Ohio.',
      'In the town where we lived there was one school.',
      'In the small world we live in, news travels fast.',
      'With the money we saved we bought a used car.',
      'From the roof of the old barn it is easy to see the river.',
      'For the recipe that we chose we needed eggs.',
    ];
    for (const text of ok) expect(hits(text, 'intro-phrase-comma'), text).toEqual([]);
  });
});

describe('numeral at the start of a sentence', () => {
  it('spells out a small number that opens a sentence', () => {
    expect(hits('4 months ago I started running.', 'numeral-start')).toEqual([['4', 'Four']]);
    expect(hits('We met a boy. 15-year-old Sam had walked there alone.', 'numeral-start')).toEqual([
      ['15', 'Fifteen'],
    ]);
    expect(numberWord(21)).toBe('Twenty-one');
    expect(numberWord(40)).toBe('Forty');
  });

  it('leaves years, verse numbers and numbers inside a sentence alone', () => {
    const ok = [
      '2016 began with a move to a new city.',
      '3 The Lord is my shepherd.',
      'Four months ago I started running.',
      'I ran 4 miles today.',
      'The lens is f1.5 wide.',
    ];
    for (const text of ok) expect(hits(text, 'numeral-start'), text).toEqual([]);
  });
});

describe('comma before etc.', () => {
  it('flags "etc." run into the last item of a list', () => {
    expect(hits('We packed tents, stoves, sleeping bags etc. for the trip.', 'etc-comma')).toEqual([
      ['bags', 'bags,'],
    ]);
  });

  it('leaves a comma that is there, and "and etc.", alone', () => {
    const ok = [
      'We packed tents, stoves, sleeping bags, etc. for the trip.',
      'We packed tents, stoves and etc.',
    ];
    for (const text of ok) expect(hits(text, 'etc-comma'), text).toEqual([]);
  });
});

describe('number after "one of the" and "amount of"', () => {
  it('asks for the plural after "one of the"', () => {
    expect(hits('She is one of the best player on the team.', 'one-of-plural')).toEqual([
      ['player', 'players'],
    ]);
    expect(hits('It was one of my favorite city in Europe.', 'one-of-plural')).toEqual([['city', 'cities']]);
  });

  it('leaves plurals, compounds and numbered names alone', () => {
    const ok = [
      'She is one of the best players on the team.',
      'He is one of the best soccer players here.',
      'Phase one of the project ends in May.',
      "It is one of the world's oldest cities.",
    ];
    for (const text of ok) expect(hits(text, 'one-of-plural'), text).toEqual([]);
  });

  it('asks for "kinds of" after a count of more than one', () => {
    expect(hits('There are two kind of studies.', 'kinds-of')).toEqual([['kind', 'kinds']]);
    expect(hits('I like all type of music.', 'kinds-of')).toEqual([['type', 'types']]);
    const ok = [
      'It is a different kind of game.',
      'We have this different type of style.',
      'All kinds of people came.',
    ];
    for (const text of ok) expect(hits(text, 'kinds-of'), text).toEqual([]);
  });

  it('asks for "number of" before a plural you count', () => {
    expect(hits('The amount of visitors grows every year.', 'amount-of-count')).toEqual([
      ['amount', 'number'],
    ]);
    expect(hits('The amount of people at the concert was amazing.', 'amount-of-count')).toEqual([
      ['amount', 'number'],
    ]);
    const ok = [
      'The amount of water grows every year.',
      'The amount of funds is limited.',
      'The amount of gases in the air rose.',
      'The number of visitors grows every year.',
    ];
    for (const text of ok) expect(hits(text, 'amount-of-count'), text).toEqual([]);
  });
});

describe('comma before a closing "including ..." or result phrase', () => {
  it('sets off examples after a whole clause', () => {
    expect(hits('The report covers the project including the budget.', 'result-comma')).toEqual([
      ['project', 'project,'],
    ]);
    expect(hits('The wheels can turn sharply giving you less control.', 'result-comma')).toEqual([
      ['sharply', 'sharply,'],
    ]);
  });

  it('leaves a phrase inside the subject or with its comma alone', () => {
    const ok = [
      'All students including the freshmen must register.',
      'The report covers the project, including the budget.',
      'The price including tax is five dollars.',
    ];
    for (const text of ok) expect(hits(text, 'result-comma'), text).toEqual([]);
  });
});

describe('plural after a quantifier and its adjectives', () => {
  it('asks for the plural noun', () => {
    expect(hits('We hired many new employee this year.', 'quantifier-plural')).toEqual([
      ['employee', 'employees'],
    ]);
    expect(hits('She found several useful study this week.', 'quantifier-plural')).toEqual([
      ['study', 'studies'],
    ]);
  });

  it('leaves plurals, compounds and comparisons alone', () => {
    const ok = [
      'We hired many new employees this year.',
      'We hired many new staff members.',
      'There are many more time slots.',
      'Many manual labor and service jobs are at risk.',
      'Those supporting development as a priority disagree.',
    ];
    for (const text of ok) expect(hits(text, 'quantifier-plural'), text).toEqual([]);
  });
});

describe('heading run into a sentence', () => {
  it('asks for a colon after a heading that runs into the sentence', () => {
    expect(hits('Solution In addition to tutoring, the club offers rides.', 'run-in-heading')).toEqual([
      ['Solution', 'Solution:'],
    ]);
    expect(hits('Authority Who is the author of the page?', 'run-in-heading')).toEqual([
      ['Authority', 'Authority:'],
    ]);
    expect(hits('Relevancy / Reliability What kind of source is it?', 'run-in-heading')).toEqual([
      ['Reliability', 'Reliability:'],
    ]);
    expect(hits('Conclusions Sleep matters more than we think.', 'run-in-heading')).toEqual([
      ['Conclusions', 'Conclusions:'],
    ]);
    expect(hits('COPYRIGHT NOTICE This essay is mine.', 'run-in-heading')).toEqual([['NOTICE', 'NOTICE:']]);
  });

  it('leaves titles, names and ordinary openings alone', () => {
    const ok = [
      'Solution: In addition to tutoring, the club offers rides.',
      'Gone With The Wind is my favourite film.',
      'Into The Wild tells the story of a young man.',
      'Student A knows what she wants to study.',
      'Dr Who is a long-running show.',
      'Many students who work part time still do well.',
      'My family The Smiths live next door.',
      'In the end we all went home.',
      'Results show that sleep matters.',
      'Introduction To Psychology was my favourite course.',
      'Note the date on the letter.',
    ];
    quiet('run-in-heading', ok);
  });
});
