// Rank statistics shared by the quality bench and the weight fitting.
export function ranks(xs: number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const m = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  ra.forEach((x, i) => {
    num += (x - m) * (rb[i]! - m);
    da += (x - m) ** 2;
    db += (rb[i]! - m) ** 2;
  });
  return num / Math.sqrt(da * db || 1);
}

/** Probability that a random positive scores above a random negative (ties count half). */
export function auroc(pos: number[], neg: number[]): number {
  let s = 0;
  for (const p of pos) for (const q of neg) s += p > q ? 1 : p === q ? 0.5 : 0;
  return s / Math.max(1, pos.length * neg.length);
}
