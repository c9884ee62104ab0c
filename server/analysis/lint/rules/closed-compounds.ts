// Words long written closed that a writer splits with a hyphen: "wide-spread" (widespread),
// "after-thought", "co-incidence", "re-inforced", "world-wide", "home-work". Only forms no
// dictionary gives with the hyphen; accepted variants ("e-mail", "co-worker", "good-bye",
// "non-profit", "co-operate") and pairs that are two words in some senses ("every-one" can be
// "every one") are left out.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit } from './types';

const STEMS = [
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
const SPLIT_CLOSED = new RegExp(`(?<![\\p{L}-])(?:${STEMS.join('|')})(?:s|es|d|ed|ing)?(?![\\p{L}-])`, 'giu');

/** "It is no co-incidence" -> "coincidence": the word is written without its hyphen. */
export function splitClosedRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(SPLIT_CLOSED)) {
    const fix = m[0].replace('-', '');
    out.push(
      hit(
        'split-closed',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + m[0].length,
        `"${fix}" is written as one word, without the hyphen.`,
        [fix],
      ),
    );
  }
  return out;
}
