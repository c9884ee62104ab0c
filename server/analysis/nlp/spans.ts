// Span lookups in O(log n) per question. Analyzers ask "does any finding cover / overlap these
// words?" once per finding; answered by scanning the list, text that draws one finding per word
// ("a a a a …") made that quadratic in the essay's length.

export interface Span {
  start: number;
  end: number;
}

/** Spans sorted by start, with the furthest end reached so far at each index. */
export class SpanIndex {
  private readonly starts: number[] = [];
  private readonly maxEnd: number[] = [];

  constructor(spans: Iterable<Span> = []) {
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    for (const s of sorted) this.push(s);
  }

  /** Adds a span; spans must arrive in order of start (as the constructor sorts them). */
  private push(s: Span): void {
    const last = this.maxEnd.length ? this.maxEnd[this.maxEnd.length - 1]! : -Infinity;
    this.starts.push(s.start);
    this.maxEnd.push(Math.max(last, s.end));
  }

  /** Index of the last span starting at or before `pos`, or -1. */
  private lastStartingBy(pos: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= pos) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** True when some span covers [start, end] entirely. */
  covers(start: number, end: number): boolean {
    const i = this.lastStartingBy(start);
    return i >= 0 && this.maxEnd[i]! >= end;
  }

  /** True when some span shares at least one character with [start, end). */
  overlaps(start: number, end: number): boolean {
    const i = this.lastStartingBy(end - 1);
    return i >= 0 && this.maxEnd[i]! > start;
  }
}
