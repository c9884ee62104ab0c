// Splits text into lint chunks (roughly sentences) without NLP, so the pool's main thread can
// shard and cache harper work cheaply. Chunk boundaries only need to be deterministic: the
// same sentence yields the same chunk text in every draft, which is what the cache keys on.
export interface Chunk {
  start: number;
  text: string;
}

const MAX_CHUNK = 800; // keeps harper's per-call cost linear on run-on or garbage input

export function splitChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  const boundary = /[.!?]+["'”’)\]]*\s+|\n+/g;
  let last = 0;
  const push = (from: number, to: number) => {
    let s = from;
    while (s < to && /\s/.test(text[s] ?? '')) s++;
    let e = to;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    while (e - s > MAX_CHUNK) {
      let cut = text.lastIndexOf(' ', s + MAX_CHUNK);
      if (cut <= s) cut = s + MAX_CHUNK;
      chunks.push({ start: s, text: text.slice(s, cut) });
      s = cut;
      while (s < e && /\s/.test(text[s] ?? '')) s++;
    }
    if (e > s) chunks.push({ start: s, text: text.slice(s, e) });
  };
  for (const m of text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    push(last, end);
    last = end;
  }
  push(last, text.length);
  return chunks;
}
