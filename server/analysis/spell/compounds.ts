// Closed compounds written as two words ("some one", "my self", "a lot" is fine but "a gain" is
// not): the pair is flagged only where English writes the compound closed and the open pair is
// rare or needs a context the rule checks. General orthography, not learned from any test text.
import type { Token } from '../nlp/parse';
import { getLexicon } from './lexicon';
import { wordTable } from '../word-table';

export interface CompoundHit {
  start: number;
  end: number;
  text: string;
  replacement: string;
}

// first word -> second words that close up with it (the pair is almost never right apart).
const ALWAYS: Record<string, string[]> = wordTable({
  some: ['one', 'thing', 'body', 'where', 'how'],
  any: ['thing', 'body', 'where', 'how'],
  every: ['thing', 'body', 'where', 'were'],
  no: ['where', 'thing'],
  my: ['self'],
  your: ['self', 'selves'],
  him: ['self'],
  her: ['self'],
  it: ['self'],
  them: ['selves'],
  our: ['selves'],
  with: ['out'],
  in: ['side'],
  out: ['side'],
  to: ['night', 'morrow', 'gether'],
  be: ['cause', 'tween', 'hind'],
  other: ['wise'],
  mean: ['while'],
  where: ['ever'],
  when: ['ever'],
  never: ['theless'],
  al: ['ways', 'so', 'though', 'ready', 'most'],
  there: ['fore'],
  week: ['end', 'ends'],
  boy: ['friend', 'friends'],
  girl: ['friend', 'friends'],
  grand: ['mother', 'father', 'parents', 'ma', 'pa'],
  an: ['other'],
  up: ['stairs'],
  down: ['stairs'],
  bed: ['room', 'rooms'],
});
// Pairs that are right apart in some contexts: flagged only when the next word rules that out.
const NEVER = /(?!)/;
const UNLESS_NEXT: Record<string, Record<string, RegExp>> = wordTable({
  // ("in every one, I gave": one of several things already named, before a comma or "of")
  every: wordTable({ one: /^(of|who|that|else|,|;)$/ }),
  any: wordTable({ one: /^(of|who|that|else|thing|,|;)$/ }),
  a: wordTable({ sleep: NEVER, gain: /^of$/, bout: /^(of|with|between)$/ }),
  all: wordTable({ ways: NEVER }),
  // "an other things", "an other are": a slip of "and other", not "another".
  an: wordTable({ other: /^(\w+s|are|were)$/ }),
  can: wordTable({ not: /^only$/ }),
});

// Nouns of trade or role are written closed ("policeman", "workmen", "postman"): a noun then
// man/men/woman/women whose joined form is a common word. (Other noun pairs such as "door bell"
// or "bath room" are left alone: British and older usage writes many of them open.)
const MAN_OR_WOMAN = new Set(['man', 'men', 'woman', 'women']);
function closedNoun(a: Token, b: Token): string | null {
  if (a.pos !== 'NOUN' || !MAN_OR_WOMAN.has(b.lower) || a.lower.length < 3 || !/^[a-z]+$/.test(a.lower))
    return null;
  const { freq, proper } = getLexicon();
  const joined = a.lower + b.lower;
  return (freq.get(joined) ?? 0) >= 30 && !proper.has(joined) ? joined : null;
}

// Joined forms that drop or change a letter.
const JOIN_FIX: Record<string, string> = wordTable({
  whereever: 'wherever',
  allways: 'always',
  everywere: 'everywhere',
});

const SINGULAR_DETERMINER = /^(the|a|an|my|his|her|their|our|your|this|that|its)$/;
const DISTANCE = /^(yards|miles|feet|metres|meters|steps|inches|far|long)$/;

/**
 * "a" plus a word that together make an adverb, where the next word rules out the article
 * reading: "a long the road" (along), "miles a way from" (away), "won't eat a tall." (at all).
 */
function articlePair(tokens: Token[], i: number): string | null {
  const [a, b, c] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]];
  if (a.lower !== 'a') return null;
  const nextWord = c?.isWord && c.sentence === a.sentence ? c.lower : '';
  if (b.lower === 'long' && SINGULAR_DETERMINER.test(nextWord)) return 'along';
  if (b.lower === 'way' && nextWord === 'from' && DISTANCE.test(tokens[i - 1]?.lower ?? '')) return 'away';
  if (b.lower === 'tall' && !nextWord) return 'at all';
  // "left a lone in the house" (not "a lone wolf"); "six years a go" (not "have a go").
  if (b.lower === 'lone' && (!nextWord || /^(in|at|on|with|for|and|to|by|again|now)$/.test(nextWord)))
    return 'alone';
  if (b.lower === 'go' && TIME_SPAN.test(tokens[i - 1]?.lower ?? '')) return 'ago';
  return null;
}

const TIME_SPAN = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|long|while)$/;
const JOINER_OR_SUBORDINATOR = /^(but|and|so|then|because|when|if|or)$/;

/** "Some times they fight", "but some times I win": the adverb, opening a clause. */
function sometimes(tokens: Token[], i: number): string | null {
  const [a, b, c] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]];
  if (a.lower !== 'some' || b.lower !== 'times') return null;
  const prev = tokens[i - 1];
  const opens =
    !prev || prev.sentence !== a.sentence || !prev.isWord || JOINER_OR_SUBORDINATOR.test(prev.lower);
  const then =
    c && c.sentence === a.sentence && (c.text === ',' || /^(i|we|they|he|she|you|it)$/.test(c.lower));
  return opens && then ? 'sometimes' : null;
}

export function findSplitCompounds(text: string, tokens: Token[]): CompoundHit[] {
  const out: CompoundHit[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    // Two words with a space between ("cannot" is one token pair with none).
    if (!a.isWord || !b.isWord || a.sentence !== b.sentence || !/^\s+$/.test(text.slice(a.end, b.start)))
      continue;
    // (a word, or the mark after the pair: "every one," is one of several)
    const next = tokens[i + 2]?.lower ?? '';
    // "her self-esteem" is not "herself".
    if (/^[-‐]/.test(text.slice(b.end, b.end + 1))) continue;
    const always = ALWAYS[a.lower]?.includes(b.lower);
    const unless = UNLESS_NEXT[a.lower]?.[b.lower];
    const noun =
      !always && !unless ? (closedNoun(a, b) ?? articlePair(tokens, i) ?? sometimes(tokens, i)) : null;
    if (noun) {
      const replacement = /^\p{Lu}/u.test(a.text) ? noun[0]!.toUpperCase() + noun.slice(1) : noun;
      out.push({ start: a.start, end: b.end, text: `${a.text} ${b.text}`, replacement });
      i++;
      continue;
    }
    if (!always && !unless) continue;
    if (unless && unless.test(next)) continue;
    if (
      a.lower === 'a' &&
      b.lower === 'sleep' &&
      !/^(fall|fell|falls|falling|fallen|was|were|is|are|be|been|half)$/.test(tokens[i - 1]?.lower ?? '')
    )
      continue;
    if (a.lower === 'all' && b.lower === 'ways' && /^(in|of|both)$/.test(tokens[i - 1]?.lower ?? ''))
      continue;
    const joined = `${a.text}${b.lower}`;
    // ("Where ever" -> "Wherever": a fixed spelling keeps the writer's capital.)
    const fixed = JOIN_FIX[joined.toLowerCase()];
    const cased = fixed && /^\p{Lu}/u.test(a.text) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
    out.push({
      start: a.start,
      end: b.end,
      text: `${a.text} ${b.text}`,
      replacement: joined === 'Alot' ? 'A lot' : (cased ?? joined),
    });
    i++;
  }
  return out;
}
