// Phrases that fix the number of the noun after them: "one of the best player" -> "players" (one
// of many), "the amount of visitors" -> "the number of visitors" (things you count take "number").
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, isPlural, isSingular, type RuleHit } from './types';

const ONE_OF_DETERMINER = /^(?:the|my|your|his|her|our|their|these|those)$/;

/** Index of the noun that heads the phrase starting at `from`, past adjectives and adverbs; -1 if none. */
function headNoun(toks: readonly Token[], from: number, sentence: number): number {
  let j = from;
  while (j < from + 3 && (toks[j]?.pos === 'ADJ' || toks[j]?.pos === 'ADV') && toks[j]!.sentence === sentence)
    j++;
  const n = toks[j];
  const after = toks[j + 1];
  if (!n || n.sentence !== sentence || n.pos !== 'NOUN') return -1;
  // "one of the best player ratings", "the team's": the noun is not the head
  if (
    after &&
    after.sentence === sentence &&
    (/^(?:NOUN|PROPN)$/.test(after.pos) || /^(?:['’]s?|-)$/.test(after.text))
  )
    return -1;
  return j;
}

/** "one of the best player": after "one of the", the noun names a group, so it is plural. */
export function oneOfPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (toks[i]!.lower !== 'one' || toks[i + 1]!.lower !== 'of') continue;
    // "phase one of the project", "day one of the trip": "one" is a number in a name
    const p = toks[i - 1];
    if (p && p.sentence === toks[i]!.sentence && (p.pos === 'NOUN' || p.pos === 'PROPN')) continue;
    const d = toks[i + 2]!;
    if (!ONE_OF_DETERMINER.test(d.lower) || d.sentence !== toks[i]!.sentence) continue;
    const j = headNoun(toks, i + 3, d.sentence);
    const n = toks[j];
    if (!n || !isSingular(n)) continue;
    const plural = /[^aeiou]y$/.test(n.text)
      ? `${n.text.slice(0, -1)}ies`
      : /(?:sh|ch|x|z)$/.test(n.text)
        ? `${n.text}es`
        : `${n.text}s`;
    out.push(
      hit(
        'one-of-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `After "one of ${d.lower}", use the plural: "${plural}" (one of several).`,
        [plural],
      ),
    );
  }
  return out;
}

// Plurals that name an amount rather than things counted one by one ("the amount of funds").
const MASS_PLURAL = new Set(
  'funds resources earnings savings goods damages sales emissions proceeds remains wages profits assets taxes fees costs expenses calories supplies materials'.split(
    ' ',
  ),
);

/** "the amount of visitors": a noun you count takes "number of", not "amount of". */
export function amountOfRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const a = toks[i]!;
    if (a.lower !== 'amount' || toks[i + 1]!.lower !== 'of' || toks[i + 1]!.sentence !== a.sentence) continue;
    const from = toks[i + 2]!.lower === 'the' ? i + 3 : i + 2;
    const n = toks[headNoun(toks, from, a.sentence)];
    if (!n || !isPlural(n) || MASS_PLURAL.has(n.lower)) continue;
    out.push(
      hit(
        'amount-of-count',
        'grammar',
        'Word choice',
        a.start,
        a.end,
        `"${n.text}" are counted one by one: write "number of", not "amount of".`,
        [a.text === 'Amount' ? 'Number' : 'number'],
      ),
    );
  }
  return out;
}
