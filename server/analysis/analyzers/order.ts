// Sentence order as a reader feels it (issue 30): does each sentence follow from the one before,
// and does the essay move from its story toward what the writer makes of it? Each is measured as
// how far the essay's own order stands above the same sentences in random orders (a permutation
// z-score), so an essay is compared with itself, whatever its topic, length or style.
import type { ParsedEssay } from '../nlp/parse';

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
const LIGHT = new Set('be have do get go make say thing lot good will can'.split(' '));
const PAST_AUX = /^(?:was|were|had|did)$/i;
const PRESENT_AUX = /^(?:am|is|are|do|does|have|has|['’]m|['’]re|['’]s|['’]ve)$/i;
const FUTURE = /^(?:will|['’]ll|shall)$/i;
const NOW =
  /\b(?:now|today|still|always|every day|no longer|anymore|since then|someday|one day|years later)\b/i;

/** A sentence's tense as a reader hears it: +1 present or future, −1 past, 0 neither or mixed. */
function tenseOf(essay: ParsedEssay, i: number): number {
  const s = essay.sentences[i]!;
  let past = 0;
  let present = 0;
  for (const t of essay.tokens.slice(s.tokenStart, s.tokenEnd)) {
    if (t.pos !== 'VERB' && t.pos !== 'AUX') continue;
    if (PAST_AUX.test(t.text) || (t.pos === 'VERB' && /ed$/i.test(t.text) && t.lower !== t.lemma)) past++;
    else if (PRESENT_AUX.test(t.text) || FUTURE.test(t.text)) present++;
    else if (t.pos === 'VERB' && /[^s]s$/i.test(t.text) && t.lower !== t.lemma) present++;
  }
  if (NOW.test(s.text)) present++;
  return Math.sign(present - past);
}

/** A sentence's content lemmas (nouns, names, verbs, adjectives; light verbs and nouns left out). */
export function lemmaSet(essay: ParsedEssay, i: number): Set<string> {
  const s = essay.sentences[i]!;
  return new Set(
    essay.tokens
      .slice(s.tokenStart, s.tokenEnd)
      .filter((t) => t.isWord && CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma.toLowerCase()))
      .map((t) => t.lemma.toLowerCase()),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / Math.sqrt(a.size * b.size);
}

/** A small seeded generator, so the same essay always gets the same reference orders. */
function rng(seed: number) {
  let h = seed >>> 0 || 1;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) / 2 ** 32;
  };
}

function permutation(n: number, next: () => number): number[] {
  const p = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}

const REFERENCE_ORDERS = 100;

export interface OrderMeasures {
  /** Neighbours share words more than random pairs do (z). */
  lexical: number;
  /** Neighbours share a tense more than random pairs do (z): a story told in runs, not flickers. */
  tense: number;
  /** Present-tense sentences sit later than chance puts them (z): the story leads to its meaning. */
  arc: number;
}

/**
 * Sentences of a typical college essay (650 words). A z-score grows with the square root of the
 * number of sentences at the same strength of order, so each is rescaled to this length: a 15-sentence
 * essay as ordered as a 30-sentence one reads the same.
 */
const TYPICAL_SENTENCES = 30;

/** z-scores at a typical essay's length; null under 8 sentences, where orders are too few to compare. */
export function orderMeasures(essay: ParsedEssay): OrderMeasures | null {
  const idx = essay.sentences.map((s, i) => (s.wordCount > 0 ? i : -1)).filter((i) => i >= 0);
  const n = idx.length;
  if (n < 8) return null;
  const sets = idx.map((i) => lemmaSet(essay, i));
  const tense = idx.map((i) => tenseOf(essay, i));
  const m = sets.map((a) => sets.map((b) => overlap(a, b)));
  const stats = (o: number[]) => {
    let lex = 0;
    let ten = 0;
    let arc = 0;
    for (let k = 0; k < n; k++) {
      if (k + 1 < n) {
        lex += m[o[k]!]![o[k + 1]!]!;
        ten += tense[o[k]!]! * tense[o[k + 1]!]!;
      }
      if (k + 2 < n) lex += 0.5 * m[o[k]!]![o[k + 2]!]!;
      arc += (k / (n - 1) - 0.5) * tense[o[k]!]!;
    }
    return [lex, ten, arc] as const;
  };
  const observed = stats([...Array(n).keys()]);
  const next = rng(n * 7919 + sets.reduce((a, s) => a + s.size, 0));
  const sums = [0, 0, 0];
  const squares = [0, 0, 0];
  for (let r = 0; r < REFERENCE_ORDERS; r++) {
    const s = stats(permutation(n, next));
    s.forEach((v, c) => {
      sums[c]! += v;
      squares[c]! += v * v;
    });
  }
  const z = (c: number) => {
    const mean = sums[c]! / REFERENCE_ORDERS;
    const sd = Math.sqrt(Math.max(0, squares[c]! / REFERENCE_ORDERS - mean * mean));
    return sd > 1e-9 ? ((observed[c]! - mean) / sd) * Math.sqrt(TYPICAL_SENTENCES / n) : 0;
  };
  return { lexical: z(0), tense: z(1), arc: z(2) };
}
