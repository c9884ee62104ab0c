// Scientific names: a capitalised genus, or its initial, then a lower-case Latin epithet
// ("Bacillus subtilis", "E. coli", "Drosophila melanogaster"). Research essays use them, and no
// English dictionary lists the epithets, which read as slips of English words ("subtitles").
import { getLexicon } from './lexicon';

// Latin and Greek endings of species epithets (subtilis, coli, sapiens, aureus, melanogaster,
// elegans, cerevisiae, thaliana, japonicum, griseus).
const EPITHET = /(?:us|um|a|ae|is|i|ii|ens|ans|er|es|ata|ica|ides|ium|on)$/;
// Latin genus endings; a rarer word, so "America" or "Maria" before a slip does not count.
const GENUS = /(?:us|um|a|ia|is|es|on|o|ella|ax|ix|yx|ops|ter)$/;
const MAX_GENUS_FREQ = 200;

/** Whether the lower-case word at `start` is a species epithet after its genus. */
export function speciesEpithet(text: string, start: number, word: string): boolean {
  if (word.length < 4 || !/^\p{Ll}+$/u.test(word) || !EPITHET.test(word)) return false;
  const before = /(?:^|[^\p{L}.])(\p{Lu}\p{Ll}*\.?)\s+$/u.exec(text.slice(Math.max(0, start - 40), start));
  const genus = before?.[1];
  if (!genus) return false;
  // "E. coli", "B. subtilis": the genus abbreviated to its initial.
  if (/^\p{Lu}\.$/u.test(genus)) return true;
  const lower = genus.toLowerCase();
  return (
    lower.length >= 4 &&
    !genus.endsWith('.') &&
    GENUS.test(lower) &&
    (getLexicon().freq.get(lower) ?? 0) < MAX_GENUS_FREQ
  );
}
