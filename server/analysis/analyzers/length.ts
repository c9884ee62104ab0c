// Length against the limit (spec section 5's chip rules): over the limit is a HIGH card with the
// number of units to cut; under 90 % is noted with the number to add.
import type { ParsedEssay } from '../nlp/parse';
import type { ParsedAnalysisInput } from '../../../shared/analysis/input';
import type { LengthStatus } from '../../../shared/analysis/feedback';
import type { Analyzer } from './types';

export function lengthStatus(essay: ParsedEssay, input: ParsedAnalysisInput): LengthStatus {
  const unit = input.limit_type;
  const used = unit === 'characters' ? essay.charCount : essay.wordCount;
  const limit = input.word_limit ?? null;
  if (limit === null) return { unit, used, limit, status: 'no_limit', delta: 0, message: `${used} ${unit}` };
  if (used > limit) {
    const d = used - limit;
    return {
      unit,
      used,
      limit,
      status: 'over',
      delta: d,
      message: `${d} ${unit} over the ${limit}-${unit.slice(0, -1)} limit`,
    };
  }
  const target = Math.ceil(limit * 0.9);
  if (used < target) {
    const d = target - used;
    return {
      unit,
      used,
      limit,
      status: 'under',
      delta: d,
      message: `${d} ${unit} below the target range (90–100% of ${limit})`,
    };
  }
  return { unit, used, limit, status: 'within', delta: 0, message: 'Within target range (90-100%)' };
}

/** Below this share of the limit, the under-length card is a MEDIUM priority. */
const FAR_UNDER = 0.5;

/** How the over-limit card's title starts (the score guidance looks for it). */
export const OVER_LIMIT = 'Over the limit';

export const length: Analyzer = {
  name: 'length',
  section: 'length',
  run(essay, ctx) {
    const st = lengthStatus(essay, ctx.input);
    const issues: ReturnType<Analyzer['run']>['issues'] = [];
    if (st.status === 'over') {
      issues.push({
        section: 'length',
        category: 'over_limit',
        severity: 'error',
        priority: 'HIGH',
        start: -1,
        end: -1,
        issue: `${OVER_LIMIT} by ${st.delta} ${st.unit}`,
        message: `The essay has ${st.used} ${st.unit}; the limit is ${st.limit}. Cut ${st.delta} ${st.unit}.`,
        suggestion: `Cut at least ${st.delta} ${st.unit}: start with wordy phrases, repeated points and throat-clearing openings.`,
        replacements: [],
        evidence: [`${st.used} ${st.unit} used`, `limit ${st.limit}`],
        impact: 'Application portals cut or reject essays over the limit.',
        counts: true,
      });
    } else if (st.status === 'under') {
      // Under half the space, the essay reads as unfinished next to applicants who used theirs:
      // worth working on before polishing sentences. Nearer the target it is a note.
      const share = st.used / st.limit!;
      const far = share < FAR_UNDER;
      issues.push({
        section: 'length',
        category: 'under_target',
        severity: 'info',
        priority: far ? 'MEDIUM' : 'LOW',
        start: -1,
        end: -1,
        issue: far
          ? `Underdeveloped: ${Math.floor(share * 100)}% of the space used, ${st.delta} ${st.unit} under the target range`
          : `Room to develop: ${st.delta} ${st.unit} under the target range`,
        message: `The essay uses ${st.used} of ${st.limit} ${st.unit} (below 90%).`,
        suggestion: far
          ? 'Add a scene you only summarise now, or say what the experience changed in you: readers compare it with essays that use the whole space.'
          : 'Use the space for a concrete scene or a deeper reflection, not filler.',
        replacements: [],
        evidence: [`${st.used} ${st.unit} used`, `limit ${st.limit}`],
        impact: 'Most strong essays use 90–100% of the space they are given.',
        counts: false,
      });
    }
    return {
      issues,
      strengths: [],
      metrics: { used: st.used, limit: st.limit, status: st.status, delta: st.delta },
    };
  },
};
