// Cuts read from the tagged words: the phrase tables, filler and hedges, and a vague adjective
// stacked on a noun beside a precise one.
import type { ParsedEssay, Token } from '../nlp/parse';
import type { Candidate } from './edits';
import { PHRASE_RULES } from './phrases';

export function phraseCuts(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const rule of PHRASE_RULES) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}'’-])${rule.pattern}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(re))
      out.push({
        kind: rule.kind,
        start: m.index,
        end: m.index + m[0].length,
        replacement: rule.replacement,
        reason: rule.reason,
      });
  }
  return out;
}

// Intensifiers that add emphasis, not meaning, before a describing word.
const INTENSIFIERS = new Set(['very', 'really', 'truly', 'extremely', 'incredibly', 'totally', 'literally']);
// 'very well', 'the very first', 'very much' mean something else without it.
const KEEP_AFTER_INTENSIFIER = new Set([
  'much',
  'many',
  'few',
  'little',
  'well',
  'same',
  'own',
  'first',
  'last',
  'beginning',
  'end',
  'moment',
  'least',
  'most',
  'best',
]);
const NEGATION_OR_DET = new Set(['not', "n't", 'never', 'no', 'so', 'how']);
const FILLER_REASON = 'A filler word: the sentence says the same without it.';
const HEDGE_REASON = 'A hedge: it is your essay, so the reader knows it is what you think.';

/** The word with a typographic apostrophe read as a straight one ("didn’t" -> "n't"). */
const plain = (w: string) => w.replace(/’/g, "'");

const NEGATIONS = new Set(['not', "n't", 'never', 'no', 'nor', 'without']);

/** 'I wouldn't have become so resilient': under a negation, the intensifier carries the meaning. */
function negatedBefore(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    if (tokens[j]!.sentence !== tokens[i]!.sentence) return false;
    if (NEGATIONS.has(plain(tokens[j]!.lower))) return true;
  }
  return false;
}

function inQuestion(tokens: readonly Token[], i: number): boolean {
  const s = tokens[i]!.sentence;
  let j = i;
  while (tokens[j + 1]?.sentence === s) j++;
  return tokens[j]!.text.includes('?');
}

const word = (tokens: readonly Token[], i: number): Token | undefined => {
  const t = tokens[i];
  return t && t.isWord ? t : undefined;
};

function intensifier(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  const next = word(tokens, i + 1);
  const prev = tokens[i - 1];
  if (!INTENSIFIERS.has(t.lower) || !next || next.sentence !== t.sentence) return null;
  if (KEEP_AFTER_INTENSIFIER.has(next.lower) || (prev && NEGATION_OR_DET.has(plain(prev.lower)))) return null;
  // 'Was he really coming back?' asks whether; without it the question changes.
  if (inQuestion(tokens, i) || negatedBefore(tokens, i)) return null;
  const before = next.pos === 'ADJ' || next.pos === 'ADV';
  const verb = t.lower !== 'very' && t.lower !== 'extremely' && next.pos === 'VERB';
  if (!before && !verb) return null;
  return { kind: 'filler', start: t.start, end: t.end, replacement: '', reason: FILLER_REASON };
}

// 'So' and 'just' as fillers: 'I was so nervous' (not 'so nervous that …'), 'I just wanted' (not
// 'I had just arrived', where it means a moment ago, nor 'we just need', where it means only).
function softFiller(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  const next = word(tokens, i + 1);
  const prev = tokens[i - 1];
  if (!next || next.sentence !== t.sentence || !prev || prev.sentence !== t.sentence) return null;
  if (negatedBefore(tokens, i)) return null;
  if (t.lower === 'so') {
    if (next.pos !== 'ADJ' || KEEP_AFTER_INTENSIFIER.has(next.lower) || !/^(?:AUX|VERB)$/.test(prev.pos))
      return null;
    // 'so happy (that) I ran' says what followed: only a clause's end or 'and'/'but' may come next.
    const after = tokens[i + 2];
    if (after && after.sentence === t.sentence && !/^(?:[.,;!]|and|but)$/.test(after.lower)) return null;
  } else if (t.lower === 'just') {
    if (next.pos !== 'VERB' || prev.pos !== 'PRON' || !/^(?:wanted|want|hoped|wished)$/.test(next.lower))
      return null;
  } else return null;
  return { kind: 'filler', start: t.start, end: t.end, replacement: '', reason: FILLER_REASON };
}

// 'I realized that I …': after a verb of knowing or saying, 'that' before a clause's own subject
// can go ('I knew that feeling' keeps it: no subject follows).
const THAT_VERBS = new Set([
  'realize',
  'know',
  'learn',
  'think',
  'believe',
  'say',
  'notice',
  'discover',
  'hope',
  'understand',
  'remember',
  'wish',
  'decide',
  'find',
  'feel',
]);
const SUBJECT_PRONOUNS = new Set([
  'i',
  'he',
  'she',
  'we',
  'they',
  'it',
  'you',
  'there',
  'nobody',
  'everyone',
]);

function optionalThat(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  const verb = tokens[i - 1];
  const next = word(tokens, i + 1);
  if (t.lower !== 'that' || !verb || verb.pos !== 'VERB' || !THAT_VERBS.has(verb.lemma) || !next) return null;
  if (!SUBJECT_PRONOUNS.has(next.lower) || next.sentence !== t.sentence) return null;
  return {
    kind: 'wordy',
    start: t.start,
    end: t.end,
    replacement: '',
    reason: "'That' can go here: the sentence reads the same without it.",
  };
}

// 'I think that …', 'I believe we …', 'I feel that …' before a clause of its own.
const HEDGE_VERBS = new Set(['think', 'believe', 'feel']);
const CLAUSE_SUBJECT = new Set(['PRON', 'DET', 'NOUN', 'PROPN']);

function hedge(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  const verb = tokens[i + 1];
  if (t.text !== 'I' || !verb || !HEDGE_VERBS.has(verb.lower)) return null;
  const prev = tokens[i - 1];
  if (prev && prev.sentence === t.sentence && !/^(?:,|and|but|so)$/.test(prev.lower)) return null;
  const withThat = tokens[i + 2]?.lower === 'that';
  if (!withThat && verb.lower === 'feel') return null;
  const a = withThat ? i + 3 : i + 2;
  const after = tokens[a];
  if (!after || !after.isWord || !CLAUSE_SUBJECT.has(after.pos) || after.lower === 'that') return null;
  // The clause must go on to its own verb: 'I think so', 'I believe him' are not hedges.
  if (!tokens.slice(a + 1, a + 4).some((r) => r.pos === 'VERB' || r.pos === 'AUX')) return null;
  return { kind: 'filler', start: t.start, end: tokens[a - 1]!.end, replacement: '', reason: HEDGE_REASON };
}

// 'kind of' / 'sort of' before a describing word or verb ('I was kind of nervous').
function softener(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  const of = tokens[i + 1];
  const next = word(tokens, i + 2);
  const prev = tokens[i - 1];
  if (!/^(?:kind|sort)$/.test(t.lower) || of?.lower !== 'of' || !next) return null;
  if (prev && (prev.pos === 'DET' || prev.pos === 'ADJ' || prev.pos === 'PRON' || prev.lower === 'what'))
    return null;
  if (next.pos !== 'ADJ' && next.pos !== 'VERB') return null;
  return { kind: 'filler', start: t.start, end: of.end, replacement: '', reason: HEDGE_REASON };
}

// Praise words that tell the reader how to feel; beside a precise adjective they add nothing.
// 'beautiful' or 'good' often carry the writer's meaning ('this beautiful, fraught land'): only
// words of pure praise are cut.
const VAGUE_ADJECTIVES = new Set([
  'amazing',
  'incredible',
  'wonderful',
  'awesome',
  'fantastic',
  'terrific',
  'fabulous',
  'marvelous',
]);

function stackedAdjective(tokens: readonly Token[], i: number): Candidate | null {
  const t = tokens[i]!;
  if (t.pos !== 'ADJ' || !VAGUE_ADJECTIVES.has(t.lower)) return null;
  // The stack: adjectives (commas or 'and' between) ending on a noun, with another adjective in it.
  let j = i + 1;
  let others = 0;
  while (tokens[j] && (tokens[j]!.pos === 'ADJ' || tokens[j]!.lower === ',' || tokens[j]!.lower === 'and')) {
    if (tokens[j]!.pos === 'ADJ') others++;
    j++;
  }
  const noun = tokens[j];
  if (!others || !noun || noun.pos !== 'NOUN') return null;
  // 'amazing, old' or 'amazing old': what goes is the word and its comma.
  const last = tokens[i + 1]!.lower === ',' ? tokens[i + 1]! : t;
  const firstKept = tokens[i + (last === t ? 1 : 2)];
  if (!firstKept || firstKept.pos !== 'ADJ') return null;
  const article = tokens[i - 1];
  const reason = 'A vague adjective beside a precise one: the precise one shows it.';
  if (article && /^(?:a|an)$/i.test(article.text)) {
    const an = /^[aeiou]/i.test(firstKept.text) ? 'an' : 'a';
    const fixed = /^A/.test(article.text) ? an[0]!.toUpperCase() + an.slice(1) : an;
    return { kind: 'adjective', start: article.start, end: last.end, replacement: fixed, reason };
  }
  return { kind: 'adjective', start: t.start, end: last.end, replacement: '', reason };
}

export function wordCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  const { tokens } = essay;
  for (let i = 0; i < tokens.length; i++) {
    const c =
      intensifier(tokens, i) ??
      softFiller(tokens, i) ??
      optionalThat(tokens, i) ??
      hedge(tokens, i) ??
      softener(tokens, i) ??
      stackedAdjective(tokens, i);
    if (c) out.push(c);
  }
  return out;
}
