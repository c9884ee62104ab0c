// The voice check marks generic, template phrasing ("Furthermore", "In today's society") once it
// piles up, but never an organisation's name ("the National Honor Society") or one phrase twice.
import { describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { authenticity } from '../../../server/analysis/analyzers/authenticity';
import type { AnalyzerContext } from '../../../server/analysis/analyzers/types';

function genericMarks(text: string): string[] {
  const out = authenticity.run(parseEssay(text), {} as AnalyzerContext);
  return out.issues.filter((i) => i.category === 'generic_phrasing').map((i) => text.slice(i.start, i.end));
}

const TEMPLATE =
  'In today’s society, technology is vital. Furthermore, it is important to use it well. ' +
  'Moreover, numerous students rely on it. In conclusion, it matters.';

describe('generic phrasing', () => {
  it('marks template phrasing once it piles up, each phrase once', () => {
    expect(genericMarks(TEMPLATE)).toEqual([
      'In today’s society',
      'vital',
      'Furthermore',
      'it is important to',
      'Moreover',
      'numerous',
      'In conclusion',
    ]);
  });

  it('leaves an organisation’s name alone', () => {
    const text = `${TEMPLATE} I joined the National Honor Society and the national honor society at camp. Society of Women Engineers too.`;
    expect(genericMarks(text).filter((m) => /society/i.test(m) && !/today/i.test(m))).toEqual([]);
  });
});

describe('generic phrasing after "I" or a sentence-opening word', () => {
  it('still counts it', () => {
    const text =
      'I ensure that everything is vital. Honestly moreover it is crucial. I foster growth. Furthermore, numerous things matter.';
    expect(genericMarks(text)).toEqual([
      'ensure',
      'vital',
      'moreover',
      'crucial',
      'foster',
      'Furthermore',
      'numerous',
    ]);
  });
});
