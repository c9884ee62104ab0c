// Hyphens (spaced on one side only; compound modifiers), stacked end marks and plural apostrophes:
// each slip is found with its fix, and the correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { allHits } from '../../helpers/ruleHits';

describe('hyphen with a space on one side only', () => {
  it('offers a dash between clauses and a closed-up hyphen in a compound', () => {
    expect(allHits('We waited for years- the answer never came.', 'lopsided-hyphen')).toEqual([
      ['- ', [' — ', '-']],
    ]);
    expect(allHits('It was a tale of joy -the kind you remember.', 'lopsided-hyphen')).toEqual([
      [' -', [' — ', '-']],
    ]);
    expect(allHits('It was a hard decision- making process.', 'lopsided-hyphen')).toEqual([
      ['- ', ['-', ' — ']],
    ]);
    expect(allHits('Her answer was clear- cut.', 'lopsided-hyphen')).toEqual([['- ', ['-', ' — ']]]);
  });

  it('leaves suspended hyphens, spaced dashes, minus signs and compounds alone', () => {
    const ok = [
      'We offer two- and three-year plans.',
      'It holds sugar- or starch-based syrups.',
      'We waited for years - the answer never came.',
      'We waited for years — the answer never came.',
      'The temperature fell to -5 degrees.',
      'She wrote a well-known book.',
    ];
    for (const text of ok) expect(allHits(text, 'lopsided-hyphen'), text).toEqual([]);
  });
});

describe('stacked end marks', () => {
  it('keeps one mark', () => {
    expect(allHits('I was so happy!!', 'stacked-marks')).toEqual([['!!', ['!']]]);
    expect(allHits('Can you believe it?!', 'stacked-marks')).toEqual([['?!', ['?']]]);
  });

  it('leaves single marks and a bracketed aside alone', () => {
    for (const text of ['I was so happy!', 'Is it true?', 'He won (?!) the race.'])
      expect(allHits(text, 'stacked-marks'), text).toEqual([]);
  });
});

describe('apostrophe in the plural of an abbreviation', () => {
  it('drops the apostrophe when no noun follows', () => {
    expect(
      allHits('I took three AP classes and two SAT subject tests, then more AP’s.', 'abbreviation-plural'),
    ).toEqual([['AP’s', ['APs']]]);
    expect(allHits("The camp can hold RV's or tents.", 'abbreviation-plural')).toEqual([["RV's", ['RVs']]]);
  });

  it('leaves possessives alone', () => {
    const ok = [
      "The EPA's program ended.",
      "The CEO's and the board's views differ.",
      'I took three APs this year.',
    ];
    for (const text of ok) expect(allHits(text, 'abbreviation-plural'), text).toEqual([]);
  });
});

describe('compound modifiers before a word the tagger reads as an adjective', () => {
  const first = (text: string) => allHits(text, 'compound-modifier').map(([span, fix]) => [span, fix[0]]);

  it('hyphenates a fixed compound that describes what follows', () => {
    expect(first('She held an entry level clerical job.')).toEqual([['entry level', 'entry-level']]);
    expect(first('We saw a brand new musical.')).toEqual([['brand new', 'brand-new']]);
    expect(first('The theory comes from well established research.')).toEqual([
      ['well established', 'well-established'],
    ]);
    expect(first('They pay out of state tuition.')).toEqual([['out of state', 'out-of-state']]);
    expect(first('Old stamps are a hard to find item.')).toEqual([['hard to find', 'hard-to-find']]);
    // the tagger reads "boost" and "guarantee" as verbs
    expect(first('The grant gave the club a much needed boost.')).toEqual([['much needed', 'much-needed']]);
    expect(first('It comes with a money back guarantee at checkout.')).toEqual([
      ['money back', 'money-back'],
    ]);
  });

  it('leaves the same words alone when they do not describe a noun', () => {
    const ok = [
      'He moved out of state last year.',
      'She works full time and studies at night.',
      'It was my first time seeing snow.',
      'I felt worn out.',
      'The theory is well established.',
      'We planned for the long term.',
      'It was a change driven largely by cost.',
      // a gerund and its object
      'It is true that cooking prepared foods takes less time.',
      'This is done by grouping related functions together.',
      'Colleges should teach, rather than offer selected courses for employers.',
    ];
    for (const text of ok) expect(first(text), text).toEqual([]);
  });

  it('still joins a noun and a past form before a noun, a name like "king" included', () => {
    expect(first('We slept in two king sized beds.')).toEqual([['king sized', 'king-sized']]);
    expect(first('She had a training related injury.')).toEqual([['training related', 'training-related']]);
  });
});

describe('seasons in lower case', () => {
  it('lowers a season used as a time', () => {
    expect(allHits('I volunteered at the shelter last Summer.', 'season-capital')).toEqual([
      ['Summer', ['summer']],
    ]);
    expect(allHits('The game comes out this Fall and I will buy it.', 'season-capital')).toEqual([
      ['Fall', ['fall']],
    ]);
    expect(allHits('Last Summer I worked at a camp.', 'season-capital')).toEqual([['Summer', ['summer']]]);
  });

  it('leaves names and terms alone', () => {
    const ok = [
      'She ran in the Summer Olympics.',
      'I took the course in Spring 2020.',
      'We read about the Fall of Rome.',
      'Winter is my favorite season.',
    ];
    for (const text of ok) expect(allHits(text, 'season-capital'), text).toEqual([]);
  });
});

describe('stray mark after the end of a sentence', () => {
  it('removes a dash or asterisk left after the full stop at the end of a line', () => {
    expect(allHits('Highlight the text and take notes. -', 'trailing-mark')).toEqual([[' -', ['']]]);
    expect(allHits('Bring a pen. *\nThen start.', 'trailing-mark')).toEqual([[' *', ['']]]);
  });

  it('leaves dashes inside a line and footnote marks alone', () => {
    const ok = ['Take notes. - Then review them.', 'Bring a pen.*', 'We won - again.'];
    for (const text of ok) expect(allHits(text, 'trailing-mark'), text).toEqual([]);
  });
});

describe('characters broken in copying', () => {
  it('flags a lost character, a control character and a soft hyphen in a word', () => {
    expect(allHits('Visit my site\uFFFD\uFFFD today.', 'broken-character')).toEqual([['\uFFFD\uFFFD', []]]);
    expect(allHits('We plan to man\u00ADage it.', 'broken-character')).toEqual([['\u00AD', ['']]]);
    expect(allHits('The tide\u009D rose.', 'broken-character')).toEqual([['\u009D', ['']]]);
    expect(allHits('Keep one\u00E2\u0080\u0099s roots.', 'broken-character')).toEqual([
      ['\u00E2\u0080\u0099', ['’']],
    ]);
  });

  it('leaves tabs, line breaks and ordinary text alone', () => {
    for (const text of ['First line.\nSecond\tline.', 'A well-known café.'])
      expect(allHits(text, 'broken-character'), text).toEqual([]);
  });
});

describe('a plural possessive for one owner', () => {
  it('gives "my fathers\'" the singular possessive, keeping the writer\'s apostrophe', () => {
    expect(allHits("My fathers' job required him to travel.", 'single-owner')).toEqual([
      ["fathers'", ["father's"]],
    ]);
    expect(allHits('I kept her mothers’ ring.', 'single-owner')).toEqual([['mothers’', ['mother’s']]]);
  });

  it('leaves shared owners and people one may have two of alone', () => {
    const ok = [
      "Our fathers' generation worked hard.",
      "My moms' wedding was small.",
      "My grandmothers' recipes differ.",
      "The fathers' meeting ran late.",
    ];
    for (const text of ok) expect(allHits(text, 'single-owner'), text).toEqual([]);
  });
});

describe('an age with one of its two hyphens', () => {
  it('joins "a 5-year old" and "a ten year-old" with both hyphens', () => {
    expect(allHits("I've lived here since I was a 5-year old.", 'compound-modifier')).toEqual([
      ['5-year old', ['5-year-old']],
    ]);
    expect(allHits('A ten year-old boy came in.', 'compound-modifier')).toEqual([
      ['ten year-old', ['ten-year-old']],
    ]);
  });

  it('leaves an age written in full or as a predicate alone', () => {
    for (const text of ['She is a 5-year-old.', 'He was 5 years old.', 'My brother is ten years old now.'])
      expect(allHits(text, 'compound-modifier'), text).toEqual([]);
  });
});

describe('a "who" clause after one of a kind', () => {
  it("sets off what is said of one's mother or best friend with commas", () => {
    expect(allHits('My mom who is a nurse works night shifts.', 'one-person-relative')).toEqual([
      ['mom', ['mom,']],
    ]);
    expect(allHits('My best friend who I met in first grade moved away.', 'one-person-relative')).toEqual([
      ['best friend', ['best friend,']],
    ]);
  });

  it('leaves a clause that picks one of several, and one already set off, alone', () => {
    for (const text of [
      'My brother who lives in Ohio called.',
      'My mom, who is a nurse, works nights.',
      'The mother who called was worried.',
    ])
      expect(allHits(text, 'one-person-relative'), text).toEqual([]);
  });
});

describe('a family called by its name', () => {
  it('writes "the Smiths", with no apostrophe, before a verb', () => {
    expect(allHits("The Smith's invited us to dinner.", 'family-plural')).toEqual([["Smith's", ['Smiths']]]);
    expect(allHits("We saw the Jones's were home.", 'family-plural')).toEqual([["Jones's", ['Joneses']]]);
  });

  it("leaves the possessive and a shop's name alone", () => {
    for (const text of ["The Smith's house is big.", "The Smith's is open late.", 'The Smiths invited us.'])
      expect(allHits(text, 'family-plural'), text).toEqual([]);
  });
});

describe('a plural written with an apostrophe', () => {
  it('drops the apostrophe after a count or before "are"', () => {
    expect(allHits("I bought three apple's.", 'plural-apostrophe')).toEqual([["apple's", ['apples']]]);
    expect(allHits("Many company's have websites.", 'plural-apostrophe')).toEqual([
      ["company's", ['companies']],
    ]);
    expect(allHits("The apple's are on sale.", 'plural-apostrophe')).toEqual([["apple's", ['apples']]]);
    expect(allHits("Lots of women's have jobs.", 'plural-apostrophe')).toEqual([["women's", ['women']]]);
  });

  it('leaves possessives and contractions alone', () => {
    for (const text of [
      "Three dog's bowls were empty.",
      "The dog's bowl is empty.",
      "Two reasons: that's all.",
      "I know two that's are odd, and she's right.",
    ])
      expect(allHits(text, 'plural-apostrophe'), text).toEqual([]);
  });
});

describe('phrases of several words before a noun', () => {
  it('joins them with hyphens', () => {
    expect(allHits('It was a once in a lifetime opportunity.', 'compound-modifier')).toEqual([
      ['once in a lifetime', ['once-in-a-lifetime']],
    ]);
    expect(allHits('My day to day life is busy.', 'compound-modifier')).toEqual([
      ['day to day', ['day-to-day']],
    ]);
  });

  it('leaves them open on their own', () => {
    for (const text of [
      'It happens once in a lifetime.',
      'Keep your notes up to date.',
      'We met face to face today.',
    ])
      expect(allHits(text, 'compound-modifier'), text).toEqual([]);
  });
});
