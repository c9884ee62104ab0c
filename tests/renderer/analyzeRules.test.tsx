import { describe, expect, it } from 'vitest';
import {
  burstinessPercent,
  factorColor,
  factorLabel,
  humanNessColor,
  locationLabel,
  overallScoreColor,
  perplexityPercent,
  priorityLevel,
  riskLabel,
  shownAiFindings,
  tableScoreColor,
} from '../../renderer/src/components/analysis/displayRules';
import { countWords, isLargeEssay, lengthChip } from '../../renderer/src/pages/Analyze/lengthStatus';
import {
  isSkipEvent,
  isStageDone,
  skippedStagesOf,
  stageRows,
} from '../../renderer/src/pages/Analyze/stageStatus';
import { PREMIUM_UNAVAILABLE_NOTES } from '../../shared/premium';
import { resultFileName } from '../../renderer/src/pages/Analyze/download';
import { parseWordLimit } from '../../renderer/src/pages/Analyze/EssayDetailsForm';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('length chip (spec section 5)', () => {
  it('counts how many units the essay is over the limit', () => {
    expect(lengthChip(words(660), 650, 'words')?.label).toBe('10 words over limit');
    expect(lengthChip('x'.repeat(105), 100, 'characters')?.label).toBe('5 characters over limit');
    expect(lengthChip(words(651), 650, 'words')?.label).toBe('1 word over limit');
  });

  it('counts how many units are missing to reach 90 % of the limit', () => {
    // 90 % of 650 is 585.
    expect(lengthChip(words(500), 650, 'words')).toMatchObject({
      status: 'under',
      delta: 85,
      label: '85 words below target',
    });
    expect(lengthChip('x'.repeat(80), 100, 'characters')?.label).toBe('10 characters below target');
  });

  it('is within range from 90 % up to the limit itself', () => {
    expect(lengthChip(words(585), 650, 'words')?.label).toBe('Within target range (90-100%)');
    expect(lengthChip(words(650), 650, 'words')?.label).toBe('Within target range (90-100%)');
    expect(lengthChip(words(584), 650, 'words')?.status).toBe('under');
  });

  it('has no chip without a valid limit', () => {
    expect(lengthChip('text', null, 'words')).toBeNull();
    expect(lengthChip('text', 0, 'words')).toBeNull();
  });

  it('counts words like the engine: hyphenated words and contractions are one word', () => {
    expect(countWords("I'm a well-known  writer — really.")).toBe(5);
    expect(countWords('   ')).toBe(0);
  });

  it('warns about large essays only above 10,000 characters', () => {
    expect(isLargeEssay('x'.repeat(10_000))).toBe(false);
    expect(isLargeEssay('x'.repeat(10_001))).toBe(true);
  });

  it('accepts a word limit from 1 to 5000 only', () => {
    expect(parseWordLimit('650')).toBe(650);
    expect(parseWordLimit('1')).toBe(1);
    expect(parseWordLimit('5000')).toBe(5000);
    for (const bad of ['0', '5001', '', '12.5', 'abc', '-3']) expect(parseWordLimit(bad)).toBeNull();
  });
});

describe('progress stages (spec section 4)', () => {
  it('shows a stage done once progress exceeds its start by more than 10', () => {
    expect(isStageDone(15, 25)).toBe(false);
    expect(isStageDone(15, 26)).toBe(true);
    expect(isStageDone(0, 10)).toBe(false);
    expect(isStageDone(0, 11)).toBe(true);
  });

  it('lists the five stages with their labels and states', () => {
    const rows = stageRows(50, 'processing', false);
    expect(rows.map((r) => r.label)).toEqual([
      'Starting analysis',
      'Running quality checks',
      'Processing results',
      'Personalizing suggestions',
      'Finalizing',
    ]);
    expect(rows.map((r) => r.state)).toEqual(['done', 'done', 'active', 'pending', 'pending']);
  });

  it('shows every stage done when the review is complete (finalizing starts at 95)', () => {
    expect(stageRows(100, 'complete', false).at(-1)?.state).toBe('active');
    expect(stageRows(100, 'complete', true).every((r) => r.state === 'done')).toBe(true);
  });

  it('shows a stage the server did not run as skipped, even past its start or when complete', () => {
    const states = (progress: number, complete: boolean) =>
      stageRows(progress, null, complete, ['llm_enhancement']).map((r) => r.state);
    expect(states(20, false)).toEqual(['done', 'active', 'pending', 'skipped', 'pending']);
    expect(states(96, false)).toEqual(['done', 'done', 'done', 'skipped', 'active']);
    expect(states(100, true)).toEqual(['done', 'done', 'done', 'skipped', 'done']);
  });

  it("reads the server's skip announcement from the stage event", () => {
    const skipBasic = 'Skipped: personalized suggestions are part of Premium Feedback';
    expect(isSkipEvent({ stage: 'llm_enhancement', detail: skipBasic })).toBe(true);
    expect(isSkipEvent({ stage: 'llm_enhancement', detail: PREMIUM_UNAVAILABLE_NOTES.not_configured })).toBe(
      true,
    );
    expect(isSkipEvent({ stage: 'llm_enhancement', detail: PREMIUM_UNAVAILABLE_NOTES.timeout })).toBe(true);
    expect(isSkipEvent({ stage: 'llm_enhancement', detail: 'Personalizing suggestions' })).toBe(false);
    expect(isSkipEvent({ stage: 'llm_enhancement', detail: 'Reading your essay closely' })).toBe(false);
    expect(isSkipEvent({ stage: 'processing', detail: skipBasic })).toBe(false);
  });

  it('a finished review skipped personalizing unless premium feedback was applied', () => {
    const premium = (applied: boolean) => ({ requested: true, applied, reason: null, note: null });
    expect(skippedStagesOf({ premium: premium(true) }, true)).toEqual([]);
    expect(skippedStagesOf({ premium: premium(false) }, true)).toEqual(['llm_enhancement']);
    expect(skippedStagesOf({}, false)).toEqual(['llm_enhancement']);
    expect(skippedStagesOf({}, true)).toEqual([]);
  });
});

describe('display rules (spec section 5)', () => {
  it('colours the overall score', () => {
    expect([95, 90, 89, 70, 69, 50, 49, 0].map(overallScoreColor)).toEqual([
      'success',
      'success',
      'info',
      'info',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it('colours the table score', () => {
    expect([80, 79, 60, 59].map(tableScoreColor)).toEqual(['success', 'warning', 'warning', 'error']);
  });

  it('colours factor bars green at 7+, blue at 5+, else orange', () => {
    expect([10, 7, 6.9, 5, 4.9, 0].map(factorColor)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'orange',
      'orange',
    ]);
  });

  it('colours the human-ness bar in four bands', () => {
    expect([100, 80, 79, 70, 69, 50, 49].map(humanNessColor)).toEqual([
      'green',
      'green',
      'lightGreen',
      'lightGreen',
      'orange',
      'orange',
      'red',
    ]);
  });

  it('draws perplexity as value/200 capped at 100 % and burstiness as value × 100', () => {
    expect(perplexityPercent(50)).toBe(25);
    expect(perplexityPercent(200)).toBe(100);
    expect(perplexityPercent(900)).toBe(100);
    expect(burstinessPercent(0.42)).toBeCloseTo(42);
    expect(burstinessPercent(3)).toBe(100);
  });

  it('labels risk levels and shows anything else as Unknown', () => {
    expect(['low', 'medium', 'high', 'unknown', '', null, undefined, 'HIGH'].map(riskLabel)).toEqual([
      'Low Risk',
      'Medium Risk',
      'High Risk',
      'Unknown',
      'Unknown',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });

  it('turns factor names into labels', () => {
    expect(factorLabel('prompt_fit')).toBe('Prompt Fit');
    expect(factorLabel('voice')).toBe('Voice');
    expect(factorLabel('ai__detection_')).toBe('Ai Detection');
  });

  it('reads priorities case-insensitively', () => {
    expect(['HIGH', 'high', 'Medium', 'LOW', 'whatever', undefined].map(priorityLevel)).toEqual([
      'high',
      'high',
      'medium',
      'other',
      'other',
      'other',
    ]);
  });

  it('shows a location string as is and a line range as lines', () => {
    expect(locationLabel('Opening paragraph')).toBe('Opening paragraph');
    expect(locationLabel({ line_start: 3, line_end: 3 })).toBe('Line 3');
    expect(locationLabel({ line_start: 3, line_end: 5 })).toBe('Lines 3–5');
    expect(locationLabel(null)).toBeNull();
  });
});

describe('AI-detection findings filter', () => {
  it('keeps only llm_enhancement findings, coloured by type', () => {
    const shown = shownAiFindings([
      { message: 'rule engine', suggestion: '', metadata: { source: 'rules', type: 'premium_red_flags' } },
      {
        message: 'flag',
        suggestion: 's1',
        metadata: { source: 'llm_enhancement', type: 'premium_red_flags' },
      },
      {
        message: 'analysis',
        suggestion: 's2',
        metadata: { source: 'llm_enhancement', type: 'premium_analysis' },
      },
      { message: 'good', suggestion: '', metadata: { source: 'llm_enhancement', type: 'tone' } },
      { message: 'no metadata', suggestion: '' },
      null,
    ]);
    expect(shown).toEqual([
      { message: 'flag', suggestion: 's1', intent: 'warning' },
      { message: 'analysis', suggestion: 's2', intent: 'info' },
      { message: 'good', suggestion: '', intent: 'success' },
    ]);
  });
});

describe('download file names', () => {
  it('carries the local date and the format extension', () => {
    const date = new Date(2026, 10, 22, 23, 59);
    expect(resultFileName('json', date)).toBe('essay-analysis-2026-11-22.json');
    expect(resultFileName('html', date)).toBe('essay-analysis-2026-11-22.html');
    expect(resultFileName('markdown', date)).toBe('essay-analysis-2026-11-22.md');
  });
});
