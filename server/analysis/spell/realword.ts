// Real-word errors: correctly spelled words used in place of another (no -> know, of -> off,
// there -> their). Dictionary checkers miss these entirely. Each rule names a confusion that is
// common in English and a context that makes the intended word near-certain (wink's POS tags
// and lemmas plus neighbouring words), because a false alarm on a correct word costs more trust
// than a miss. The rules are general grammar knowledge, not learned from any test text.
// The rules live beside it: no/of/to and their kin in common-confusions.ts, sound-alike function
// words (there/their, then/than, its) in homophone-rules.ts, and more in the files imported below.
import type { Token } from '../nlp/parse';
import { Ctx, type RealWordRule } from './context';
import { COMMON_CONFUSIONS } from './common-confusions';
import { MORE_CONFUSIONS } from './confusions';
import { SLIP_CONFUSIONS } from './slips';
import { HOMOPHONE_CONFUSIONS } from './homophone-rules';
import { ITS_CONFUSIONS } from './its-rules';
import { AFFECT_CONFUSIONS } from './affect-rules';
import { NARRATIVE_CONFUSIONS } from './narrative-rules';
import { LEARNER_WORD_CONFUSIONS } from './learner-words';
import { wordTable } from '../word-table';

export interface RealWordHit {
  start: number;
  end: number;
  text: string;
  replacement: string;
  reason: string;
}

// The word tables whose rules are tried first for a word (then the slips, then MORE_CONFUSIONS,
// then the narrative and learner tables).
const REAL_WORD_TABLE: Record<string, RealWordRule> = wordTable({
  ...COMMON_CONFUSIONS,
  ...HOMOPHONE_CONFUSIONS,
  ...ITS_CONFUSIONS,
  ...AFFECT_CONFUSIONS,
});

// wink splits "wont" into "wo" + "nt" and "it's" into "it" + "'s": such pairs are read as one word.
const JOINED: Record<string, string> = wordTable({
  'wo nt': 'wont',
  'ca nt': 'cant',
  "it 's": "it's",
  'it ’s': "it's",
  "who 's": "who's",
  "he 's": "he's",
  "they 're": "they're",
  'they ’re': "they're",
  "you 're": "you're",
  'you ’re': "you're",
  'he ’s': "he's",
  'who ’s': "who's",
  "wo n't": "won't",
  'wo n’t': "won't",
});

export function findRealWordErrors(tokens: Token[]): RealWordHit[] {
  const hits: RealWordHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const next = tokens[i + 1];
    const joined = next && next.start === tok.end ? JOINED[`${tok.lower} ${next.lower}`] : undefined;
    const word = joined ?? tok.lower.replace('’', "'");
    const rule = REAL_WORD_TABLE[word] ?? SLIP_CONFUSIONS[word];
    const more = MORE_CONFUSIONS[word];
    const narrative = NARRATIVE_CONFUSIONS[word] ?? LEARNER_WORD_CONFUSIONS[word];
    if (!rule && !more && !narrative) continue;
    // ("go-carts", "know-how": part of a hyphenated word, not a word of the sentence.)
    if (!joined && inHyphenatedWord(tokens, i)) continue;
    const at = joined ? i + 1 : i;
    const ctx = new Ctx(tokens, at);
    const fix = rule?.(ctx) ?? more?.(ctx) ?? narrative?.(ctx);
    if (!fix) continue;
    const end = tokens[at]!.end;
    const text = joined ? `${tok.text}${next!.text}` : tok.text;
    hits.push({
      start: tok.start,
      end,
      text,
      replacement: matchCase(text, fix),
      reason: `"${text}" here reads as "${fix}"`,
    });
    i = at;
  }
  return hits;
}

function inHyphenatedWord(tokens: Token[], i: number): boolean {
  const glued = (a: Token | undefined, b: Token | undefined) => !!a && !!b && a.end === b.start;
  const [p2, p, t, n, n2] = [tokens[i - 2], tokens[i - 1], tokens[i]!, tokens[i + 1], tokens[i + 2]];
  return (
    (n?.text === '-' && glued(t, n) && glued(n, n2) && !!n2?.isWord) ||
    (p?.text === '-' && glued(p, t) && glued(p2, p) && !!p2?.isWord)
  );
}

function matchCase(orig: string, fix: string): string {
  if (fix === "I'll") return fix;
  return /^\p{Lu}/u.test(orig) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
}
