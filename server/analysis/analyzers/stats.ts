// Small statistics shared by analyzers and the scorer.
export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function std(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Moving-average type-token ratio: lexical diversity that does not fall with length. */
export function mattr(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let types = 0;
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const c = counts.get(w) ?? 0;
    if (c === 0) types++;
    counts.set(w, c + 1);
    if (i >= window) {
      const old = words[i - window]!;
      const oc = counts.get(old)! - 1;
      counts.set(old, oc);
      if (oc === 0) types--;
    }
    if (i >= window - 1) total += types / window;
  }
  return total / (words.length - window + 1);
}
