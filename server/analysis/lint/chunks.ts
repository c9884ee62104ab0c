// Splits text into lint chunks (roughly sentences) without NLP, so the pool's main thread can
// shard and cache harper work cheaply. Chunk boundaries only need to be deterministic: the
// same sentence yields the same chunk text in every draft, which is what the cache keys on.
export interface Chunk {
  start: number;
  text: string;
}

const MAX_CHUNK = 800; // keeps harper's per-call cost linear on run-on input

// A run of 65+ non-space characters with 32+ letters in it is no prose (a pasted data URL,
// base64, a hash) and is not linted: harper's cost grows faster than the length of an unknown
// "word" (~0.1 s for 64 letters, ~6 s for 800). No English word comes close to 65 letters;
// rows of dots or long numbers are cheap for harper and stay in.
const NON_PROSE = /\S{65,}/g;
const MIN_LETTERS = 32;

function nonProse(text: string): Array<readonly [number, number]> {
  const runs: Array<readonly [number, number]> = [];
  for (const m of text.matchAll(NON_PROSE)) {
    if ((m[0].match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS) runs.push([m.index, m.index + m[0].length]);
  }
  return runs;
}

/** Moves a cut off the middle of a surrogate pair, so no chunk holds half a character. */
function safeCut(text: string, cut: number): number {
  const c = text.charCodeAt(cut - 1);
  return c >= 0xd800 && c <= 0xdbff ? cut - 1 : cut;
}

export function splitChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  const pushPlain = (from: number, to: number) => {
    let s = from;
    while (s < to && /\s/.test(text[s] ?? '')) s++;
    let e = to;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    while (e - s > MAX_CHUNK) {
      let cut = text.lastIndexOf(' ', s + MAX_CHUNK);
      if (cut <= s) cut = safeCut(text, s + MAX_CHUNK);
      chunks.push({ start: s, text: text.slice(s, cut) });
      s = cut;
      while (s < e && /\s/.test(text[s] ?? '')) s++;
    }
    if (e > s) chunks.push({ start: s, text: text.slice(s, e) });
  };
  // Runs never hold whitespace and every boundary ends in whitespace, so a run lies inside one
  // boundary-delimited piece; they are found once and visited in order.
  const runs = nonProse(text);
  let r = 0;
  const push = (from: number, to: number) => {
    let s = from;
    for (; r < runs.length && runs[r]![0] < to; r++) {
      const [a, b] = runs[r]!;
      if (a > s) pushPlain(s, a);
      s = Math.max(s, b);
    }
    if (to > s) pushPlain(s, to);
  };
  const boundary = /[.!?]+["'”’)\]]*\s+|\n+/g;
  let last = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    push(last, end);
    last = end;
  }
  push(last, text.length);
  return chunks;
}
