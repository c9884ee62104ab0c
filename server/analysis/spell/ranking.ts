// The ranker's features and weights: a candidate correction scores by how common the word is
// (log SUBTLEX count) against how costly the slip is (distance.ts) and how different it sounds.

/**
 * Weights of the ranker, fitted on the fit split of the word lists and of the Holbrook passages'
 * non-word slips (bench/fit-spelling.ts).
 */
export const tuning = {
  typoWeight: 9,
  soundWeight: 0.55,
  smoothing: 25,
  /** Count for an outside suggestion with an apostrophe the lexicon lacks (a contraction). */
  extraFloor: 500,
  /** Count for any other outside suggestion SUBTLEX lacks: a word rare enough to miss it. */
  rareFloor: 30,
  harperBonus: 0.37,
  firstWeight: 3.9,
  /** A name is rarely what a lower-case slip meant ("clark" for "clerk", "jose" for "juse"). */
  properWeight: 2,
  splitCost: 1.2,
  splitFunctionCost: 1,
  /** "a" run into the next word ("alot", "abit"): the commonest run-together slip. */
  splitArticleCost: 0.75,
  /** Both halves of a run-together pair must be at least this common. */
  splitMinFreq: 500,
  maxCost: 3.5,
  /** Words taken per sound key, most frequent first: more for the typed word's own key. */
  soundCap: 40,
  nearSoundCap: 4,
  /** Letters (in any order) a long garble may differ by from a far candidate (deep.ts). */
  deepGap: 4,
  longDiscount: 0.025,
};

/** A candidate with the features the ranker weighs. */
export interface Candidate {
  word: string;
  /** Lexicon count (a floor for outside suggestions the lexicon lacks). */
  freq: number;
  cost: number;
  /** Sound-key edit distance. */
  sound: number;
  /** Rank among the outside suggestions, -1 when not suggested. */
  rank: number;
  /** Starts with a different letter and a different sound (people rarely get the start wrong). */
  first: boolean;
  split: boolean;
  /** A name offered for a word typed in lower case. */
  proper?: boolean;
}

/** The best `k` scores seen; floor() is the k-th best (-Infinity until k are seen). */
export class TopScores {
  private scores: number[] = [];
  constructor(private k: number) {}
  add(score: number): void {
    if (!Number.isFinite(this.k)) return;
    this.scores.push(score);
    this.scores.sort((a, b) => b - a);
    if (this.scores.length > this.k) this.scores.pop();
  }
  floor(): number {
    return this.scores.length >= this.k ? this.scores[this.k - 1]! : -Infinity;
  }
}

/**
 * The weight of a slip's cost: less in a long word, whose writer has more letters to get wrong
 * ("acedemicly" is a fair try at "academically"; three slips in a five-letter word are not).
 */
export function typoWeightOf(c: Candidate, t: typeof tuning): number {
  return t.typoWeight / (1 + t.longDiscount * Math.max(0, c.word.length - 6));
}

export function scoreOf(c: Candidate, t = tuning): number {
  return (
    Math.log(c.freq + t.smoothing) -
    typoWeightOf(c, t) * c.cost -
    t.soundWeight * c.sound -
    (c.first ? t.firstWeight : 0) +
    (c.rank === 0 ? t.harperBonus : 0) -
    (c.proper ? t.properWeight : 0)
  );
}
