// Weighted, L2-regularised logistic regression by Newton's method, shared by the AI-risk fit
// (fit-weights.ts) and the passage-map fit (fit-passages.ts). Inputs are standardised already.

/** Solves A v = b by Gaussian elimination with partial pivoting (A is small and symmetric). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  const v = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= M[r]![k]! * v[k]!;
    v[r] = s / M[r]![r]!;
  }
  return v;
}

/**
 * Coefficients for P(y = 1) = σ(x·w + b), returned as [...w, b]. `weights` are per-row sample
 * weights (normalised here to sum 1); the intercept is not penalised.
 */
export function fitLogistic(X: number[][], y: number[], weights: number[], lambda: number): number[] {
  const d = X[0]?.length ?? 0;
  const total = weights.reduce((a, c) => a + c, 0);
  let beta = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < 25; it++) {
    const g = beta.map((b, j) => (j < d ? lambda * b : 0));
    const H = beta.map((_, i) => beta.map((__, j) => (i === j && i < d ? lambda : 0)));
    X.forEach((xi, i) => {
      const xe = [...xi, 1];
      const z = xe.reduce((a, v, j) => a + v * beta[j]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const wi = weights[i]! / total;
      for (let a = 0; a <= d; a++) {
        g[a]! += wi * (p - y[i]!) * xe[a]!;
        for (let b = 0; b <= d; b++) H[a]![b]! += wi * p * (1 - p) * xe[a]! * xe[b]!;
      }
    });
    const step = solve(H, g);
    beta = beta.map((b, j) => b - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return beta;
}
