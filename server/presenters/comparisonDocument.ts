import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DraftComparison } from '../../shared/drafts/compare';
import { escapeHtml as e } from '../analysis/render/escape';

// The draft comparison as a document, once, in blocks; rendered to Markdown, to HTML (which the PDF
// exporter prints) and to a Word file, so the three exports say the same thing.

/** A run of text: plain, or a word the new draft removed or added. */
interface Run {
  text: string;
  mark?: 'removed' | 'added' | 'strong';
}
type Block =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'list'; items: string[] };

const quote = (s: string) => (s ? `“${s.replace(/\s+/g, ' ').trim()}”` : '');
const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

export function comparisonBlocks(c: DraftComparison, title: string): Block[] {
  const day = (iso: string) => iso.slice(0, 10);
  const text = (t: string, mark?: Run['mark']): Block => ({ kind: 'paragraph', runs: [{ text: t, mark }] });
  const out: Block[] = [
    { kind: 'heading', level: 1, text: `${title}: drafts compared` },
    text(
      `Draft of ${day(c.before.created_at)} (${c.before.overall_score}) → draft of ${day(c.after.created_at)} (${c.after.overall_score})`,
    ),
    text(c.explanation, 'strong'),
    { kind: 'heading', level: 2, text: 'Scores by section' },
    {
      kind: 'table',
      header: ['Section', 'Before', 'After', 'Change'],
      rows: c.sections.map((s) => [s.label, String(s.before), String(s.after), signed(s.delta)]),
    },
  ];
  if (c.length)
    out.push(
      text(
        `Length: ${c.length.before} → ${c.length.after} ${c.length.unit}${c.length.limit ? ` (limit ${c.length.limit})` : ''}.`,
      ),
    );
  const list = (name: string, items: DraftComparison['findings']['fixed']) =>
    out.push(
      { kind: 'heading', level: 2, text: `${name} (${items.length})` },
      { kind: 'list', items: items.map((f) => `${f.section}: ${quote(f.text)} ${f.message}`.trim()) },
    );
  list('Fixed', c.findings.fixed);
  list('New', c.findings.new);
  list('Still there', c.findings.remaining);
  if (c.diff) {
    out.push({ kind: 'heading', level: 2, text: 'What changed in the text' });
    for (const p of c.diff.paragraphs) {
      if (p.kind === 'same') continue;
      const runs: Run[] = p.kind === 'moved' ? [{ text: '(moved)' }] : [];
      for (const o of p.ops)
        runs.push({
          text: o.text,
          mark: o.op === 'insert' ? 'added' : o.op === 'delete' ? 'removed' : undefined,
        });
      out.push({ kind: 'paragraph', runs });
    }
  }
  return out;
}

export function comparisonMarkdown(c: DraftComparison, title: string): string {
  const blocks = comparisonBlocks(c, title);
  const md = (r: Run) =>
    r.mark === 'added' || r.mark === 'strong'
      ? `**${r.text}**`
      : r.mark === 'removed'
        ? `~~${r.text}~~`
        : r.text;
  const out: string[] = [];
  let legend = false;
  for (const b of blocks) {
    if (b.kind === 'heading') out.push(`${'#'.repeat(b.level)} ${b.text}`, '');
    else if (b.kind === 'table')
      out.push(
        `| ${b.header.join(' | ')} |`,
        `|${b.header.map(() => '---').join('|')}|`,
        ...b.rows.map((r) => `| ${r.join(' | ')} |`),
        '',
      );
    else if (b.kind === 'list') out.push(...b.items.map((i) => `- ${i}`), ...(b.items.length ? [''] : []));
    else out.push(b.runs.map(md).join(' '), '');
    if (b.kind === 'heading' && b.text === 'What changed in the text' && !legend) {
      out.push('(~~removed~~, **added**)', '');
      legend = true;
    }
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** A whole HTML page (the PDF exporter prints it; scripts and remote files are never loaded). */
export function comparisonHtml(c: DraftComparison, title: string): string {
  const run = (r: Run) =>
    r.mark === 'added'
      ? `<ins>${e(r.text)}</ins>`
      : r.mark === 'removed'
        ? `<del>${e(r.text)}</del>`
        : r.mark === 'strong'
          ? `<strong>${e(r.text)}</strong>`
          : e(r.text);
  const body = comparisonBlocks(c, title).map((b) => {
    if (b.kind === 'heading') return `<h${b.level}>${e(b.text)}</h${b.level}>`;
    if (b.kind === 'table')
      return `<table><thead><tr>${b.header.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${r.map((x) => `<td>${e(x)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
    return `<p>${b.runs.map(run).join(' ')}</p>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)}: drafts compared</title><style>
body{font-family:Georgia,serif;max-width:42rem;margin:2rem auto;line-height:1.5;color:#1b1b1b}
table{border-collapse:collapse}th,td{border:1px solid #999;padding:.25rem .6rem;text-align:left}
del{color:#8a1c1c}ins{color:#0b5a1e;font-weight:bold}
</style></head><body>${body.join('\n')}</body></html>`;
}

/** A Word document (.docx): removed words struck through, added words underlined in bold. */
export async function comparisonDocx(c: DraftComparison, title: string): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  for (const b of comparisonBlocks(c, title)) {
    if (b.kind === 'heading')
      children.push(
        new Paragraph({ text: b.text, heading: b.level === 1 ? HeadingLevel.TITLE : HeadingLevel.HEADING_1 }),
      );
    else if (b.kind === 'list')
      children.push(...b.items.map((i) => new Paragraph({ text: i, bullet: { level: 0 } })));
    else if (b.kind === 'table')
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [b.header, ...b.rows].map(
            (r, i) =>
              new TableRow({
                children: r.map(
                  (x) =>
                    new TableCell({
                      children: [
                        new Paragraph({
                          alignment: AlignmentType.LEFT,
                          children: [new TextRun({ text: x, bold: i === 0 })],
                        }),
                      ],
                    }),
                ),
              }),
          ),
        }),
      );
    else
      children.push(
        new Paragraph({
          children: b.runs.flatMap((r, i) => [
            ...(i ? [new TextRun(' ')] : []),
            new TextRun({
              text: r.text,
              strike: r.mark === 'removed',
              bold: r.mark === 'added' || r.mark === 'strong',
              underline: r.mark === 'added' ? {} : undefined,
            }),
          ]),
        }),
      );
  }
  const doc = new Document({ title: `${title}: drafts compared`, sections: [{ children }] });
  return Packer.toBuffer(doc);
}
