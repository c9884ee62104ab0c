// Programmatic degradations of a college essay, each a change an admissions reader would call
// worse (issue 30). Deterministic (seeded by the essay id) so every run degrades the same way.
// Sentences are split by a plain punctuation rule, not by the engine, so the bench does not grade
// the engine with its own parser.
import { hash } from './corpus';
import { countWords } from '../server/analysis/nlp/parse';

export interface Variant {
  name: string;
  /** What the student would notice, for the results table. */
  label: string;
  text: string;
  wordLimit: number;
}

/**
 * Words as the length chip counts them: an essay's own length as its limit must not read as over it
 * (whitespace runs count "—" and "&" as words the chip does not, and put 2 essays 1–4 words over).
 */
export const words = countWords;

/** Sentences with their trailing space kept off; quotes stay with their sentence. */
export function sentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+(?:[.!?]+["”’)]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A seeded Fisher–Yates shuffle that never returns the input order. */
function shuffle<T>(xs: T[], seed: string): T[] {
  const out = [...xs];
  let h = hash(seed, 99);
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.every((x, i) => x === xs[i]) && out.length > 1) out.push(out.shift()!);
  return out;
}

// Typos a hurried writer makes: two neighbouring letters swapped, a letter dropped or doubled.
function typo(word: string, h: number): string {
  const i = 1 + (h % Math.max(1, word.length - 2));
  switch (h % 3) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/** Two typos per 100 words, in lower-case words of five or more letters, spread evenly. */
function withTypos(text: string, id: string): string {
  const targets = [...text.matchAll(/\b[a-z]{5,}\b/g)];
  const n = Math.max(2, Math.round((words(text) * 2) / 100));
  const step = Math.max(1, Math.floor(targets.length / n));
  const chosen = new Set<number>();
  for (let k = 0; k < n && k * step < targets.length; k++) chosen.add(k * step);
  let out = '';
  let last = 0;
  targets.forEach((m, k) => {
    if (!chosen.has(k)) return;
    out += text.slice(last, m.index) + typo(m[0], hash(`${id}:${k}`));
    last = m.index + m[0].length;
  });
  return out + text.slice(last);
}

// Genre clichés, as students write them; three go in, spread through the essay.
const CLICHES = [
  'Ever since I was a little kid, I have always been passionate about making a difference in the world.',
  'This experience taught me that hard work pays off and to never give up on my dreams.',
  'I stepped out of my comfort zone and realized that everything happens for a reason.',
  'It opened my eyes to a whole new world and made me the person I am today.',
];

function withCliches(text: string): string {
  const s = sentences(text);
  const at = [1, Math.floor(s.length / 2), s.length - 1];
  const out = [...s];
  at.reverse().forEach((i, k) => out.splice(i, 0, CLICHES[(k + 1) % CLICHES.length]!));
  return out.join(' ');
}

// Generic statements that say nothing a reader can picture.
const GENERIC = [
  'It was a very important experience for me.',
  'There were many things that happened.',
  'I learned a lot of things from it.',
  'It was something that I will always remember.',
  'Many people were involved in different ways.',
];

/** Sentences carrying the concrete detail (numbers, names, quoted speech, 18+ words) made generic. */
function withoutDetail(text: string): string {
  let k = 0;
  const s = sentences(text);
  const concrete = (x: string) => /\d|["“”]|\s[A-Z][a-z]+/.test(x.slice(1)) || x.split(' ').length >= 18;
  const picks = new Set(s.map((x, i) => (concrete(x) && i > 0 && i < s.length - 2 ? i : -1)));
  return s.map((x, i) => (picks.has(i) ? GENERIC[k++ % GENERIC.length]! : x)).join(' ');
}

/** The ending's reflection gone: the last fifth of the essay's sentences (at least two) removed. */
function withoutEnding(text: string): string {
  const s = sentences(text);
  return s.slice(0, s.length - Math.max(2, Math.round(s.length / 5))).join(' ');
}

/**
 * Four blocks of sentences put out of order: the opening no longer opens, the ending no longer ends.
 * The blocks keep the essay's own layout (paragraph breaks only where the essay has them): breaks
 * added to an essay printed as one block would change its layout as well as its order.
 */
function scrambled(text: string): string {
  const s = sentences(text);
  const q = Math.ceil(s.length / 4);
  const blocks = [0, 1, 2, 3].map((i) => s.slice(i * q, (i + 1) * q).join(' '));
  const joint = /\n\s*\n/.test(text) ? '\n\n' : ' ';
  return [blocks[2], blocks[0], blocks[3], blocks[1]].filter(Boolean).join(joint);
}

export const LIMIT = 650;

export function variants(id: string, text: string): Variant[] {
  const n = words(text);
  const limit = Math.max(LIMIT, n);
  const s = sentences(text);
  return [
    {
      name: 'over_limit',
      label: 'over the word limit (limit set 30 % below its length)',
      text,
      wordLimit: Math.round(n / 1.3),
    },
    {
      name: 'third',
      label: 'cut to its first third',
      text: s.slice(0, Math.max(1, Math.round(s.length / 3))).join(' '),
      wordLimit: limit,
    },
    { name: 'typos', label: 'two typos per 100 words', text: withTypos(text, id), wordLimit: limit },
    { name: 'cliches', label: 'three genre clichés added', text: withCliches(text), wordLimit: limit },
    {
      name: 'shuffled',
      label: 'sentences shuffled',
      text: shuffle(s, id).join(' '),
      wordLimit: limit,
    },
    {
      name: 'scrambled',
      label: 'four blocks of sentences reordered',
      text: scrambled(text),
      wordLimit: limit,
    },
    {
      name: 'no_ending',
      label: "the ending's reflection removed (last fifth)",
      text: withoutEnding(text),
      wordLimit: limit,
    },
    {
      name: 'generic',
      label: 'concrete sentences replaced by generic statements',
      text: withoutDetail(text),
      wordLimit: limit,
    },
    {
      name: 'twice',
      label: 'the text pasted twice',
      text: `${text}\n\n${text}`,
      wordLimit: limit,
    },
  ];
}
