// Text the scale cannot judge gets no score that pretends otherwise (issue 30): a few words, or
// text that is mostly not English (a Spanish essay scored 82, a single word 55). The feedback then
// says why, and the overall score is 0 with `score_withheld` set, so no screen shows a grade.
import type { ParsedEssay } from '../nlp/parse';
import { uncheckedPassages } from '../lint/english';

/** Fewer words than this are too few to judge as an essay. */
export const MIN_SCORED_WORDS = 50;
/** Past this share of its characters not reading as English, the essay is not scored. */
const MAX_FOREIGN_SHARE = 0.5;

export interface Withheld {
  reason: 'too_short' | 'not_english';
  message: string;
}

export function withheldReason(essay: ParsedEssay): Withheld | null {
  if (essay.wordCount < MIN_SCORED_WORDS)
    return {
      reason: 'too_short',
      message: `Not scored: ${essay.wordCount} word${essay.wordCount === 1 ? ' is' : 's are'} too few to judge as an essay. Write at least ${MIN_SCORED_WORDS} words for a score; the notes below still apply.`,
    };
  const foreign = uncheckedPassages(essay.text).reduce((a, p) => a + (p.end - p.start), 0);
  if (foreign > essay.text.trim().length * MAX_FOREIGN_SHARE)
    return {
      reason: 'not_english',
      message:
        'Not scored: most of this text does not read as English, and the score is built for essays in English. Paste the English version of your essay for a score.',
    };
  return null;
}
