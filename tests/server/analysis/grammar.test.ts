// What a student sees from the grammar checker: real slips are marked with a fix; names, correct
// sentences, dialogue and abbreviations are left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import type { Annotation } from '../../../shared/analysis/feedback';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

/** Error and warning annotations (what the essay view highlights) of grammar and spelling. */
async function marks(text: string): Promise<Annotation[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
  return r.feedback.annotations.filter((a) => a.severity === 'error' || a.severity === 'warning');
}

const at = (text: string, a: Annotation) => text.slice(a.start, a.end);

describe('grammar annotations', () => {
  it('marks "a apple" and offers "an"', async () => {
    const text = 'After practice I ate a apple on the bus.';
    const found = (await marks(text)).filter((a) => a.analyzer === 'grammar');
    const article = found.find((a) => at(text, a) === 'a');
    expect(article?.replacements[0]).toBe('an');
  });

  it('leaves a correct sentence without any grammar annotation', async () => {
    const text =
      'My grandmother taught me to bake bread on Sunday mornings, and I still use her recipe when I miss her.';
    expect((await marks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });

  it('does not flag a name the essay repeats', async () => {
    const text =
      'My cousin Xochitl taught me to repair bicycles. Every summer Xochitl and I rebuilt old frames in her garage, and Xochitl never let me quit.';
    const found = await marks(text);
    expect(found.filter((a) => /Xochitl/.test(at(text, a)))).toEqual([]);
  });

  it('keeps dialogue that spans sentences and abbreviations quiet', async () => {
    const text =
      '"Look inside first. Then decide," my grandmother said. She moved to the U.S. and opened a shop on Main Street.';
    expect((await marks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });

  it('points at an unclosed quotation mark in a paragraph', async () => {
    const text = 'My coach told me, "Keep your head up. I never forgot it.';
    const found = (await marks(text)).filter((a) => a.category === 'punctuation');
    expect(found.map((a) => at(text, a))).toEqual(['"']);
  });

  it('suggests the fix for the rules it adds to harper', async () => {
    const cases: Array<[string, string, string]> = [
      ['We made a five year plan for the garden club.', 'five year', 'five-year'],
      ['Volunteering built my self esteem more than any class.', 'self esteem', 'self-esteem'],
      ['I seen the flood damage from our porch that night.', 'seen', 'saw'],
      ['The shelter can not take more dogs this winter.', 'can not', 'cannot'],
      ['There is many reasons to love chemistry.', 'is', 'are'],
      ['She can goes to the lab after school on Fridays.', 'goes', 'go'],
    ];
    for (const [text, span, fix] of cases) {
      // "can not" is also a spelling slip; the student sees it once, under whichever is stronger.
      const found = (await marks(text)).filter((a) => a.analyzer === 'grammar' || a.analyzer === 'spelling');
      const hit = found.find((a) => at(text, a) === span);
      expect(hit?.replacements, text).toContain(fix);
    }
  });

  it('does not hyphenate a modifier that stands after the noun', async () => {
    const text = 'She is well known in our town, and we planned for the long term.';
    expect((await marks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });
});
