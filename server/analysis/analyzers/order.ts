// Sentence order as a reader feels it (issue 30): does each sentence follow from the one before,
// and does the essay move from its story toward what the writer makes of it? Each is measured as
// how far the essay's own order stands above the same sentences in random orders (a permutation
// z-score), so an essay is compared with itself, whatever its topic, length or style.
import type { ParsedEssay } from '../nlp/parse';
import { sentenceCues } from './order-cues';

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
const LIGHT = new Set('be have do get go make say thing lot good will can'.split(' '));
const PAST_AUX = /^(?:was|were|had|did)$/i;
const PRESENT_AUX = /^(?:am|is|are|do|does|have|has|['’]m|['’]re|['’]s|['’]ve)$/i;
const FUTURE = /^(?:will|['’]ll|shall)$/i;
const NOW =
  /\b(?:now|today|still|always|every day|no longer|anymore|since then|someday|one day|years later)\b/i;

/** A sentence's tense as a reader hears it: +1 present or future, −1 past, 0 neither or mixed. */
export function tenseOf(essay: ParsedEssay, i: number): number {
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
  /** Times (ages, school years, calendar years) run forward (z). */
  time: number;
  /** Things are brought in ("a dog") before they are taken as known ("the dog") (z). */
  given: number;
}

/** Σ over pairs of dated sentences of +1 when their order matches their times, −1 when it does not. */
function forward(values: Array<number | null>, pos: Int32Array): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) {
    const a = values[i];
    if (a == null) continue;
    for (let j = i + 1; j < values.length; j++) {
      const b = values[j];
      if (b != null) s += Math.sign(b - a) * Math.sign(pos[j]! - pos[i]!);
    }
  }
  return s;
}

/** A sentence's nouns as ids: those it takes as known, those it brings in, and all it mentions. */
interface NounIds {
  known: Int32Array;
  introduced: Int32Array;
  nouns: Int32Array;
}

/** Nouns taken as known after a mention, less nouns brought in again after one. */
function givenness(sentences: NounIds[], o: number[], seen: Int32Array, stamp: number): number {
  let s = 0;
  for (const i of o) {
    const c = sentences[i]!;
    for (const w of c.known) if (seen[w] === stamp) s++;
    for (const w of c.introduced) if (seen[w] === stamp) s--;
    for (const w of c.nouns) seen[w] = stamp;
  }
  return s;
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
  const all = sentenceCues(essay);
  const cues = idx.map((i) => all[i]!);
  const ids = new Map<string, number>();
  const id = (w: string) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1);
  const nounIds = cues.map((c) => ({
    known: Int32Array.from(c.known, id),
    introduced: Int32Array.from(c.introduced, id),
    nouns: Int32Array.from(c.nouns, id),
  }));
  const seen = new Int32Array(ids.size);
  let stamp = 0;
  const ages = cues.map((c) => c.age);
  const years = cues.map((c) => c.year);
  // Only dated sentences enter the time measure; the rest are skipped without a pass per order.
  const dated = (xs: Array<number | null>) => (xs.filter((x) => x != null).length > 1 ? xs : []);
  const [agesD, yearsD] = [dated(ages), dated(years)];
  const pos = new Int32Array(n);
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
    o.forEach((i, k) => (pos[i] = k));
    const time = forward(agesD, pos) + forward(yearsD, pos);
    return [lex, ten, arc, time, givenness(nounIds, o, seen, ++stamp)] as const;
  };
  const observed = stats([...Array(n).keys()]);
  const next = rng(n * 7919 + sets.reduce((a, s) => a + s.size, 0));
  const sums = [0, 0, 0, 0, 0];
  const squares = [0, 0, 0, 0, 0];
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
  return { lexical: z(0), tense: z(1), arc: z(2), time: z(3), given: z(4) };
}
