import { describe, expect, it } from 'vitest';
import { essayTitle, inputFingerprint } from '../../../server/services/analyses';
import { StageSequence, type ProgressEvent } from '../../../server/services/analysisStages';
import { countWords } from '../../../shared/schemas/analyze';

describe('stage events', () => {
  const collect = (skipped?: Record<string, string>) => {
    const sent: ProgressEvent[] = [];
    return { sent, seq: new StageSequence((e) => sent.push(e), skipped) };
  };

  it('announces a skipped stage with its detail, in order', () => {
    const { sent, seq } = collect({ llm_enhancement: 'Skipped' });
    seq.push({ stage: 'starting', progress: 0, detail: 'a' });
    seq.push({ stage: 'processing', progress: 45, detail: 'c' });
    seq.push({ stage: 'finalizing', progress: 95, detail: 'e' });
    expect(sent.map((e) => [e.stage, e.progress, e.detail])).toEqual([
      ['starting', 0, 'a'],
      ['analyzers', 15, 'Running quality checks'],
      ['processing', 45, 'c'],
      ['llm_enhancement', 60, 'Skipped'],
      ['finalizing', 95, 'e'],
    ]);
  });

  it('never goes back: late events of an earlier stage are dropped, progress never falls', () => {
    const { sent, seq } = collect();
    seq.push({ stage: 'llm_enhancement', progress: 70, detail: 'x', partial: { key: 'k' } });
    seq.push({ stage: 'llm_enhancement', progress: 60, detail: 'y' });
    seq.push({ stage: 'analyzers', progress: 15, detail: 'late' });
    seq.push({ stage: 'complete', progress: 100, detail: 'not mine' });
    expect(sent.map((e) => [e.stage, e.progress])).toEqual([
      ['starting', 0],
      ['analyzers', 15],
      ['processing', 45],
      ['llm_enhancement', 70],
      ['llm_enhancement', 70],
    ]);
    expect(sent[3]!.partial).toEqual({ key: 'k' });
  });
});

describe('analysis record titles', () => {
  it('uses the first line with words, shortened at a word boundary', () => {
    expect(essayTitle('\n\n# The Bicycle\n\nBody.')).toBe('The Bicycle');
    const long =
      'When I was nine my grandmother gave me a bicycle that had belonged to her brother before the war ended';
    const title = essayTitle(long);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(essayTitle('---\n...', 'Describe a challenge.')).toBe('Describe a challenge.');
    expect(essayTitle('...')).toBe('Untitled essay');
  });

  it('fingerprints the essay together with the options that change its review', () => {
    const base = { text: 'Essay', limit_type: 'words' as const };
    expect(inputFingerprint(base)).toBe(inputFingerprint({ ...base }));
    expect(inputFingerprint(base)).not.toBe(inputFingerprint({ ...base, word_limit: 650 }));
    expect(inputFingerprint(base)).not.toBe(inputFingerprint({ ...base, prompt: 'Why us?' }));
  });
});

describe('request schemas', () => {
  it('counts words as a person would', () => {
    expect(countWords('  One two\n\nthree—four  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
