// A short describing word compared with "more" or "most": "more easy than" (easier), "more big"
// (bigger), "the most smart girl" (smartest). Only words whose -er and -est forms are the usual
// ones, and "more" only where it cannot count a noun ("more big companies" are more of them).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

// Describing word -> [comparative, superlative].
const FORMS: Readonly<Record<string, readonly [string, string]>> = wordTable({
  big: ['bigger', 'biggest'],
  small: ['smaller', 'smallest'],
  tall: ['taller', 'tallest'],
  short: ['shorter', 'shortest'],
  long: ['longer', 'longest'],
  fast: ['faster', 'fastest'],
  easy: ['easier', 'easiest'],
  hard: ['harder', 'hardest'],
  happy: ['happier', 'happiest'],
  smart: ['smarter', 'smartest'],
  cheap: ['cheaper', 'cheapest'],
  old: ['older', 'oldest'],
  young: ['younger', 'youngest'],
  strong: ['stronger', 'strongest'],
  rich: ['richer', 'richest'],
  nice: ['nicer', 'nicest'],
  large: ['larger', 'largest'],
  high: ['higher', 'highest'],
  busy: ['busier', 'busiest'],
  funny: ['funnier', 'funniest'],
  early: ['earlier', 'earliest'],
  heavy: ['heavier', 'heaviest'],
  lazy: ['lazier', 'laziest'],
  hot: ['hotter', 'hottest'],
  cold: ['colder', 'coldest'],
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  great: ['greater', 'greatest'],
  close: ['closer', 'closest'],
  safe: ['safer', 'safest'],
});
// What may follow a compared word that ends its phrase: "more easy than", "more easy to learn".
const AFTER_COMPARED_WORD = /^(?:than|to|and|for|at|in|because|but|when|if)$/;
// Verbs "good" and "bad" describe after ("is more good"); "do more good than harm" has the nouns.
const LINKING_VERB_OR_GET =
  /^(?:is|are|was|were|be|been|being|become|becomes|became|feel|feels|felt|get|gets|got|seem|seems|look|looks|'s|’s)$/;

export function shortComparativeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const m = toks[i]!;
    if (m.lower !== 'more' && m.lower !== 'most') continue;
    const a = next(essay, i);
    const forms = a && /^\p{Ll}+$/u.test(a.text) ? FORMS[a.lower] : undefined;
    if (!a || !forms) continue;
    const more = m.lower === 'more';
    if (more ? !comparativeSlot(essay, i) : prev(essay, i)?.lower !== 'the') continue;
    // "more easy" -> "easier"; "the most smart girl" -> "smartest" ("most big companies" without
    // "the" counts them).
    const fix = more ? casedLike(forms[0], m.text) : forms[1];
    const ending = more ? '-er' : '-est';
    out.push(
      hit(
        'short-comparative',
        'grammar',
        'Word form',
        m.start,
        a.end,
        `"${a.text}" compares with ${ending}: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const shortComparative = defineRule({
  id: 'short-comparative',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A short adjective takes -er rather than "more": "more big" -> "bigger".',
  after: ['missing-final-punct'],
  examples: {
    wrong: [
      ['My house is more big than yours.', 'My house is bigger than yours.'],
      ['Studying at home is more good for me.', 'Studying at home is better for me.'],
      [
        'Working alone is more easy than working in a group.',
        'Working alone is easier than working in a group.',
      ],
      ['She is the most smart girl in my class.', 'She is the smartest girl in my class.'],
      ['More easy to grade, the projects were shorter.', 'Easier to grade, the projects were shorter.'],
    ],
    right: [
      'Computers do more good than harm.',
      'More big companies are moving here.',
      'Most big cities have a subway.',
      'People are getting more and more lazy.',
      'We do not want any more big problems.',
      'The test was easier than I expected.',
      'This is the more important reason.',
    ],
  },
  run: shortComparativeRule,
});

/** "more" at token `i` compares the describing word after it, which ends its phrase. */
function comparativeSlot(essay: ParsedEssay, i: number): boolean {
  const a = next(essay, i)!;
  const after = next(essay, i, 2);
  // ("no more good days", "any more big plans": "more" counts what follows)
  const ends = !after || /^[.,;:!?)]$/.test(after.text) || AFTER_COMPARED_WORD.test(after.lower);
  const before = prev(essay, i)?.lower ?? '';
  if (!ends || /^(?:no|any|much|even|once)$/.test(before)) return false;
  // ("more and more lazy": the repeated form is "lazier and lazier", not one word's fix)
  if (before === 'and' && prev(essay, i, 2)?.lower === 'more') return false;
  return !/^(?:good|bad)$/.test(a.lower) || LINKING_VERB_OR_GET.test(before);
}
