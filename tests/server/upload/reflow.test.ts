import { describe, expect, it } from 'vitest';
import { reflowPages, type PrintedLine, type PrintedPage } from '../../../server/extract/reflow';

// Printed lines back into paragraphs, on a page set by a small typesetter (ragged right, a letter 5
// units wide, a space 3, a 454-unit measure), so each case is exactly the layout that decides it.

const LETTER = 5;
const SPACE = 3;
const LEFT = 78;
const MEASURE = 454;
const LINE_GAP = 13.5;
const TOP = 709.5;
const width = (text: string) =>
  text.replace(/\s/g, '').length * LETTER + (text.split(' ').length - 1) * SPACE;

/** Greedy line breaking, as a browser or word processor sets ragged-right text. */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next) > MEASURE) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

/** Lines on pages of `perPage` lines; paragraphs one blank line apart except at the top of a page. */
function typeset(paragraphs: string[], perPage: number): PrintedPage[] {
  const pages: PrintedPage[] = [];
  let page: PrintedLine[] = [];
  let y = TOP;
  for (const [p, paragraph] of paragraphs.entries()) {
    if (p > 0 && page.length) y -= LINE_GAP; // the paragraph's margin, dropped at a page top
    for (const text of wrap(paragraph)) {
      if (page.length === perPage) {
        pages.push({ height: 792, lines: page });
        page = [];
        y = TOP;
      }
      page.push({ text, x: LEFT, right: LEFT + width(text), y, size: 12 });
      y -= LINE_GAP;
    }
  }
  pages.push({ height: 792, lines: page });
  return pages;
}

const reflow = (pages: PrintedPage[]) => reflowPages(pages, () => true).text.split('\n\n');

const FIRST =
  'I started to believe that academic perfection would be the only way to honor her, and for years that belief shaped everything I did at school and at home. ' +
  'Volunteering at a cancer center changed that, because the patients I met there taught me what a day can hold. ' +
  'While I treat their bodies, I hope to offer each of my patients a hand and the strength to continue living.';

describe('PDF paragraphs', () => {
  it('a paragraph that ends at the foot of a page, on a line with room for the next word, ends there', () => {
    const lines = wrap(FIRST);
    // Room left on the last line, against the widest line (the measure as the page shows it).
    const room = Math.max(...lines.map(width)) - width(lines.at(-1)!);
    const next = 'Through my work, I can accept the shovel without burying her memory.';
    // The case: 'Through' and its space fit in the room left (46 units for 38), so the printer would have
    // set it there; counted as characters of the line's average width (spaces included) it would not.
    expect(room).toBe(46);
    const pages = typeset([FIRST, next], lines.length);
    expect(pages).toHaveLength(2);
    expect(reflow(pages)).toEqual([FIRST, next]);
  });

  it('a line that ends a sentence short of the margin only because the next word did not fit stays joined', () => {
    const paragraph =
      'The garden was quiet when I arrived on the first morning of the summer program at dawn. ' +
      'Unquestionably, the hardest part of the whole summer was learning to wait for things to grow.';
    const lines = wrap(paragraph);
    expect(lines[0]).toMatch(/dawn\.$/); // a full stop before the margin, 'Unquestionably,' did not fit
    expect(reflow(typeset([paragraph, FIRST], 40))).toEqual([paragraph, FIRST]);
  });
});
