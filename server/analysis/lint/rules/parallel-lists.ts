// Lists whose items change form: "I enjoy reading, to write, and painting", "She likes hiking,
// swimming, and to ride bikes". Items of one list share a form; where the others are -ing words,
// "to ride" becomes "riding". Kept to lists the tokens show plainly: items split by commas (the
// last by "and"/"or"), each item a few words, at least two of them -ing words.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { ingForm } from './verb-patterns';
import { casedLike, hit, type RuleHit, defineRule } from './types';

const JOIN = /^(?:and|or)$/;
const MAX_ITEM = 5;

const isIng = (t: Token | undefined) =>
  !!t && /^\p{Ll}+ing$/u.test(t.text) && (t.pos === 'VERB' || t.pos === 'NOUN') && t.text.length > 4;
const isBase = (t: Token | undefined) => !!t && t.pos === 'VERB' && t.lower === t.lemma;

/** The list items around token `i`: start indexes of each comma- or and-separated item. */
function itemStarts(toks: readonly Token[], from: number, to: number): number[] {
  const starts = [from];
  for (let k = from; k < to; k++) {
    const t = toks[k]!;
    if (t.text === ',') starts.push(JOIN.test(toks[k + 1]?.lower ?? '') ? k + 2 : k + 1);
    else if (JOIN.test(t.lower) && toks[k - 1]?.text !== ',') starts.push(k + 1);
  }
  return starts;
}

export function parallelListRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    for (let i = s.tokenStart + 1; i + 1 < s.tokenEnd; i++) {
      const to = toks[i]!;
      const verb = toks[i + 1]!;
      const prior = toks[i - 1]!;
      // "to VERB" as an item: right after a comma or a joining word.
      if (to.lower !== 'to' || !isBase(verb) || !(prior.text === ',' || JOIN.test(prior.lower))) continue;
      // The list runs back to the verb that governs it; read its items up to this one.
      let from = i - 1;
      while (from > s.tokenStart && i - from < 4 * MAX_ITEM && !/^(?:VERB|AUX)$/.test(toks[from - 1]!.pos))
        from--;
      if (from <= s.tokenStart) continue;
      // Items before this one must be short; after it, the list's last item starts with its word.
      const starts = itemStarts(toks, from, Math.min(s.tokenEnd - 1, i + 2 * MAX_ITEM));
      const before = starts.filter((k) => k < i);
      const after = starts.filter((k) => k > i + 1);
      const items = [...before, ...after];
      const short = before.every((k, n) => (before[n + 1] ?? i) - k <= MAX_ITEM + 1);
      const ing = items.filter((k) => isIng(toks[k]));
      if (ing.length < 2 || ing.length !== items.length || !short) continue;
      const fix = ingForm(verb.lower);
      out.push(
        hit(
          'parallel-list',
          'grammar',
          'Parallel structure',
          to.start,
          verb.end,
          `The other items in this list are -ing words ("${toks[ing[0]!]!.text}"): write "${fix}" to match.`,
          [casedLike(fix, to.text)],
        ),
      );
    }
  }
  return out;
}

export const parallelList = defineRule({
  id: 'parallel-list',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'The items of a list share one form ("reading, to write, and painting" -> "writing").',
  examples: {
    wrong: [
      ['I enjoy reading, to write, and painting.', 'I enjoy reading, writing, and painting.'],
      ['She likes hiking, swimming, and to ride bikes.', 'She likes hiking, swimming, and riding bikes.'],
    ],
    right: [
      'Our club studies astrobiology and wrote a guide to ridesharing for a contentless week.',
      'I want to learn, to grow, and to help.',
      'I like swimming, and to relax I read.',
      'She likes hiking, swimming, and riding bikes.',
      'I stopped running, to catch my breath.',
    ],
  },
  run: parallelListRule,
});
