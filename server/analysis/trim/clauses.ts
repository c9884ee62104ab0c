// Clause compressions that keep the meaning in any sentence: 'There are many people who help' ->
// 'Many people help', 'the girl who was sitting' -> 'the girl sitting', 'was not able to' -> 'could
// not'. Read from the tagged words, so each applies only where the grammar allows it.
import type { ParsedEssay, Token } from '../nlp/parse';
import { atSentenceStart, type Candidate } from './edits';

const REASON = 'Says the same in fewer words.';
export const THERE_WAS_REASON = 'Says the same in fewer words: start with who did it.';
// 'There was a boy who lived next door' -> 'A boy lived next door' too.
const QUANTIFIERS = new Set(['many', 'some', 'several', 'few', 'countless', 'numerous', 'a', 'an', 'one']);
const BE = new Set(['is', 'are', 'was', 'were']);
const RELATIVE = new Set(['who', 'that', 'which']);

/** 'There are many people who help' -> 'Many people help': 'who' must open the clause's verb. */
function thereAreWho(essay: ParsedEssay, i: number): Candidate | null {
  const t = essay.tokens;
  const [there, be, q, noun, rel, verb] = [t[i], t[i + 1], t[i + 2], t[i + 3], t[i + 4], t[i + 5]];
  if (there?.lower !== 'there' || !be || !BE.has(be.lower) || !q || !QUANTIFIERS.has(q.lower)) return null;
  if (!noun || noun.pos !== 'NOUN' || !rel || !RELATIVE.has(rel.lower) || !verb) return null;
  if ((verb.pos !== 'VERB' && verb.pos !== 'AUX') || verb.sentence !== there.sentence) return null;
  if (!atSentenceStart(essay.text, there.start)) return null;
  const text = essay.text.slice(q.start, noun.end);
  return {
    kind: 'wordy',
    start: there.start,
    end: rel.end,
    replacement: `${text[0]!.toUpperCase()}${text.slice(1)}`,
    reason: /^(?:a|an|one)$/.test(q.lower) ? THERE_WAS_REASON : REASON,
  };
}

/** The noun at `n` opens with a determiner or a possessive ('the girl', 'my old friend'). */
function determined(tokens: readonly Token[], n: number): boolean {
  for (let j = n - 1; j >= Math.max(0, n - 3); j--) {
    const t = tokens[j]!;
    if (t.sentence !== tokens[n]!.sentence) return false;
    if (t.pos === 'DET' || (t.pos === 'PRON' && /^(?:my|your|his|her|its|our|their)$/.test(t.lower)))
      return true;
    if (t.pos !== 'ADJ' && t.pos !== 'NOUN') return false;
  }
  return false;
}

/** 'the girl who was sitting by the door' -> 'the girl sitting by the door'. */
function relativeBe(essay: ParsedEssay, i: number): Candidate | null {
  const t = essay.tokens;
  const [noun, rel, be, next] = [t[i - 1], t[i], t[i + 1], t[i + 2]];
  if (!rel || !RELATIVE.has(rel.lower) || !be || !BE.has(be.lower) || !next || !noun) return null;
  if (noun.pos !== 'NOUN' && noun.pos !== 'PROPN') return null;
  // After a bare noun the pronoun may open a new clause ('By censoring libraries that is taking away
  // …'): only a noun phrase opened by a determiner ('the girl who was …') is followed by a relative.
  if (!determined(t, i - 1)) return null;
  if (next.sentence !== rel.sentence || !next.isWord) return null;
  // What follows must be a phrase that can stand after the noun alone: a participle or a place.
  const participle = next.pos === 'VERB' && /(?:ing|ed|en)$/.test(next.lower);
  const place = next.pos === 'ADP' && !/^(?:that|if|because|like|as|than)$/.test(next.lower);
  if (!participle && !place) return null;
  return { kind: 'wordy', start: rel.start, end: next.start, replacement: '', reason: REASON };
}

/** 'was not able to' / 'wasn't able to' -> 'could not' / 'couldn't'. */
function notAbleTo(essay: ParsedEssay, i: number): Candidate | null {
  const t = essay.tokens;
  const [be, not, able, to] = [t[i], t[i + 1], t[i + 2], t[i + 3]];
  if (!be || !/^(?:was|were|wasn't|weren't|wasn|weren)$/.test(be.lower)) return null;
  if (!not || !/^(?:not|n't)$/.test(not.lower) || able?.lower !== 'able' || to?.lower !== 'to') return null;
  // 'wasn’t' keeps its own apostrophe: 'couldn’t'.
  const contracted = not.lower === "n't" ? `could${essay.text.slice(not.start, not.end)}` : null;
  return {
    kind: 'wordy',
    start: be.start,
    end: to.end,
    replacement: contracted ?? 'could not',
    reason: REASON,
  };
}

export function clauseCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < essay.tokens.length; i++) {
    const c = thereAreWho(essay, i) ?? relativeBe(essay, i) ?? notAbleTo(essay, i);
    if (c) out.push(c);
  }
  return out;
}
