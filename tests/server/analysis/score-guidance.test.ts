// The score guidance's words fit the essay: at the top tier it mentions trimming only when the
// essay is over its limit.
import { describe, expect, it } from 'vitest';
import { scoreGuidance } from '../../../server/analysis/build/summary';
import { OVER_LIMIT } from '../../../server/analysis/analyzers/length';
import type { Improvement } from '../../../shared/analysis/feedback';

describe('score guidance at the top tier', () => {
  const card = (issue: string): Improvement => ({
    priority: 'HIGH',
    section: 'length',
    issue,
    suggestion: 'Cut 40 words.',
    location: { line_start: 1, line_end: 1 },
    text_snippet: '',
    example: '',
    alternatives: [],
    evidence: [],
    impact: '',
  });

  it('talks about trimming only when the essay is over the limit', () => {
    expect(scoreGuidance(97, []).target_explanation).not.toMatch(/trimming/);
    expect(scoreGuidance(97, [card(`${OVER_LIMIT} by 40 words`)]).target_explanation).toMatch(/trimming/);
  });
});
