// A noun and a past participle before a noun ("an SSL encrypted connection"), and what it shares
// with hyphens.ts: the compound-modifier hit and the words a noun phrase can start with.
import { OPEN_COMPOUNDS } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { COMPOUND_PHRASES } from './hyphen-phrases';
import { adjacent, hit, IRREGULAR_PLURAL, type RuleHit, defineRule } from './types';
import { ingForm } from './verb-patterns';
import { isKnownWord } from '../../spell/corrector';

export const POSSESSOR = new Set(
  'my your his her its our their one him them own the a an this that true inner former old new whole better'.split(
    ' ',
  ),
);

export function push(out: RuleHit[], essay: ParsedEssay, from: Token, to: Token, joined: string): void {
  out.push(
    hit(
      'compound-modifier',
      'hyphenation',
      'Hyphenation',
      from.start,
      to.end,
      `Join "${essay.text.slice(from.start, to.end)}" with hyphens when it describes the noun after it.`,
      [joined],
    ),
  );
}

const FIXED_SET: ReadonlySet<string> = new Set(COMPOUND_PHRASES);

/** "cooking", "following": the -ing form of a verb ("king", "spring", "string" are not). */
export function isGerund(w: string): boolean {
  if (!/^\p{L}{3,}ing$/u.test(w)) return false;
  const stem = w.slice(0, -3);
  // "cook", "write" (its e dropped), "shop" (its last letter doubled)
  return [stem, `${stem}e`, stem.slice(0, -1)].some(
    (v) => v.length >= 3 && isKnownWord(v) && ingForm(v) === w,
  );
}

const NAMING = /^(?:called|named|titled|entitled|labell?ed|dubbed|nicknamed)$/;

export const DEPENDENT = (p?: Token) =>
  !!p && (p.pos === 'DET' || p.pos === 'ADJ' || p.pos === 'ADP' || POSSESSOR.has(p.lower));

/**
 * "..., and my little brother needed braces", "because the team finished plans": the noun phrase
 * starts a clause of its own (after a conjunction, a clause mark or nothing), so its noun and the
 * past form after it are that clause's subject and verb.
 */
function opensClause(toks: readonly Token[], from: number, sentenceStart: number): boolean {
  let k = from;
  // ("He notes that his family welcomed refugees": "that" opens the clause, it is no determiner.)
  while (
    k > sentenceStart &&
    (DEPENDENT(toks[k]) || toks[k]!.pos === 'ADV') &&
    toks[k]!.pos !== 'ADP' &&
    toks[k]!.lower !== 'that'
  )
    k--;
  if (toks[k]!.lower === 'that' && toks[k - 1]?.pos === 'VERB') return true;
  if (k === sentenceStart && DEPENDENT(toks[k])) return true;
  const before = toks[k]!;
  // (the tagger calls British "whilst" a noun)
  return (
    before.pos === 'CCONJ' || before.pos === 'SCONJ' || /^(?:[,;:—–(]|whilst|whereas)$/.test(before.lower)
  );
}

/**
 * A noun and a past participle before a noun, "an SSL encrypted connection", "the user specified
 * text", "steel belted tyres": "SSL-encrypted". Only after a determiner, adjective or preposition
 * and once the sentence already has a verb, so the pair cannot be a subject and its verb ("The
 * study measured results").
 */
export function participleCompoundRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 2 < toks.length; i++) {
    const [p, a, b, c] = [toks[i - 1]!, toks[i]!, toks[i + 1]!, toks[i + 2]!];
    if (p.sentence !== c.sentence || !DEPENDENT(p) || /-$/.test(essay.text.slice(p.end, a.start))) continue;
    // ("rather than offer selected courses": after "than" a verb may follow, as after "to".)
    if (p.lower === 'than') continue;
    if ((a.pos !== 'NOUN' && a.pos !== 'PROPN') || !/^\p{L}{2,}$/u.test(a.text) || /[^s]s$/.test(a.lower))
      continue;
    // "high quality finished goods" is "high-quality" (the fixed phrase), not "quality-finished"
    if (IRREGULAR_PLURAL.has(a.lower) || FIXED_SET.has(`${p.lower} ${a.lower}`)) continue;
    // ("cooking prepared foods", "by grouping related functions": a gerund and its object.)
    if (isGerund(a.lower)) continue;
    // a past form ("need" is not one; "unrecognized tax benefits" is one adjective)
    if (!/^\p{Ll}{3,}(?<!e)ed$/u.test(b.text) || /^un/.test(b.lower)) continue;
    // ("a site called nickelodeon.com", "a program named synesthesia": a name follows, not a noun
    // the pair describes.)
    if (NAMING.test(b.lower)) continue;
    if ((b.pos !== 'VERB' && b.pos !== 'ADJ') || c.pos !== 'NOUN' || !/^\p{Ll}/u.test(c.text)) continue;
    if (!adjacent(essay, a, b) || !adjacent(essay, b, c)) continue;
    const s = essay.sentences[a.sentence]!;
    // (looking back 40 tokens at most keeps an endless sentence linear)
    const back = toks.slice(Math.max(s.tokenStart, i - 41), i - 1);
    if (!back.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) continue;
    if (opensClause(toks, i - 1, s.tokenStart)) continue;
    push(out, essay, a, b, `${a.text}-${b.text}`);
  }
  return out;
}

export const participleCompound = defineRule({
  id: 'participle-compound',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description:
    'A noun and a past participle before a noun, "an SSL encrypted connection", "the user specified text", "steel belted tyres": "SSL-encrypted". Only after a determiner, adjective or preposition and once the sentence already has a verb, so the pair cannot be a subject and its verb ("The study measured results").',
  after: ['hyphen'],
  examples: {
    wrong: [
      ['We tested a steel belted tire.', 'We tested a steel-belted tire.'],
      [
        'All access goes over an SSL encrypted connection.',
        'All access goes over an SSL-encrypted connection.',
      ],
    ],
    right: ['The tire was belted with steel.', ...OPEN_COMPOUNDS],
  },
  run: participleCompoundRule,
});
