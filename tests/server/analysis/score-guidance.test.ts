// The score guidance's words fit the essay: at the top tier it mentions trimming only when the
// essay is over its limit.
import { describe, expect, it } from 'vitest';
import { scoreGuidance, summarize, weakestSection } from '../../../server/analysis/build/summary';
import { OVER_LIMIT } from '../../../server/analysis/analyzers/length';
import type { Improvement } from '../../../shared/analysis/feedback';

/** An improvement card with only what these tests read filled in. */
const card = (priority: Improvement['priority'], issue: string, section = 'Style'): Improvement => ({
  priority,
  section,
  issue,
  suggestion: 'Rewrite it.',
  location: { line_start: 1, line_end: 1 },
  text_snippet: '',
  example: '',
  alternatives: [],
  evidence: [],
  impact: '',
});

describe('score guidance at the top tier', () => {
  it('talks about trimming only when the essay is over the limit', () => {
    expect(scoreGuidance(97, []).target_explanation).not.toMatch(/trimming/);
    expect(
      scoreGuidance(97, [card('HIGH', `${OVER_LIMIT} by 40 words`, 'length')]).target_explanation,
    ).toMatch(/trimming/);
  });
});

describe('the summary', () => {
  const values = { style: 40, grammar: 90 };

  it('names a first step when nothing is high-priority', () => {
    const text = summarize(
      55,
      values,
      300,
      [card('LOW', 'Wordy'), card('MEDIUM', 'Cliché: "passion for"')],
      [],
    );
    expect(text).toMatch(/The single biggest fix: Cliché: "passion for"\./);
    expect(text).toMatch(/Nothing high-priority; 1 medium-priority item to work through\./);
    // Named once, as the biggest fix, not again as where to start.
    expect(text.match(/passion for/g)).toHaveLength(1);
  });

  it('counts high-priority items first, and says when there is nothing to fix', () => {
    expect(summarize(55, values, 300, [card('HIGH', 'Over the limit')], [])).toMatch(
      /1 high-priority item to address first/,
    );
    expect(summarize(95, values, 300, [card('LOW', 'Wordy')], [])).toMatch(
      /No high- or medium-priority problems found/,
    );
  });
});

describe('the tier description', () => {
  it('says where the most points are: the section with the most weighted room, not the lowest score', () => {
    // Authenticity is lowest but barely counts; content's room is worth more.
    const where = weakestSection({ grammar: 90, style: 92, content: 75, authenticity: 60 });
    expect(where).toBe('Content');
    expect(scoreGuidance(84, [], { weakest: where }).tier_description).toBe(
      'A compelling draft with a few things to tighten. Most points to gain: Content.',
    );
  });
});
