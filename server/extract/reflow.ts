// A PDF holds printed lines, not paragraphs: every line of a paragraph ends in a line break, words are
// hyphenated at line ends, and each page carries its header, footer and number. This turns the printed
// lines back into the essay: lines of one paragraph are joined, a paragraph ends where the layout says
// so (a wider gap, an indented first line, a short last line), hyphenation at a line end is undone when
// the joined word is a word, and lines that are page furniture are left out. What was cleaned is
// counted, so the student can be told.

export interface PrintedLine {
  text: string;
  /** Left edge, right edge and baseline in page units (y grows upwards, as in PDF). */
  x: number;
  right: number;
  y: number;
  /** Font size (the text height). */
  size: number;
}

export interface PrintedPage {
  height: number;
  lines: PrintedLine[];
}

export interface ReflowCounts {
  /** Line breaks inside a paragraph that became spaces. */
  joinedLines: number;
  /** Words hyphenated across a line end that were put back together. */
  hyphens: number;
  /** Page numbers, headers and footers left out. */
  dropped: number;
}

export interface Reflowed extends ReflowCounts {
  text: string;
}

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const PAGE_NUMBER = /^\s*(?:page\s+)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?\s*$/i;
/** A header or footer repeated on several pages, compared with its numbers taken out. */
const furnitureKey = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/** Lines at the top or bottom of a page that are page numbers, repeated headers or small margin text. */
function furniture(pages: PrintedPage[], bodySize: number): Set<PrintedLine> {
  const out = new Set<PrintedLine>();
  const edgeCounts = new Map<string, number>();
  const edges = (page: PrintedPage) => {
    const l = page.lines;
    return [l[0], l[1], l[l.length - 2], l[l.length - 1]].filter((x): x is PrintedLine => x !== undefined);
  };
  for (const page of pages) {
    for (const line of new Set(edges(page))) {
      const key = furnitureKey(line.text);
      edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
    }
  }
  for (const page of pages) {
    const lines = page.lines;
    if (lines.length < 2) {
      for (const line of lines) if (PAGE_NUMBER.test(line.text)) out.add(line);
      continue;
    }
    const candidates: Array<[PrintedLine, PrintedLine | undefined]> = [
      [lines[0]!, lines[1]],
      [lines[lines.length - 1]!, lines[lines.length - 2]],
    ];
    for (const [line, neighbour] of candidates) {
      const repeated = pages.length > 1 && (edgeCounts.get(furnitureKey(line.text)) ?? 0) >= 2;
      // Margin text: set smaller than the essay and apart from it (a header, a footer).
      const gap = neighbour ? Math.abs(line.y - neighbour.y) : 0;
      const marginNote = line.size < bodySize * 0.85 && gap > bodySize * 2;
      if (PAGE_NUMBER.test(line.text) || repeated || marginNote) out.add(line);
    }
  }
  return out;
}

const ENDS_SENTENCE = /[.!?:"”’)\]]\s*$/;

/** How wide a letter and a space are printed in this document, in page units. */
interface Widths {
  letter: number;
  space: number;
}

/**
 * Fitted from the document's own lines (width = letters × letter + spaces × space, least squares), so the
 * next line's first word is measured in this font, not guessed from a line's average, which counts the
 * narrow spaces as characters and so could call a word too wide to fit when it would have fitted.
 */
function fitWidths(lines: PrintedLine[]): Widths | null {
  let ll = 0,
    ls = 0,
    ss = 0,
    lw = 0,
    sw = 0;
  for (const line of lines) {
    const letters = line.text.replace(/\s/g, '').length;
    const spaces = line.text.trim().split(/\s+/).length - 1;
    const width = line.right - line.x;
    ll += letters * letters;
    ls += letters * spaces;
    ss += spaces * spaces;
    lw += letters * width;
    sw += spaces * width;
  }
  const det = ll * ss - ls * ls;
  if (Math.abs(det) < 1e-9) return null;
  const letter = (lw * ss - sw * ls) / det;
  const space = (sw * ll - lw * ls) / det;
  // Nonsense from a handful of odd lines (a table, one word per line): fall back to the line's average.
  return letter > 0 && space > 0 && space < letter * 2 ? { letter, space } : null;
}

/**
 * A line that ends a sentence before the right margin, although the next line's first word (with its
 * space, and a margin for wide letters) would have fitted there, is the last line of its paragraph: ragged
 * text breaks a line only when the next word does not fit.
 */
function endsShort(line: PrintedLine, next: string, right: number, widths: Widths | null): boolean {
  if (!ENDS_SENTENCE.test(line.text)) return false;
  const firstWord = next.split(' ')[0] ?? '';
  const room = right - line.right;
  if (widths) return room > (firstWord.length * widths.letter + widths.space) * 1.15;
  const charWidth = (line.right - line.x) / Math.max(1, line.text.length);
  return room > (firstWord.length + 2) * charWidth * 1.15;
}

export interface WordCheck {
  (word: string): boolean;
}

/** Joins a line to the next: a hyphen at the end is dropped when the two halves make a word. */
function join(prev: string, next: string, isWord: WordCheck, counts: ReflowCounts): string {
  const hyphen = /([A-Za-z]+)[-\u00ad\u2010]$/.exec(prev);
  const head = /^([a-z]+)/.exec(next);
  if (hyphen && head) {
    const joined = hyphen[1]! + head[1]!;
    const bothWords = isWord(hyphen[1]!) && isWord(head[1]!);
    if (/[\u00ad\u2010]$/.test(prev) || (isWord(joined) && !bothWords)) {
      counts.hyphens++;
      return prev.slice(0, -1) + next;
    }
    return prev + next; // a real hyphen that fell at the end of a line ('cross-country')
  }
  counts.joinedLines++;
  return `${prev} ${next}`;
}

/** The essay text of a PDF's printed lines, with what was cleaned. */
export function reflowPages(pages: PrintedPage[], isWord: WordCheck): Reflowed {
  const counts: ReflowCounts = { joinedLines: 0, hyphens: 0, dropped: 0 };
  const all = pages.flatMap((p) => p.lines).filter((l) => l.text.trim());
  const bodySize = median(all.map((l) => l.size)) || 12;
  const skip = furniture(pages, bodySize);
  counts.dropped = skip.size;

  const body = pages.map((p) => p.lines.filter((l) => l.text.trim() && !skip.has(l)));
  const gaps: number[] = [];
  for (const lines of body) {
    for (let i = 1; i < lines.length; i++) {
      const gap = lines[i - 1]!.y - lines[i]!.y;
      if (gap > 0) gaps.push(gap);
    }
  }
  const lineGap = median(gaps) || bodySize * 1.2;
  const left = median(body.flat().map((l) => l.x));
  const right = Math.max(...body.flat().map((l) => l.right), left + 1);
  const widths = fitWidths(body.flat());

  // The lowest line a full page reaches: a page that stops a line or more above it ended a paragraph
  // (the next one did not fit).
  const bottom = Math.min(...body.flat().map((l) => l.y));

  const paragraphs: string[] = [];
  let current: string | null = null;
  let prev: PrintedLine | null = null;
  for (const lines of body) {
    lines.forEach((line, i) => {
      const text = line.text.replace(/\s+/g, ' ').trim();
      const sameLine = prev !== null && i > 0 && Math.abs(prev.y - line.y) < bodySize * 0.3;
      const gap = prev && i > 0 ? prev.y - line.y : lineGap;
      const indented = line.x > left + bodySize * 1.2;
      const wideGap = i > 0 && gap > lineGap * 1.4;
      const pageEndedEarly = i === 0 && prev !== null && prev.y > bottom + lineGap * 0.9;
      const breaks =
        current === null ||
        (!sameLine && (wideGap || indented || pageEndedEarly || endsShort(prev!, text, right, widths)));
      if (breaks) {
        if (current !== null) paragraphs.push(current);
        current = text;
      } else {
        current = sameLine ? `${current} ${text}` : join(current!, text, isWord, counts);
      }
      prev = line;
    });
  }
  if (current !== null) paragraphs.push(current);
  return { text: paragraphs.join('\n\n'), ...counts };
}
