import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../shared/analysis/feedback';
import {
  applyReplacement,
  keyAnnotations,
  rebaseAnnotations,
  segmentText,
} from '../../renderer/src/pages/Analyze/annotations';

const ann = (start: number, end: number, message = 'm'): Annotation => ({
  start,
  end,
  analyzer: 'spelling',
  category: 'typo',
  severity: 'error',
  message,
  replacements: [],
});

const TEXT = 'I recieve teh mail every day.';
//           0123456789012345678901234567
// recieve = [2, 9), teh = [10, 13), mail = [14, 18)

describe('annotations follow the text', () => {
  it('drops annotations that do not fit the text instead of crashing', () => {
    const keyed = keyAnnotations(TEXT, [ann(2, 9), ann(20, 99), ann(5, 3), ann(-1, 2)]);
    expect(keyed.map((a) => [a.start, a.end])).toEqual([[2, 9]]);
  });

  it('applying a replacement shifts the later annotations and drops the fixed one', () => {
    const keyed = keyAnnotations(TEXT, [ann(2, 9, 'recieve'), ann(10, 13, 'teh'), ann(14, 18, 'mail')]);
    const next = applyReplacement(TEXT, keyed[0]!, 'receive');
    expect(next).toBe('I receive teh mail every day.');
    const rebased = rebaseAnnotations(TEXT, next, keyed);
    expect(rebased.map((a) => a.message)).toEqual(['teh', 'mail']);
    expect(rebased.map((a) => next.slice(a.start, a.end))).toEqual(['teh', 'mail']);
  });

  it('a replacement of different length moves later offsets by the difference', () => {
    const keyed = keyAnnotations(TEXT, [ann(2, 9, 'recieve'), ann(10, 13, 'teh'), ann(14, 18, 'mail')]);
    const next = applyReplacement(TEXT, keyed[1]!, 'the very');
    const rebased = rebaseAnnotations(TEXT, next, keyed);
    expect(rebased.map((a) => next.slice(a.start, a.end))).toEqual(['recieve', 'mail']);
  });

  it('typing elsewhere keeps highlights on the same words', () => {
    const keyed = keyAnnotations(TEXT, [ann(10, 13, 'teh')]);
    const next = `Honestly, ${TEXT}`;
    const [moved] = rebaseAnnotations(TEXT, next, keyed);
    expect(next.slice(moved!.start, moved!.end)).toBe('teh');
  });

  it('editing inside a highlighted word drops its highlight', () => {
    const keyed = keyAnnotations(TEXT, [ann(10, 13, 'teh')]);
    expect(rebaseAnnotations(TEXT, TEXT.replace('teh', 'tex'), keyed)).toEqual([]);
  });

  it('works with UTF-16 offsets (emoji take two code units)', () => {
    const text = '🎉 Teh party';
    const keyed = keyAnnotations(text, [ann(3, 6)]);
    expect(text.slice(keyed[0]!.start, keyed[0]!.end)).toBe('Teh');
  });

  it('splits overlapping annotations into segments covered by each', () => {
    const keyed = keyAnnotations(TEXT, [ann(2, 13), ann(10, 18)]);
    const segments = segmentText(TEXT.length, keyed);
    expect(segments.map((s) => [TEXT.slice(s.start, s.end), s.ids.length])).toEqual([
      ['I ', 0],
      ['recieve ', 1],
      ['teh', 2],
      [' mail', 1],
      [' every day.', 0],
    ]);
  });
});
