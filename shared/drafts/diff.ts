// Word-by-word differences between two drafts, paragraph by paragraph, with moved paragraphs
// recognised (issue 35). Pure and isomorphic: the server's comparison and the desktop app's
// offline comparison of saved drafts use the same code.

export type DiffOp = { op: 'equal' | 'insert' | 'delete'; text: string };

export interface ParagraphDiff {
  /** same: unchanged in place; changed: edited in place; moved: found elsewhere in the new draft. */
  kind: 'same' | 'changed' | 'moved' | 'added' | 'removed';
  before_index: number | null;
  after_index: number | null;
  ops: DiffOp[];
}

export interface TextDiff {
  paragraphs: ParagraphDiff[];
  words_added: number;
  words_removed: number;
  paragraphs_moved: number;
}

export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const words = (p: string) => p.match(/\S+/g) ?? [];
const key = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/** Share of the two paragraphs' distinct words they have in common (Jaccard). */
export function similarity(a: string, b: string): number {
  const x = new Set(words(a).map(key));
  const y = new Set(words(b).map(key));
  if (!x.size && !y.size) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

// Past this many cells a paragraph pair is shown as replaced rather than diffed word by word.
const MAX_CELLS = 250_000;

/** Word-level diff of two paragraphs (longest common subsequence of words, punctuation included). */
export function diffWords(before: string, after: string): DiffOp[] {
  const a = words(before);
  const b = words(after);
  const ops: DiffOp[] = [];
  const push = (op: DiffOp['op'], w: string) => {
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.text += ` ${w}`;
    else ops.push({ op, text: w });
  };
  if (a.length * b.length > MAX_CELLS) {
    a.forEach((w) => push('delete', w));
    b.forEach((w) => push('insert', w));
    return ops;
  }
  // lcs[i][j]: the longest common run of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('equal', a[i]!);
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) push('delete', a[i++]!);
    else push('insert', b[j++]!);
  }
  return ops;
}

/** Paragraphs this alike are the same paragraph, edited. */
const SAME_PARAGRAPH = 0.5;

/**
 * Aligns the drafts' paragraphs in order (the most alike pairs, weighted by how alike), then reads
 * an unaligned old paragraph that reappears elsewhere as moved, and the rest as removed or added.
 */
export function diffTexts(before: string, after: string): TextDiff {
  const a = splitParagraphs(before);
  const b = splitParagraphs(after);
  const sim = a.map((p) => b.map((q) => similarity(p, q)));
  const best = Array.from({ length: a.length + 1 }, () => new Float64Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const s = sim[i]![j]!;
      best[i]![j] = Math.max(
        best[i + 1]![j]!,
        best[i]![j + 1]!,
        s >= SAME_PARAGRAPH ? best[i + 1]![j + 1]! + s : 0,
      );
    }
  const pairOfNew = new Map<number, number>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const s = sim[i]![j]!;
    if (s >= SAME_PARAGRAPH && best[i]![j] === best[i + 1]![j + 1]! + s) {
      pairOfNew.set(j, i);
      i++;
      j++;
    } else if (best[i + 1]![j]! >= best[i]![j + 1]!) i++;
    else j++;
  }
  const alignedOld = new Set(pairOfNew.values());
  const movedFrom = new Map<number, number>();
  for (let j = 0; j < b.length; j++) {
    if (pairOfNew.has(j)) continue;
    let pick = -1;
    for (let i = 0; i < a.length; i++)
      if (!alignedOld.has(i) && ![...movedFrom.values()].includes(i) && sim[i]![j]! >= SAME_PARAGRAPH)
        if (pick < 0 || sim[i]![j]! > sim[pick]![j]!) pick = i;
    if (pick >= 0) movedFrom.set(j, pick);
  }
  const usedOld = new Set([...alignedOld, ...movedFrom.values()]);
  const out: ParagraphDiff[] = [];
  let nextOld = 0;
  const flushRemoved = (upTo: number) => {
    for (; nextOld < upTo; nextOld++)
      if (!usedOld.has(nextOld))
        out.push({
          kind: 'removed',
          before_index: nextOld,
          after_index: null,
          ops: [{ op: 'delete', text: a[nextOld]! }],
        });
  };
  for (let j = 0; j < b.length; j++) {
    const i = pairOfNew.get(j);
    const m = movedFrom.get(j);
    if (i !== undefined) {
      flushRemoved(i);
      nextOld = i + 1;
      const same = a[i] === b[j];
      out.push({
        kind: same ? 'same' : 'changed',
        before_index: i,
        after_index: j,
        ops: same ? [{ op: 'equal', text: b[j]! }] : diffWords(a[i]!, b[j]!),
      });
    } else if (m !== undefined)
      out.push({
        kind: 'moved',
        before_index: m,
        after_index: j,
        ops: a[m] === b[j] ? [{ op: 'equal', text: b[j]! }] : diffWords(a[m]!, b[j]!),
      });
    else
      out.push({ kind: 'added', before_index: null, after_index: j, ops: [{ op: 'insert', text: b[j]! }] });
  }
  flushRemoved(a.length);
  const count = (op: DiffOp['op']) =>
    out.reduce(
      (s, p) => s + p.ops.filter((o) => o.op === op).reduce((n, o) => n + words(o.text).length, 0),
      0,
    );
  return {
    paragraphs: out,
    words_added: count('insert'),
    words_removed: count('delete'),
    paragraphs_moved: out.filter((p) => p.kind === 'moved').length,
  };
}
