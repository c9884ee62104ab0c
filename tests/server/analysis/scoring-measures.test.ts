// Measures behind the section scores: error rates (sentence grammar apart from punctuation and
// capitals, which weigh less) and style's lexical sophistication, the distinct less common words in the
// first 300: precise word choice raises it and the style score; a repeated rare word or a name does not.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { getWink } from '../../../server/analysis/nlp/resources';
import { getLexicon } from '../../../server/analysis/spell/corrector';
import { buildNames } from '../../../server/analysis/spell/names';
import { style } from '../../../server/analysis/analyzers/style';
import { structure } from '../../../server/analysis/analyzers/structure';
import { content } from '../../../server/analysis/analyzers/content';
import type { AnalyzerOutput } from '../../../server/analysis/analyzers/types';
import { overallScore, scoreBreakdown, sectionValues, type Outputs } from '../../../server/analysis/scoring';
import { ESSAY } from './fixtures';

beforeAll(() => {
  getWink();
  getLexicon();
}, 60_000);

function run(text: string) {
  const essay = parseEssay(text);
  const ctx = { input: { text, limit_type: 'words' as const }, harper: [], names: buildNames(essay) };
  const outputs: Outputs = {};
  for (const a of [style, structure, content]) outputs[a.name] = a.run(essay, ctx);
  const clean = (): AnalyzerOutput => ({ issues: [], strengths: [], metrics: { errors_per_100_words: 0 } });
  outputs.grammar = clean();
  outputs.spelling = clean();
  const values = sectionValues(outputs, essay);
  return { essay, outputs, rare: outputs.style!.metrics.uncommon_words_first_300 as number, values };
}

// The same evening told twice, sentence for sentence: everyday words, then precise ones.
const EVERYDAY = `I walked into the big room and sat down at the old table. The man next to me was talking a lot about the game. I felt bad because I did not know the rules. I looked at the paper and tried to read it. The words were hard and I got tired. Then my friend came in and said hello. She showed me how the game works. After that I had a good time, and I played until it got dark.`;
const PRECISE = `I wandered into the cavernous hall and slumped at the battered table. The stranger beside me was rambling about the tournament. I felt sheepish because I did not grasp the rules. I squinted at the pamphlet and tried to decipher it. The jargon was dense and I grew weary. Then my friend strolled in and waved. She demonstrated how the tournament unfolds. After that I relaxed, and I competed until dusk.`;

describe('less common words (lexical sophistication)', () => {
  it('counts precise words and scores them above everyday ones, with the count in the breakdown', () => {
    const plain = run(EVERYDAY);
    const precise = run(PRECISE);
    expect(precise.rare).toBeGreaterThan(plain.rare + 8);
    expect(precise.values.style).toBeGreaterThan(plain.values.style!);
    expect(scoreBreakdown(precise.values, 'style').join(' ')).toMatch(
      new RegExp(`${precise.rare} different less common words in the first 300`),
    );
  });

  it('counts a repeated rare word once', () => {
    const once = run(PRECISE).rare;
    const again = run(`${PRECISE} The tournament was cavernous, and the hall was cavernous too.`).rare;
    expect(again).toBe(once);
  });

  it('does not count names as vocabulary', () => {
    const names = `${EVERYDAY} Later I told Priya and Mateo about it, and they told Oksana.`;
    const people = `${EVERYDAY} Later I told my sister and my cousin about it, and they told my aunt.`;
    expect(run(names).rare).toBe(run(people).rare);
  });
});

describe('grammar and spelling', () => {
  it('fall as errors per 100 words rise', () => {
    const { essay, outputs } = run(ESSAY);
    // Grammar counts its 'grammar' findings (punctuation and capitals are mechanics).
    const found = (per100: number, category = 'grammar') =>
      Array.from({ length: Math.round((per100 * essay.wordCount) / 100) }, () => ({
        ...{ section: 'grammar', category, severity: 'error' as const, priority: 'HIGH' as const },
        ...{ start: 0, end: 1, issue: '', message: '', suggestion: '', replacements: [], counts: true },
      }));
    const at = (g: number, s: number, punct = 0) =>
      sectionValues(
        {
          ...outputs,
          grammar: {
            issues: [...found(g), ...found(punct, 'punctuation')],
            strengths: [],
            metrics: { errors_per_100_words: g + punct },
          },
          spelling: { issues: [], strengths: [], metrics: { errors_per_100_words: s } },
        },
        essay,
      );
    const clean = at(0, 0);
    const messy = at(4, 4);
    expect(clean.grammar).toBeGreaterThan(85);
    expect(messy.grammar).toBeLessThan(clean.grammar! - 30);
    expect(messy.spelling).toBeLessThan(clean.spelling! - 15);
    // Raters read errors as weaker sentence control and word choice too.
    expect(messy.structure).toBeLessThan(clean.structure!);
    expect(messy.style).toBeLessThan(clean.style!);
    expect(overallScore(messy)).toBeLessThan(overallScore(clean) - 10);
    expect(scoreBreakdown(messy, 'grammar').join(' ')).toMatch(
      /usage problems .*: [\d.]+ per 100 words: −\d+/,
    );
    // Punctuation slips cost grammar less than sentence-grammar errors at the same rate, and count
    // in the conventions (spelling) section too.
    const commas = at(0, 0, 4);
    expect(commas.grammar).toBeLessThan(clean.grammar!);
    expect(commas.grammar).toBeGreaterThan(at(4, 0).grammar!);
    expect(commas.spelling).toBeLessThan(clean.spelling! - 5);
  });
});
