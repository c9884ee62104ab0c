// Word forms built by rule: a fix keeps the case of the word it replaces, plurals and the
// third person of a verb. Shared by the grammar rules, the spelling layer and the style analyzer.
import { wordTable } from '../word-table';

/** `word` with the capital `like` starts with, if any: a fix keeps the case of what it replaces. */
export const casedLike = (word: string, like: string) =>
  /^\p{Lu}/u.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word;

const IRREGULAR_PLURAL_OF: Record<string, string> = wordTable({
  child: 'children',
  man: 'men',
  woman: 'women',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  goose: 'geese',
  life: 'lives',
  wife: 'wives',
  knife: 'knives',
  leaf: 'leaves',
  half: 'halves',
  shelf: 'shelves',
  wolf: 'wolves',
  thief: 'thieves',
  loaf: 'loaves',
  calf: 'calves',
  hero: 'heroes',
  potato: 'potatoes',
  tomato: 'tomatoes',
  echo: 'echoes',
});

/** Plural: "city" -> "cities", "box" -> "boxes", "player" -> "players", "child" -> "children". */
export function pluralOf(word: string): string {
  const irregular = IRREGULAR_PLURAL_OF[word.toLowerCase()];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /(?:sh|ch|x|z|s)$/.test(word) ? `${word}es` : `${word}s`;
}

/** The third-person singular of a base verb: "has", "goes", "watches", "tries", "asks". */
export function thirdPerson(v: string): string {
  if (v === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}
