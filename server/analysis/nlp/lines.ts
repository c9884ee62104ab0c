// Maps UTF-16 offsets to 1-based line numbers with a binary search over line starts.
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  location(start: number, end: number): { line_start: number; line_end: number } {
    const a = this.lineOf(start);
    return { line_start: a, line_end: Math.max(a, this.lineOf(Math.max(start, end - 1))) };
  }
}
