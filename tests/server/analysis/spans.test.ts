import { describe, expect, it } from 'vitest';
import { SpanIndex } from '../../../server/analysis/nlp/spans';

// The same answers as scanning the list, on random spans (the index replaced such scans).
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

describe('SpanIndex', () => {
  it('answers covers and overlaps exactly as a scan of the spans would', () => {
    const rnd = random(7);
    for (let round = 0; round < 50; round++) {
      const spans = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => {
        const start = Math.floor(rnd() * 60);
        return { start, end: start + 1 + Math.floor(rnd() * 15) };
      });
      const index = new SpanIndex(spans);
      for (let q = 0; q < 40; q++) {
        const start = Math.floor(rnd() * 70);
        const end = start + 1 + Math.floor(rnd() * 10);
        expect(index.covers(start, end)).toBe(spans.some((s) => s.start <= start && end <= s.end));
        expect(index.overlaps(start, end)).toBe(spans.some((s) => s.start < end && start < s.end));
      }
    }
  });

  it('knows nothing when empty', () => {
    const index = new SpanIndex();
    expect(index.covers(0, 1)).toBe(false);
    expect(index.overlaps(0, 1)).toBe(false);
  });
});
