// How a sentence opens: a long opening phrase is set off from the main clause by a comma ("During
// my first year at school I" -> "school, I"), and a sentence does not start with a numeral ("4
// months ago" -> "Four months ago"), and a heading is not run into the sentence after it
// ("Solution In addition" -> "Solution: In addition").
import type { ParsedEssay } from '../../nlp/parse';
import { isVerb } from './commas';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { PERSON_SUBJECTS_BUT_YOU } from '../../lexicon/word-classes';

// Prepositions that open a phrase before the main clause ("During the summer ...").
const OPENING_PREPOSITION = new Set(
  'during in on at throughout despite through under within without with for by upon over among following unlike like from amid between beyond'.split(
    ' ',
  ),
);

// Subject pronouns: only a new clause can start with one.

// Words that start a clause inside the opening phrase ("In the town where we lived ...").
const INNER = new Set(
  'that which who whom whose when where why how because if and or but as than'.split(' '),
);

/** Fewest words in an opening phrase that asks for a comma ("In 2015 he" is fine without one). */
const MIN_SENTENCE_WORDS = 4;

// "For the first two weeks I made", "Over the next year I learned": a short phrase of time reads
// well without its comma, and careful writers often leave it out.
const TIME_END =
  /^(?:weeks?|years?|months?|days?|nights?|mornings?|evenings?|afternoons?|summers?|winters?|semesters?|seasons?|hours?|minutes?|decades?|weekends?|spring|fall|autumn|times?)$/;
const shortTimePhrase = (words: number, last: string) => words <= 5 && TIME_END.test(last);

/**
 * "During this period he served", "To reach this goal we saved": a comma ends an opening phrase of
 * four words or more before the main clause's subject pronoun and its verb.
 */
export function introPhraseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const first = toks[i];
    if (!first || !/^\p{Lu}/u.test(first.text)) continue;
    const infinitive = first.lower === 'to' && toks[i + 1]?.pos === 'VERB' && i + 1 < s.tokenEnd;
    if (!OPENING_PREPOSITION.has(first.lower) && !infinitive) continue;
    for (let j = i + 1; j < Math.min(s.tokenEnd - 1, i + 14); j++) {
      const t = toks[j]!;
      if (!t.isWord || INNER.has(t.lower)) break; // the writer put a comma there, or a clause opens
      if (!PERSON_SUBJECTS_BUT_YOU.has(t.lower) || (t.lower !== 'i' && t.text !== t.lower)) {
        // a verb inside a prepositional phrase makes it a clause of its own: too unsure
        if (!infinitive && isVerb(t)) break;
        continue;
      }
      const p = toks[j - 1]!;
      const verbAt = toks[j + 1]?.pos === 'ADV' ? j + 2 : j + 1;
      // "In the world we live in, ...", "With the money we saved we ...": a relative clause
      const after = toks.slice(verbAt + 1, Math.min(s.tokenEnd, verbAt + 5));
      const relative = after.some(
        (x, k) => x.text === ',' || (k < 2 && PERSON_SUBJECTS_BUT_YOU.has(x.lower)),
      );
      if (
        j - i >= MIN_SENTENCE_WORDS &&
        isVerb(toks[verbAt]) &&
        !relative &&
        p.isWord &&
        p.pos !== 'ADP' &&
        !isVerb(p) &&
        !shortTimePhrase(j - i, p.text)
      ) {
        out.push(
          hit(
            'intro-phrase-comma',
            'punctuation',
            'Punctuation',
            p.start,
            p.end,
            `Put a comma after "${p.text}": it ends the opening phrase, and the main clause starts with "${t.text}".`,
            [`${p.text},`],
          ),
        );
      }
      break;
    }
  }
  return out;
}

export const introPhrase = defineRule({
  id: 'intro-phrase-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"During this period he served", "To reach this goal we saved": a comma ends an opening phrase of four words or more before the main clause\'s subject pronoun and its verb.',
  after: ['opener-comma'],
  examples: {
    wrong: [
      ['In the morning of June 3 we left.', 'In the morning of June 3, we left.'],
      ['On the morning of June 3 we left.', 'On the morning of June 3, we left.'],
      [
        'During my first year of college I worked in a bakery.',
        'During my first year of college, I worked in a bakery.',
      ],
      [
        'To pay for the trip we sold lemonade all summer.',
        'To pay for the trip, we sold lemonade all summer.',
      ],
      [
        'At the end of the day she always calls her grandmother.',
        'At the end of the day, she always calls her grandmother.',
      ],
    ],
    right: [
      'I have 3 stone cats.',
      'In May 2013 we moved.',
      'During my first year of college, I worked in a bakery.',
      'In 2015 he moved to Ohio.',
      'In the town where we lived there was one school.',
      'In the small world we live in, news travels fast.',
      'With the money we saved we bought a used car.',
      'From the roof of the old barn it is easy to see the river.',
      'For the recipe that we chose we needed eggs.',
    ],
  },
  run: introPhraseRule,
});

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** 1–99 in words, capitalised: 4 -> "Four", 21 -> "Twenty-one". */
export function numberWord(n: number): string {
  const w = n < 20 ? ONES[n]! : TENS[Math.floor(n / 10) - 2]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  return w[0]!.toUpperCase() + w.slice(1);
}

/**
 * "4 months ago, I ...", "15-year-old Kim ...": a sentence does not start with a numeral. Only a
 * small whole number before a lower-case noun or adjective (or a hyphenated compound): a number
 * before a capital is a verse or list number, and "2016 began" is a year.
 */
export function numeralStartRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const t = toks[s.tokenStart];
    const n = toks[s.tokenStart + 1];
    if (!t || !n || n.sentence !== t.sentence || !/^[1-9]\d?$/.test(t.text)) continue;
    if (t.start > 0 && !/\s/.test(essay.text[t.start - 1]!)) continue; // "f1.5": one number
    const glued = n.text === '-' && n.start === t.end;
    const word = /^\p{Ll}/u.test(n.text) && (n.pos === 'NOUN' || n.pos === 'ADJ') && n.start > t.end;
    if (!glued && !word) continue;
    const spelled = numberWord(Number(t.text));
    out.push(
      hit(
        'numeral-start',
        'punctuation',
        'Numbers',
        t.start,
        t.end,
        `Spell out a number that starts a sentence ("${spelled}"), or reword so the sentence starts with a word.`,
        [spelled],
      ),
    );
  }
  return out;
}

export const numeralStart = defineRule({
  id: 'numeral-start',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"4 months ago, I ...", "15-year-old Kim ...": a sentence does not start with a numeral. Only a small whole number before a lower-case noun or adjective (or a hyphenated compound): a number before a capital is a verse or list number, and "2016 began" is a year.',
  after: ['half-hyphen-age'],
  examples: {
    wrong: [
      [
        'We met a boy. 15-year-old Sam had walked there alone.',
        'We met a boy. Fifteen-year-old Sam had walked there alone.',
      ],
      ['5-year old', 'Five-year old'],
      ['4 months ago I started running.', 'Four months ago I started running.'],
    ],
    right: [
      'He was 5 years old.',
      'She is a 5-year-old.',
      '2016 began with a move to a new city.',
      '3 The Lord is my shepherd.',
      'Four months ago I started running.',
      'I ran 4 miles today.',
      'The lens is f1.5 wide.',
    ],
  },
  run: numeralStartRule,
});

// Words that start a sentence but, capitalised after another capitalised word, cannot continue a
// title or a name: "Results The", "Authority Who is". ("A" is left out: "Student A knows".)
const SENTENCE_STARTER = new Set(
  'from to in who what this these the very as for if when our we it please all each there most many how why where an your you they he she'.split(
    ' ',
  ),
);
const CAPITALISED = /^(?:\p{Lu}\p{Ll}+|\p{Lu}{2,})$/u;
// Words that head a report's or an abstract's sections ("Results From January 2008 ...",
// "COPYRIGHT NOTICE This ..."): before any capitalised word they are a run-in heading.
const HEADING = new Set(
  'results conclusion conclusions method methods objective objectives introduction abstract findings note notice disclaimer'.split(
    ' ',
  ),
);
// Title words after a heading word: "Introduction To Psychology" names a course.
const TITLE_LINK = new Set(['to', 'of', 'and', 'or', 'for', 'on', 'at', 'by', 'in']);

/**
 * "Solution In addition to ...", "Authority Who is the author?": a heading ("Solution") run into
 * the sentence after it, with no colon or line break. One or two capitalised words ("Relevancy /
 * Reliability" counts as two), then a capitalised sentence starter and a lower-case word: in a
 * title the word after "The" or "In" would be capitalised too ("Gone With The Wind").
 */
export function runInHeadingRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const first = toks[i];
    // "Dr Who is", "Mr The ...": a title before a name
    if (!first || !CAPITALISED.test(first.text) || /^(?:Dr|Mr|Mrs|Ms|Doctor)$/.test(first.text)) continue;
    if (!['NOUN', 'PROPN', 'ADJ'].includes(first.pos)) continue;
    const a = toks[i + 1];
    const b = toks[i + 2];
    // a known heading word and a capitalised word after it: "Conclusions Influenza virus is"
    const knownAt = (k: number) => {
      const w = toks[k];
      const after = toks[k + 1];
      return (
        !!w &&
        !!after &&
        k + 2 < s.tokenEnd &&
        HEADING.has(w.lower) &&
        CAPITALISED.test(w.text) &&
        CAPITALISED.test(after.text) &&
        !TITLE_LINK.has(after.lower)
      );
    };
    let last = i;
    if (knownAt(i)) last = i;
    else if (a && CAPITALISED.test(a.text) && knownAt(i + 1)) last = i + 1;
    else {
      if (a && CAPITALISED.test(a.text) && !SENTENCE_STARTER.has(a.lower)) last = i + 1;
      else if (a && /^[/&]$/.test(a.text) && b && CAPITALISED.test(b.text)) last = i + 2;
      const starter = toks[last + 1];
      const then = toks[last + 2];
      if (last + 2 >= s.tokenEnd || !starter || !then) continue;
      if (!SENTENCE_STARTER.has(starter.lower) || starter.text[0] === starter.lower[0]) continue;
      if (!/^\p{Ll}/u.test(then.text) || !then.isWord) continue;
    }
    const heading = essay.text.slice(first.start, toks[last]!.end);
    out.push(
      hit(
        'run-in-heading',
        'punctuation',
        'Punctuation',
        toks[last]!.start,
        toks[last]!.end,
        `"${heading}" reads as a heading run into the sentence: end it with a colon (or put it on its own line).`,
        [`${toks[last]!.text}:`],
      ),
    );
  }
  return out;
}

export const runInHeading = defineRule({
  id: 'run-in-heading',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"Solution In addition to ...", "Authority Who is the author?": a heading ("Solution") run into the sentence after it, with no colon or line break. One or two capitalised words ("Relevancy / Reliability" counts as two), then a capitalised sentence starter and a lower-case word: in a title the word after "The" or "In" would be capitalised too ("Gone With The Wind").',
  examples: {
    wrong: [
      ['COPYRIGHT NOTICE This essay is mine.', 'COPYRIGHT NOTICE: This essay is mine.'],
      ['Authority Who is the author of the page?', 'Authority: Who is the author of the page?'],
      [
        'Solution In addition to tutoring, the club offers rides.',
        'Solution: In addition to tutoring, the club offers rides.',
      ],
      [
        'Relevancy / Reliability What kind of source is it?',
        'Relevancy / Reliability: What kind of source is it?',
      ],
      ['Conclusions Sleep matters more than we think.', 'Conclusions: Sleep matters more than we think.'],
    ],
    right: [
      'When I was younger, I never noticed money. Now the costs associated with tuition fees, textbooks, and housing make college feel far away.',
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
    ],
  },
  run: runInHeadingRule,
});
