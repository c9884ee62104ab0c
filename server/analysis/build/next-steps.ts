// Next steps: the three things to do first, in the cards' order, each readable on its own. A coach
// names the essay-level work (a scene, the ending, the limit) one step each, and sends the student
// through the marked word-level fixes once ("proofread"), not one step per misspelling.
import type { Improvement } from '../../../shared/analysis/feedback';

/** Cards about single words (spelling, grammar, word choice): fixed where they are marked. */
const WORD_LEVEL =
  /^(?:spelling|harper|style:(?:thesaurus|wordy|intensifier|informal|generic_phrasing))\b|^[a-z0-9-]+$/;

export const wordLevel = (i: Improvement): boolean =>
  i.section === 'Grammar' || i.section === 'Spelling' || WORD_LEVEL.test(i.rule_id ?? '');

/** The first word-level fix, quoted, so the proofreading step points at this essay's words. */
function firstFix(cards: Improvement[]): string {
  const c = cards[0]!;
  return c.example ? ` Start with ${c.example.replace(/^(.+?) → (.+)$/, '"$1" → "$2"')}.` : '';
}

export function nextSteps(improvements: Improvement[], max = 3): string[] {
  const steps: string[] = [];
  const words = improvements.filter(wordLevel);
  // A group card ("6 misspelled words") holds several marked words.
  const marked = words.reduce((n, i) => n + (Number(/^(\d+) /.exec(i.issue)?.[1]) || 1), 0);
  let proofread = false;
  for (const i of improvements) {
    if (steps.length >= max) break;
    if (wordLevel(i)) {
      if (proofread) continue;
      proofread = true;
      steps.push(
        `Fix the ${marked === 1 ? 'marked word' : 'words marked in the essay'} (spelling, grammar and word choice).${firstFix(words)}`,
      );
      continue;
    }
    if (!steps.includes(i.suggestion)) steps.push(i.suggestion);
  }
  return steps;
}
