// What a student sees from the grammar checker: real slips are marked with a fix; names, correct
// sentences, dialogue and abbreviations are left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { analyzeEssay } from '../../../server/analysis/index';
import { at, shownMarks } from '../../helpers/shownMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('grammar annotations', () => {
  it('marks "a apple" and offers "an"', async () => {
    const text = 'After practice I ate a apple on the bus.';
    const found = (await shownMarks(text)).filter((a) => a.analyzer === 'grammar');
    const article = found.find((a) => at(text, a) === 'a');
    expect(article?.replacements[0]).toBe('an');
    expect(article?.message).toMatch(/^Write "an" here: "an" goes before a vowel sound/);
  });

  // Cards are titled in a student's words, not harper's taxonomy ("Miscellaneous", "BoundaryError").
  it('titles harper cards by the slip they name', async () => {
    const titles = async (text: string) => {
      const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
      return r.feedback.improvements.map((i) => i.issue);
    };
    expect(await titles('After practice I ate a apple on the bus.')).toContain('Article: "a"');
    // (harper files these under Miscellaneous and Repetition.)
    expect(await titles('I broke the vase on accident.')).toContain('Usage: "on"');
    expect(await titles('The the dog barked all night.')).toContain('Repeated word: "The the"');
  });

  // harper runs only the rules seen firing on students' essays (lint/harper-rules.ts); rare idioms
  // it knows are rows of the engine's phrase table (lint/rules/eggcorns.table.ts) and still caught.
  it.each([
    ['The coach gave us free reign over the drills.', 'free reign', 'free rein'],
    ['I have always been curious of the ocean.', 'curious of', 'curious about'],
    ['He hurt his spinal chord in the fall.', 'chord', 'cord'],
    ['For all intensive purposes, the game was over.', 'intensive', 'intents'],
  ])('marks a rare slip: %s', async (text, words, fix) => {
    const found = (await shownMarks(text)).filter((a) => a.analyzer === 'grammar');
    const mark = found.find((a) => at(text, a).includes(words.split(' ').at(-1)!));
    expect(mark?.replacements.join(' | ')).toContain(fix);
  });

  it('leaves a correct sentence without any grammar annotation', async () => {
    const text =
      'My grandmother taught me to bake bread on Sunday mornings, and I still use her recipe when I miss her.';
    expect((await shownMarks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });

  it('does not flag a name the essay repeats', async () => {
    const text =
      'My cousin Xochitl taught me to repair bicycles. Every summer Xochitl and I rebuilt old frames in her garage, and Xochitl never let me quit.';
    const found = await shownMarks(text);
    expect(found.filter((a) => /Xochitl/.test(at(text, a)))).toEqual([]);
  });

  it('keeps dialogue that spans sentences and abbreviations quiet', async () => {
    const text =
      '"Look inside first. Then decide," my grandmother said. She moved to the U.S. and opened a shop on Main Street.';
    expect((await shownMarks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });

  it('points at an unclosed quotation mark in a paragraph', async () => {
    const text = 'My coach told me, "Keep your head up. I never forgot it.';
    const found = (await shownMarks(text)).filter((a) => a.category === 'punctuation');
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
      const found = (await shownMarks(text)).filter(
        (a) => a.analyzer === 'grammar' || a.analyzer === 'spelling',
      );
      const hit = found.find((a) => at(text, a) === span);
      expect(hit?.replacements, text).toContain(fix);
    }
  });

  it('does not hyphenate a modifier that stands after the noun', async () => {
    const text = 'She is well known in our town, and we planned for the long term.';
    expect((await shownMarks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });
});
