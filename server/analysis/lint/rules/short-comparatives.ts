// A short describing word compared with "more" or "most": "more easy than" (easier), "more big"
// (bigger), "the most smart girl" (smartest). Only words whose -er and -est forms are the usual
// ones, and "more" only where it cannot count a noun ("more big companies" are more of them).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit } from './types';
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
const AFTER = /^(?:than|to|and|for|at|in|because|but|when|if)$/;
// Verbs "good" and "bad" describe after ("is more good"); "do more good than harm" has the nouns.
const LINKING =
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
    const after = next(essay, i, 2);
    if (m.lower === 'more') {
      // ("no more good days", "any more big plans": "more" counts what follows)
      const ends = !after || /^[.,;:!?)]$/.test(after.text) || AFTER.test(after.lower);
      const before = prev(essay, i)?.lower ?? '';
      if (!ends || /^(?:no|any|much|even|once)$/.test(before)) continue;
      // ("more and more lazy": the repeated form is "lazier and lazier", not one word's fix)
      if (before === 'and' && prev(essay, i, 2)?.lower === 'more') continue;
      if (/^(?:good|bad)$/.test(a.lower) && !LINKING.test(before)) continue;
      out.push(
        hit(
          'short-comparative',
          'grammar',
          'Word form',
          m.start,
          a.end,
          `"${a.text}" compares with -er: "${forms[0]}".`,
          [casedLike(forms[0], m.text)],
        ),
      );
    } else if (prev(essay, i)?.lower === 'the') {
      // "the most smart girl": the -est form ("most big companies" without "the" counts them).
      out.push(
        hit(
          'short-comparative',
          'grammar',
          'Word form',
          m.start,
          a.end,
          `"${a.text}" compares with -est: "${forms[1]}".`,
          [forms[1]],
        ),
      );
    }
  }
  return out;
}
