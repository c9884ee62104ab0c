// Names and heritage words are not misspellings. A word counts as a name when it is capitalised
// somewhere other than the start of a sentence, or appears in the prompt; words that recur in
// the essay are treated as deliberate (a grandmother's "abuela" is used on purpose).
import type { ParsedEssay } from '../nlp/parse';

export interface NameLexicon {
  isName(lower: string): boolean;
  /** Uses of the word, its plural or singular counted with it ("empanada", "empanadas"). */
  occurrences(lower: string): number;
  /** Uses of exactly this spelling ("Jame" is not "James"). */
  exactCount(lower: string): number;
  /** True when every occurrence is capitalised (sentence-initial ones included). */
  alwaysCapitalised(lower: string): boolean;
  /** The prompt uses the word (so the writer did not invent its spelling). */
  inPrompt(lower: string): boolean;
  /** The token at this offset is a lower-case particle inside a name ("Día de los Muertos"). */
  isNameParticle(start: number): boolean;
}

// Lower-case words that join the parts of a name in many languages ("Rio de Janeiro", "Día de
// los Muertos", "Vincent van Gogh", "Leonardo da Vinci", "Omar ibn Said").
const NAME_PARTICLE =
  /^(?:de|del|della|di|da|das|dos|do|du|la|las|los|le|el|van|von|der|den|ter|ten|al|bin|ibn|y)$/;

/** Offsets of particles with a capitalised word on each side, past any other particles. */
function nameParticles(tokens: ParsedEssay['tokens']): Set<number> {
  const out = new Set<number>();
  const capital = (k: number) => !!tokens[k]?.isWord && /^\p{Lu}/u.test(tokens[k]!.text);
  for (let i = 1; i < tokens.length; i++) {
    if (!NAME_PARTICLE.test(tokens[i]!.text)) continue;
    let a = i - 1;
    while (a > 0 && NAME_PARTICLE.test(tokens[a]!.text)) a--;
    let b = i + 1;
    while (b < tokens.length && NAME_PARTICLE.test(tokens[b]!.text)) b++;
    const sameSentence =
      tokens[a]?.sentence === tokens[i]!.sentence && tokens[b]?.sentence === tokens[i]!.sentence;
    if (sameSentence && capital(a) && capital(b) && b - a <= 4) out.add(tokens[i]!.start);
  }
  return out;
}

const NAME_OPENING_MARKS = new Set(['"', '“', '‘', "'", '(', '[', '-', '—', '–', ':', '*']);

export function buildNames(essay: ParsedEssay, prompt = ''): NameLexicon {
  const names = new Set<string>();
  const counts = new Map<string, number>();
  const lowerSeen = new Set<string>();
  essay.tokens.forEach((t, idx) => {
    if (!t.isWord) return;
    counts.set(t.lower, (counts.get(t.lower) ?? 0) + 1);
    const cap = /^\p{Lu}/u.test(t.text);
    if (!cap) lowerSeen.add(t.lower);
    const sentence = essay.sentences[t.sentence];
    const prev = essay.tokens[idx - 1];
    const initial =
      !sentence || idx === sentence.tokenStart || (prev !== undefined && NAME_OPENING_MARKS.has(prev.text));
    if (cap && !initial && t.text !== t.text.toUpperCase()) names.add(t.lower);
  });
  const particles = nameParticles(essay.tokens);
  const promptWords = new Set((prompt.match(/[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase()));
  for (const w of promptWords) names.add(w);
  // "abuela's" and "Gascoyne's" are the word "abuela" and the name "Gascoyne" (the tokenizer splits
  // the possessive off, the spell checker does not).
  const base = (lower: string) => lower.replace(/['’]s$/, '');
  // "empanada" twice and "empanadas" once is one word used three times.
  const withPlural = (w: string) =>
    (counts.get(w) ?? 0) + (w.endsWith('s') ? (counts.get(w.slice(0, -1)) ?? 0) : (counts.get(`${w}s`) ?? 0));
  return {
    isName: (lower) => names.has(lower) || names.has(base(lower)),
    occurrences: (lower) => withPlural(lower) || withPlural(base(lower)),
    exactCount: (lower) => counts.get(lower) || counts.get(base(lower)) || 0,
    alwaysCapitalised: (lower) => !lowerSeen.has(lower) && !lowerSeen.has(base(lower)),
    inPrompt: (lower) => promptWords.has(lower),
    isNameParticle: (start) => particles.has(start),
  };
}
