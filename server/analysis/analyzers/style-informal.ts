// Spoken forms in the essay's own voice ("gonna", "kinda", "anyways"): fine in a text message or a
// character's dialogue, read by admissions readers as careless in the narration. Quoted speech is
// left alone: a grandmother who says "gonna" should keep saying it.
import { compile } from '../lexicon/phrases';
import { casedLike } from '../lexicon/word-forms';
import type { Issue } from './types';
import { wordTable } from '../word-table';

const INFORMAL: Readonly<Record<string, string[]>> = wordTable({
  gonna: ['going to'],
  wanna: ['want to'],
  gotta: ['have to', 'got to'],
  kinda: ['kind of', 'somewhat'],
  sorta: ['sort of', 'somewhat'],
  anyways: ['anyway'],
});
const INFORMAL_RE = compile(Object.keys(INFORMAL));
// A quotation on one line: straight or curly double quotes.
const QUOTED = /["“][^"”\n]*["”]/g;

/** One suggestion per spoken form outside quotation marks. */
export function informalIssues(text: string): Issue[] {
  const quotes = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length] as const);
  // Matches come in text order, so one pointer walks the quotations (linear on long pasted text).
  let q = 0;
  const quoted = (at: number) => {
    while (q < quotes.length && quotes[q]![1] <= at) q++;
    return q < quotes.length && at > quotes[q]![0];
  };
  const out: Issue[] = [];
  for (const m of text.matchAll(INFORMAL_RE)) {
    // ("we don't gonna": the grammar card rewrites the whole verb.)
    if (quoted(m.index) || /n['’]t\s+$|\bnot\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index)))
      continue;
    const plain = (INFORMAL[m[0].toLowerCase()] ?? []).map((w) => casedLike(w, m[0]));
    out.push({
      section: 'style',
      category: 'informal',
      severity: 'suggestion',
      priority: 'LOW',
      start: m.index,
      end: m.index + m[0].length,
      issue: `Spoken form: "${m[0]}"`,
      message: `"${m[0]}" is how it sounds in speech; in writing it is "${plain[0]}".`,
      suggestion: `Write "${plain[0]}" (in dialogue, keep the speaker's words).`,
      replacements: plain,
      alternatives: plain,
      impact: 'Written forms keep a conversational voice from reading as careless.',
      counts: true,
    });
  }
  return out;
}
