// The multi-letter slips of English spelling the error model knows (distance.ts): one spelling of
// a sound for another, silent letters, endings and vowel teams, each with its cost.
export interface SpellingEdit {
  base: number;
  /** What the writer typed. */
  from: string;
  /** What they meant. */
  to: string;
  cost: number;
  /** Only at the end (or start) of the word. */
  at?: 'end' | 'start';
}

// [typed, meant, cost, anchor]; each is added in both directions (ONE_WAY below are not).
const SPELLINGS: Array<[string, string, number, ('end' | 'start')?]> = [
  ['f', 'ph', 0.4],
  ['f', 'gh', 0.6, 'end'],
  ['k', 'ck', 0.3],
  ['c', 'ck', 0.3],
  ['k', 'ch', 0.5],
  ['ks', 'x', 0.4],
  ['kw', 'qu', 0.4],
  ['s', 'ss', 0.3],
  ['s', 'sc', 0.4],
  ['se', 'ce', 0.4],
  ['si', 'ci', 0.4],
  ['sh', 'ti', 0.5],
  ['sh', 'ci', 0.5],
  ['sh', 'ch', 0.5],
  ['ch', 'tu', 0.6],
  ['j', 'dg', 0.4],
  ['g', 'dg', 0.4],
  ['w', 'wh', 0.35],
  ['n', 'kn', 0.35, 'start'],
  ['n', 'gn', 0.4],
  ['r', 'wr', 0.35, 'start'],
  ['m', 'mb', 0.4, 'end'],
  ['s', 'ps', 0.4, 'start'],
  ['shun', 'tion', 0.5],
  ['sion', 'tion', 0.35],
  ['tion', 'cian', 0.45],
  ['able', 'ible', 0.3],
  ['ance', 'ence', 0.3],
  ['ancy', 'ency', 0.3],
  ['ant', 'ent', 0.3, 'end'],
  ['ise', 'ize', 0.25],
  // i for a y between consonants in Greek-derived words ("analise" for "analyze").
  ['ise', 'yze', 0.45],
  ['yse', 'yze', 0.25],
  ['our', 'or', 0.3],
  ['re', 'er', 0.3, 'end'],
  ['ys', 'ies', 0.3, 'end'],
  ['es', 's', 0.35, 'end'],
  ['nk', 'ng', 0.4, 'end'],
  ['y', 'ie', 0.4],
  ['y', 'ey', 0.4, 'end'],
  ['ly', 'ally', 0.35, 'end'],
  ['ful', 'full', 0.3, 'end'],
  ['el', 'le', 0.35, 'end'],
  ['al', 'le', 0.45, 'end'],
  ['ite', 'ight', 0.45],
  ['it', 'ight', 0.55],
  ['o', 'ough', 0.6],
  ['u', 'ough', 0.6],
  ['er', 'ure', 0.45, 'end'],
  // French endings written as heard ("chauffuer", "amatuer").
  ['uer', 'eur', 0.35, 'end'],
  ['ure', 'eur', 0.4, 'end'],
  ['ch', 'tch', 0.3],
  // The silent l of walk, talk, calm, written as a non-rhotic writer hears it ("chark", "storked").
  ['ark', 'alk', 0.45],
  ['ork', 'alk', 0.5],
  ['arm', 'alm', 0.45],
  // r and a vowel swapped in a prefix ("preform", "prusue").
  ['pre', 'per', 0.4, 'start'],
  ['pre', 'pur', 0.5, 'start'],
];

// A long vowel written as a vowel team or with a silent final e ("privait" for "private", "mayd"
// is left to the typo index): ai/a_e, oa/o_e, ee/e_e before a final consonant.
for (const [team, vowel] of [
  ['ai', 'a'],
  ['ay', 'a'],
  ['oa', 'o'],
  ['ee', 'e'],
  ['ea', 'e'],
])
  for (const c of 'tdklnmpsv') SPELLINGS.push([team + c, `${vowel}${c}e`, 0.45, 'end']);

// One-way slips: "particulary" is "particularly", but "ordinarly" is not "ordinary".
// An r heard in a vowel ("archieve" for "achieve") is one way too: "ach" is not "arch".
const ONE_WAY: Array<[string, string, number, ('end' | 'start')?]> = [
  ['ary', 'arly', 0.35, 'end'],
  ['ery', 'erly', 0.35, 'end'],
  // "definently", "defenetly" for "definitely": the -ite- of -itely heard as -ent-, -et-.
  ['ently', 'itely', 0.4, 'end'],
  ['etly', 'itely', 0.4, 'end'],
  ['rch', 'ch', 0.35],
  // The silent b of climb, comb, thumb, before an ending ("climed", "clming"); ['m', 'mb'] above
  // covers the bare word.
  ['med', 'mbed', 0.25, 'end'],
  ['ming', 'mbing', 0.25, 'end'],
  ['mer', 'mber', 0.3, 'end'],
  ['ms', 'mbs', 0.25, 'end'],
];

export const SPELLING_EDITS: SpellingEdit[] = [];
for (const [from, to, cost, at] of SPELLINGS) {
  SPELLING_EDITS.push({ from, to, cost, base: cost, at }, { from: to, to: from, cost, base: cost, at });
}
for (const [from, to, cost, at] of ONE_WAY) SPELLING_EDITS.push({ from, to, cost, base: cost, at });
export const EDITS_BY_LAST = new Map<string, number[]>();
SPELLING_EDITS.forEach((r, idx) => {
  const last = r.from[r.from.length - 1]!;
  EDITS_BY_LAST.set(last, [...(EDITS_BY_LAST.get(last) ?? []), idx]);
});
