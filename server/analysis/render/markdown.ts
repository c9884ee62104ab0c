// Markdown export. All user and essay text is escaped (see escape.ts).
import type { Feedback } from '../../../shared/analysis/feedback';
import { escapeMarkdown as m } from './escape';
import { aiExport, passageLine } from './ai-section';

const lines = (l: { line_start: number; line_end: number }) =>
  l.line_start === l.line_end ? `line ${l.line_start}` : `lines ${l.line_start}–${l.line_end}`;

export function renderMarkdown(fb: Feedback): string {
  const out: string[] = [
    '# Essay analysis',
    '',
    `**Overall score: ${fb.overall_score}/${fb.max_score}** (${m(fb.score_guidance.tier_name)})`,
    '',
    m(fb.summary),
    '',
    `${fb.word_count} words · ${fb.char_count} characters · ${m(fb.length.message)}`,
    '',
    '## Score explanation',
    '',
    m(fb.score_explanation.explanation),
    '',
    ...Object.entries(fb.score_explanation.factors).map(([k, v]) => `- ${m(k.replace(/_/g, ' '))}: ${v}/10`),
    ...fb.score_explanation.rationale.map((r) => `- ${m(r)}`),
    '',
    '## Section scores',
    '',
    '| Section | Score | Summary |',
    '|---|---|---|',
    // AI detection has its own section below: a level, not a score.
    ...Object.entries(fb.section_scores)
      .filter(([k]) => k !== 'ai_detection')
      .map(([k, s]) => `| ${m(k.replace(/_/g, ' '))} | ${s.score} | ${m(s.summary)} |`),
    '',
    '## Quick wins',
    '',
    ...fb.quick_wins.map((q) => `- ${m(q.description)}`),
    '',
    '## Strengths',
    '',
    ...fb.strengths.map((s) => `- **${m(s.description)}** (${m(s.section)}) — ${m(s.impact)}`),
    '',
    '## Areas for improvement',
    '',
  ];
  for (const i of fb.improvements) {
    out.push(`### [${i.priority}] ${m(i.issue)}`, '', `*${m(i.section)}, ${lines(i.location)}*`, '');
    if (i.text_snippet) out.push(`> ${m(i.text_snippet)}`, '');
    out.push(m(i.suggestion), '');
    if (i.example) out.push(`Example: ${m(i.example)}`, '');
    for (const ev of i.evidence) out.push(`- ${m(ev)}`);
    if (i.impact) out.push('', `Why it matters: ${m(i.impact)}`);
    out.push('');
  }
  const x = aiExport(fb);
  out.push('## AI detection', '', `**${m(x.level)}.** ${m(x.meaning)}`, '');
  if (x.whatCounts) out.push(m(x.whatCounts), '');
  if (x.explanation) out.push(m(x.explanation), '');
  if (x.measures.length) {
    out.push(m(passageLine(x)), '', ...x.marked.map((p) => `- Passage ${p.n}: "${m(p.snippet)}"`));
    if (x.marked.length) out.push('');
    out.push(
      ...x.measures.map((v) => `- ${v.name}: ${m(v.shown)} — ${m(v.interpretation)}. ${m(v.explanation)}`),
      '',
    );
  }
  return out.join('\n');
}
