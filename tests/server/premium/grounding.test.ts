import { describe, expect, it } from 'vitest';
import { EssayGrounding } from '../../../server/premium/grounding';
import { JsonWatcher } from '../../../server/premium/jsonWatcher';

const essay =
  'My first line.\nShe said, “Don’t  stop” — and I didn’t.\nThe café was closed; we grand-stood anyway.';

describe('grounding quotes in the essay', () => {
  it('finds quotes that differ only in quote marks, dashes, spacing and wrapping', () => {
    const g = new EssayGrounding(essay);
    const m = g.find('"She said, "Don\'t stop" - and I didn\'t."');
    expect(m?.text).toBe('She said, “Don’t  stop” — and I didn’t.');
    expect(m?.location).toEqual({ line_start: 2, line_end: 2 });
    expect(g.find('...café was closed...')?.text).toBe('café was closed');
    expect(g.find('My first line. She said')?.location).toEqual({ line_start: 1, line_end: 2 });
    expect(g.dropped).toBe(0);
  });

  it('drops paraphrases, elisions, case changes, partial words and trivial quotes', () => {
    const g = new EssayGrounding(essay);
    expect(g.find('She told me not to stop')).toBeNull();
    expect(g.find('She said ... and I didn’t')).toBeNull();
    expect(g.find('the café was closed')).toBeNull();
    expect(g.find('rand-stood')).toBeNull();
    expect(g.find('I')).toBeNull();
    expect(g.dropped).toBe(5);
  });

  it('filters an evidence list down to grounded quotes in the essay’s own words', () => {
    const g = new EssayGrounding(essay);
    expect(g.filter(['we grand-stood anyway', 'an invented sentence', 'We Grand-Stood Anyway'])).toEqual([
      'we grand-stood anyway',
    ]);
    expect(g.dropped).toBe(2);
  });
});

describe('watching a JSON answer stream', () => {
  it('reports top-level values and array elements as soon as each is complete', () => {
    const seen: string[] = [];
    const w = new JsonWatcher({
      onKey: (k) => seen.push(`key ${k}`),
      onValue: (k, raw) => seen.push(`value ${k} ${raw}`),
      onElement: (k, i, raw) => seen.push(`element ${k}[${i}] ${raw}`),
    });
    const text = '```json\n{"a": {"x": "}\\"]"}, "n": 3, "list": [{"q": [1, 2]}, "s,t"], "b": "done"}\n```';
    for (const ch of text) w.push(ch);
    expect(seen).toEqual([
      'key a',
      'value a {"x": "}\\"]"}',
      'key list',
      'element list[0] {"q": [1, 2]}',
      'element list[1] "s,t"',
      'value list [{"q": [1, 2]}, "s,t"]',
      'key b',
      'value b "done"',
    ]);
  });
});
