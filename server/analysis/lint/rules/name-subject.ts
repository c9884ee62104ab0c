// A person's name with a plural verb: "Thomas Jefferson are intelligent because he …". Only a
// name of two or three capitalised words that opens its sentence, and only when "he" or "she"
// (or "his", "her") follows soon after, so the name is one person: team and band names ("Real
// Madrid are", British usage) and places ("the United States are") are left alone.
import type { ParsedEssay } from '../../nlp/parse';
import { firstWordIndex, hit, type RuleHit } from './types';
import { wordTable } from '../../word-table';

const PLURAL_VERB: Readonly<Record<string, string>> = wordTable({
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
});
const ONE_PERSON = /^(?:he|she|his|her|him|himself|herself)$/;
const NAME_WORD = /^\p{Lu}\p{Ll}+$/u;

export function nameSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    let k = i;
    while (k < s.tokenEnd && k - i < 3 && toks[k]!.pos === 'PROPN' && NAME_WORD.test(toks[k]!.text)) k++;
    const v = toks[k];
    if (k - i < 2 || !v || k >= s.tokenEnd) continue;
    const fix = v.text === v.lower ? PLURAL_VERB[v.lower] : undefined;
    if (!fix) continue;
    const soon = toks.slice(k + 1, Math.min(toks.length, k + 16));
    if (!soon.some((t) => ONE_PERSON.test(t.lower))) continue;
    if (soon.some((t) => /^(?:they|them|their)$/.test(t.lower))) continue;
    const name = essay.text.slice(toks[i]!.start, toks[k - 1]!.end);
    out.push(
      hit(
        'name-subject',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        `"${name}" is one person: write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}
