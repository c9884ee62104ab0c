// The ideas college-essay prompts ask about, each with the words an essay uses when it answers
// one. WordNet relates "realization" to "realize" but not to "taught me" or "learned", and a
// growth essay tells of learning rather than naming "growth": without these groups an essay that
// plainly answers the Common App's growth prompt is told none of its key ideas appears. Words are
// lemmas or forms whose six-letter stem matches the essay's words ("learned", "taught").
const GROUPS: readonly string[][] = [
  // Growth, realization, a new understanding (Common App 5), the lesson of a setback (2), and
  // "an experience that shaped you" (told as what it taught).
  `growth grow grew grown mature maturity develop evolve changed transform realization realize realized
   understanding understood learn learned lesson teach taught discover insight perspective epiphany
   shape shaped influence influenced`,
  `accomplishment accomplish achieve achievement succeed success proud pride award earned finished`,
  `obstacle challenge setback failure fail failed mistake struggle struggled difficulty hardship adversity
   overcome defeat quit`,
  // Questioning a belief or idea (Common App 3).
  `belief believe question questioned challenge challenged doubt disagree argue opinion assumption convince`,
  // A problem solved (the former Common App 4, common in supplements): the essay tells the need
  // it saw and what it did about it.
  `problem solve solved solving solution fix fixed issue improve improved idea plan needed figured`,
  // Why this major, why this college (the commonest supplements): the field the essay names and the
  // pull the writer feels.
  `major study studying studied field degree concentration discipline program coursework`,
  `interest interested interests drawn draws fascinated fascinating curious excited love enjoy`,
  `university college campus`,
  // A community the writer belongs to (the commonest supplement after why-us).
  `community club team group neighborhood church congregation members teammates`,
  `belong belonging welcomed included accepted fit`,
  // Gratitude (Common App 4).
  `gratitude grateful thankful thank appreciate appreciation kindness generous generosity`,
  // What captivates the writer (Common App 6).
  `engaging engage captivate fascinate fascinated passion curious curiosity obsessed absorbed hooked`,
].map((g) => g.trim().split(/\s+/));

const BY_WORD = new Map<string, string[]>();
for (const group of GROUPS) for (const w of group) BY_WORD.set(w, [...(BY_WORD.get(w) ?? []), ...group]);

/** The words that answer the same prompt idea as `word` (a prompt word or its lemma), if any. */
export function conceptRelatives(word: string): readonly string[] {
  return BY_WORD.get(word.toLowerCase()) ?? [];
}
