// Prompt fit on college essays (issue 30, item 3): does the essay's fit with its own prompt beat its
// fit with another college prompt? The dev half's GPT essays written to a stated Common App prompt
// ("Hi GPT, I'd like you to write a college application essay. <prompt>") are the only essays there
// with a known prompt; each is read against its own prompt and every other prompt of the set.
// Stems alone are compared with the product's reading (stems, WordNet relatives and the college
// concepts of lexicon/prompt-concepts.ts).
import { parseEssay } from '../server/analysis/nlp/parse';
import { promptFit } from '../server/analysis/analyzers/prompt-fit';

const ASK = /^Hi GPT, I[’']d like you to write a college application essay\.\s*/;

/** A science-research prompt, for the case of a kimchi story read as on topic. */
export const RESEARCH_PROMPT =
  'Describe a scientific research project or experiment you carried out, the question it asked and what its results taught you.';

export interface PromptFigures {
  essays: number;
  prompts: number;
  pairs: number;
  /** Share of (own, other) prompt pairs where the own prompt fits better (ties count half). */
  stems: number;
  meaning: number;
  /** Mean fit, in %, with the own prompt and with the others. */
  own: { stems: number; meaning: number };
  other: { stems: number; meaning: number };
}

export function promptFigures(rows: Array<{ text: string; generation_prompt?: string }>): PromptFigures {
  const asked = rows
    .filter((r) => ASK.test(r.generation_prompt ?? ''))
    .map((r) => ({ essay: parseEssay(r.text), prompt: r.generation_prompt!.replace(ASK, '').trim() }));
  const prompts = [...new Set(asked.map((a) => a.prompt))];
  const fit = (e: ReturnType<typeof parseEssay>, p: string, byMeaning: boolean) =>
    promptFit(e, p, byMeaning).coverage;
  let pairs = 0;
  const right = { stems: 0, meaning: 0 };
  const own = { stems: 0, meaning: 0 };
  const other = { stems: 0, meaning: 0 };
  for (const a of asked) {
    for (const mode of ['stems', 'meaning'] as const) own[mode] += fit(a.essay, a.prompt, mode === 'meaning');
    for (const p of prompts.filter((x) => x !== a.prompt)) {
      pairs++;
      for (const mode of ['stems', 'meaning'] as const) {
        const mine = fit(a.essay, a.prompt, mode === 'meaning');
        const theirs = fit(a.essay, p, mode === 'meaning');
        other[mode] += theirs;
        right[mode] += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
      }
    }
  }
  const share = (x: number, n: number) => Math.round((100 * x) / Math.max(1, n));
  return {
    essays: asked.length,
    prompts: prompts.length,
    pairs,
    stems: share(right.stems, pairs),
    meaning: share(right.meaning, pairs),
    own: { stems: share(own.stems, asked.length), meaning: share(own.meaning, asked.length) },
    other: { stems: share(other.stems, pairs), meaning: share(other.meaning, pairs) },
  };
}

/** Fit, in %, of one essay with the research prompt, stems alone and by meaning. */
export function researchFit(text: string) {
  const e = parseEssay(text);
  return {
    stems: Math.round(100 * promptFit(e, RESEARCH_PROMPT, false).coverage),
    meaning: Math.round(100 * promptFit(e, RESEARCH_PROMPT, true).coverage),
  };
}
