// Words long written closed that a writer splits with a hyphen or a space: "wide-spread"
// (widespread), "after-thought", "co-incidence", "re-inforced", "smart phones", "white boards".
// Only forms no dictionary gives split; accepted variants ("e-mail", "co-worker", "good-bye",
// "non-profit", "light bulb", "best seller") and pairs that are two words in some senses
// ("every-one" can be "every one", "the week ends") are left out.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

const HYPHENATED_CLOSED_COMPOUNDS = [
  'wide-spread',
  'world-wide',
  'after-thought',
  'co-incidence',
  're-inforce',
  'snow-shoe',
  'to-day',
  'to-morrow',
  'some-thing',
  'any-thing',
  'every-thing',
  'week-end',
  'over-all',
  'with-out',
  'my-self',
  'your-self',
  'him-self',
  'her-self',
  'it-self',
  'them-selves',
  'our-selves',
  'some-times',
  'some-how',
  'what-ever',
  'where-as',
  'there-fore',
  'how-ever',
  'further-more',
  'mean-while',
  'base-ball',
  'basket-ball',
  'foot-ball',
  'class-mate',
  'room-mate',
  'home-work',
  'text-book',
  'on-going',
  'up-coming',
  'life-style',
  'web-site',
  'data-base',
  'head-line',
  'every-where',
  'some-where',
  'any-where',
  'out-come',
  'sun-set',
  'sun-rise',
  'birth-day',
  'hand-writing',
  'after-noon',
];

// The stem with an ending ("re-inforced", "class-mates"), not inside a longer compound
// ("day-to-day" holds "to-day").
const SPLIT_CLOSED = new RegExp(
  `(?<![\\p{L}-])(?:${HYPHENATED_CLOSED_COMPOUNDS.join('|')})(?:s|es|d|ed|ing)?(?![\\p{L}-])`,
  'giu',
);

// Written as two words: the pair and the endings its second word takes.
const OPEN_STEMS = [
  'smart phone',
  'white board',
  'ash tray',
  'under foot',
  'breast feeding',
  'breast fed',
  'leap frog',
  'class room',
  'play ground',
  'news paper',
  'class mate',
  'room mate',
  'team mate',
  'text book',
  'key board',
  'home town',
  'time line',
  'note book',
  'eye sight',
  'sun light',
  'course work',
  'them selves',
  'our selves',
  'your selves',
  'foot ball',
  'basket ball',
  'base ball',
];

// "of course work is hard" is "of course" and "work"; "a power point" is a socket, so only the
// capitalised product name is joined.
// "through out" is "throughout" unless "out of" follows ("looked through out of curiosity") or a
// subject or an auxiliary comes before it ("we can not through out books" means "throw out").
const THROW_BEFORE =
  "\\b(?:i|we|you|they|he|she|it|not|to|can|will|would|should|could|must|might|may|did|do|don't|didn't|won't|can't)";
// "to be come a doctor": "become", after "to", a helper or a subject ("let it be, come what may"
// stays).
const BE_COME = '(?<=\\b(?:to|will|would|can|could|should|must|might|may|i|we|they|you) )be come';
const SPLIT_OPEN = new RegExp(
  `(?<![\\p{L}-])(?<!\\bof )(?:(?:${OPEN_STEMS.join('|')})(?:s|ged|ging)?|Power Point|(?<!${THROW_BEFORE} )through out(?! of\\b)|${BE_COME})(?![\\p{L}-])`,
  'giu',
);

/** "It is no co-incidence" -> "coincidence": the word is written without its hyphen. */
export function splitClosedRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of [...essay.text.matchAll(SPLIT_CLOSED), ...essay.text.matchAll(SPLIT_OPEN)]) {
    // "Power Point" must keep its capitals; the other pairs are matched in any case
    if (/^power point$/i.test(m[0]) && m[0] !== 'Power Point') continue;
    const fix = m[0].replace(/[- ]/, '');
    out.push(
      hit(
        'split-closed',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + m[0].length,
        `"${fix}" is written as one word${m[0].includes('-') ? ', without the hyphen' : ''}.`,
        [fix],
      ),
    );
  }
  return out;
}

export const splitClosed = defineRule({
  id: 'split-closed',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description: '"It is no co-incidence" -> "coincidence": the word is written without its hyphen.',
  examples: {
    wrong: [
      ['Her Re-inforced walls held.', 'Her Reinforced walls held.'],
      ['Music is a world-wide language.', 'Music is a worldwide language.'],
      ['It was no co-incidence that we met.', 'It was no coincidence that we met.'],
      ['We used smart phones and white boards in class.', 'We used smartphones and white boards in class.'],
      ['We used smart phones and white boards in class.', 'We used smart phones and whiteboards in class.'],
      ['My Power Point slides were late.', 'My PowerPoint slides were late.'],
      [
        'It rained through out the day, so they stayed by them selves.',
        'It rained throughout the day, so they stayed by them selves.',
      ],
      [
        'It rained through out the day, so they stayed by them selves.',
        'It rained through out the day, so they stayed by themselves.',
      ],
    ],
    right: [
      'Music is a worldwide language.',
      'I handle day-to-day tasks at the store.',
      'Send me an e-mail when you land.',
      'My co-workers threw a party.',
      'She runs a non-profit for teens.',
      'It was an after-school program.',
      'Of course work comes first.',
      'Plug the charger into a power point.',
      'The week ends on Friday.',
      'I bought a light bulb and a best seller.',
      'I looked through out of curiosity.',
      'If we through out all the books, nothing is left.',
      'Her self-esteem grew.',
    ],
  },
  run: splitClosedRule,
});
