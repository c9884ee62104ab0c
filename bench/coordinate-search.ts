// Coordinate search, as the fitting and ceiling scripts use it: each numeric field in turn is
// scaled by each multiplier, and a trial that scores strictly better is kept. `score` may set
// state as a side effect (the edit costs); the caller restores what it needs afterwards.
export function coordinateSearch<T extends Record<string, number>>(
  start: T,
  keys: readonly (keyof T)[],
  multipliers: readonly number[],
  passes: number,
  score: (trial: T) => number,
  /** Round each trial value to two decimals (costs are read and pasted back by hand). */
  round = false,
): { best: T; score: number } {
  let best = start;
  let top = score(best);
  for (let pass = 0; pass < passes; pass++)
    for (const k of keys)
      for (const mul of multipliers) {
        const value = best[k]! * mul;
        const trial = { ...best, [k]: round ? Math.round(value * 100) / 100 : value };
        const s = score(trial);
        if (s > top + 1e-9) [best, top] = [trial, s];
      }
  return { best, score: top };
}
