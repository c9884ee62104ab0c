// A word the essay spells two ways: "Jame" in one sentence and "James" in the next. The
// essay's own spelling of a word one cheap edit away is the best evidence of what was meant,
// better than any frequency list, and it catches slips in names that no dictionary can judge.
import { correct, isKnownWord, type Correction } from './corrector';
import type { NameLexicon } from './names';
import type { HarperLint } from '../lint/harper';
import type { Token } from '../nlp/parse';
import { SpanIndex } from '../nlp/spans';
import { unknownAt, type Unknown } from './verdict';

/** Edit cost within which a word the essay uses elsewhere is the one meant ("Jame" -> "James"). */
const TWIN_COST = 0.6;

/**
 * Two spellings of one name rather than a slip: a letter doubled or not, y for i, an h after the
 * first letter or a final e ("Harison" and "Harrison", "Jon" and "John", "Sara" and "Sarah").
 */
function nameSpelling(a: string, b: string): boolean {
  const norm = (w: string) =>
    w
      .toLowerCase()
      .replace(/(.)\1+/g, '$1')
      .replace(/y/g, 'i')
      .replace(/(?!^)h/g, '')
      .replace(/e$/, '');
  return norm(a) === norm(b);
}

/**
 * The cheapest correction the essay itself uses, if one is within TWIN_COST. A capitalised word's
 * twin must be a name in the essay too: "Rin Tin Tin" is not a slip of the "run" in another line.
 */
export function essayTwin(typed: string, ranked: Correction[], names: NameLexicon): Correction | undefined {
  // (Capitalised only at the start of a sentence is no name: "Flouride" there, "fluoride" here.)
  const capital = /^\p{Lu}/u.test(typed) && names.isName(typed.toLowerCase());
  return ranked.find((r) => {
    const lower = r.word.toLowerCase();
    // (The same word with or without its plural or possessive ending is no other spelling of it:
    // "our selfs" is not "self's" because the essay writes "self".)
    const stem = (w: string) => w.replace(/['’]s$/, '').replace(/e?s$/, '');
    if (stem(lower) === stem(typed.toLowerCase())) return false;
    if (r.cost > TWIN_COST || /\s/.test(r.word) || names.exactCount(lower) === 0) return false;
    return !capital || (names.isName(lower) && !nameSpelling(typed, r.word));
  });
}

/**
 * Words harper's dictionary accepts but ours does not ("Jame" is in harper's list of names) whose
 * cheap correction the essay also uses: the same slip as an unknown word with an essay twin,
 * which harper never reports. Each distinct word is corrected once.
 */
export function acceptedTwins(tokens: Token[], lints: HarperLint[], names: NameLexicon): Unknown[] {
  const flagged = new SpanIndex(lints.filter((l) => l.kind === 'Spelling'));
  const twinOf = new Map<string, Correction | undefined>();
  const out: Unknown[] = [];
  for (const t of tokens) {
    if (!t.isWord || t.text.length < 3 || !/^\p{L}+$/u.test(t.text)) continue;
    if (flagged.overlaps(t.start, t.end) || names.isNameParticle(t.start)) continue;
    if (!twinOf.has(t.lower)) {
      const known = isKnownWord(t.lower);
      twinOf.set(t.lower, known ? undefined : essayTwin(t.text, correct(t.text, [], 3), names));
    }
    const twin = twinOf.get(t.lower);
    if (!twin) continue;
    const rest = correct(t.text, [], 3).filter((r) => r.word !== twin.word);
    out.push(unknownAt(t, [twin, ...rest], twin.word.toLowerCase()));
  }
  return out;
}
