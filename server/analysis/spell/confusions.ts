// More real-word confusions, each a word that is spelled right but cannot stand where it does:
// a verb of motion after a subject ("we wet home"), an adverb used as a noun ("very mush"), a
// noun with no determiner where an adverb belongs ("I gust want"). Each rule fires only where the
// written word is ungrammatical, so a correct sentence stays clean. General English usage, not
// learned from any test text. Rules for words realword.ts already knows run after its own.
// The rules themselves are in confusions-content-words.ts and confusions-function-words.ts.
import type { Token } from '../nlp/parse';
import { getLexicon, wordFrequency } from './lexicon';
import type { RealWordHit } from './realword';
import type { RealWordRule } from './context';
import { CONTENT_WORD_CONFUSIONS } from './confusions-content-words';
import { FUNCTION_WORD_CONFUSIONS } from './confusions-function-words';
import { wordTable } from '../word-table';

// Looked up by the written word; the two tables share no word.
export const MORE_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  ...CONTENT_WORD_CONFUSIONS,
  ...FUNCTION_WORD_CONFUSIONS,
});

/**
 * A name with a possessive "s" but no apostrophe ("peters mother", "Toms house"): the name also
 * stands alone in the essay, it is a name (the dictionary knows it only as one, or the writer
 * capitalises it mid-sentence), and a noun follows.
 */
export function missingApostrophes(tokens: Token[], isName: (lower: string) => boolean): RealWordHit[] {
  const seen = new Set(tokens.filter((t) => t.isWord).map((t) => t.lower));
  const { proper } = getLexicon();
  const out: RealWordHit[] = [];
  tokens.forEach((t, i) => {
    const base = t.lower.slice(0, -1);
    if (!t.isWord || !/^\p{L}{3,}s$/u.test(t.text) || !seen.has(base)) return;
    // A name the writer capitalises counts too ("Peter"), unless "Xs" is itself a common word
    // ("boats", "likes"): a name's plural is far rarer than the name.
    const rare = wordFrequency(t.lower) * 10 < wordFrequency(base) && t.pos !== 'VERB';
    if (!proper.has(base) && !(isName(base) && rare)) return;
    const next = tokens[i + 1];
    const noun = next?.pos === 'NOUN' || (next?.pos === 'ADJ' && tokens[i + 2]?.pos === 'NOUN');
    if (!noun || next!.sentence !== t.sentence || /^\p{Lu}+$/u.test(t.text)) return;
    const fix = `${t.text.slice(0, -1)}'s`;
    out.push({
      start: t.start,
      end: t.end,
      text: t.text,
      replacement: fix,
      reason: `"${t.text}" here reads as "${fix}"`,
    });
  });
  return out;
}
