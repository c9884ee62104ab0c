// Markdown export. All user and essay text is escaped (see escape.ts).
import type { Feedback } from '../../../shared/analysis/feedback';
import { escapeMarkdown as m } from './escape';

const lines = (l: { line_start: number; line_end: number }) =>
  l.line_start === l.line_end ? `line ${l.line_start}` : `lines ${l.line_start}–${l.line_end}`;

export function renderMarkdown(fb: Feedback): string {
  const ai = fb.section_scores.ai_detection.details.user_metrics;
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
    ...Object.entries(fb.section_scores).map(
      ([k, s]) => `| ${m(k.replace(/_/g, ' '))} | ${s.score} | ${m(s.summary)} |`,
    ),
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
  out.push(
    '## AI detection metrics',
    '',
    `- Perplexity: ${ai.perplexity.value} — ${m(ai.perplexity.interpretation)}. ${m(ai.perplexity.explanation)}`,
    `- Burstiness: ${ai.burstiness.value} — ${m(ai.burstiness.interpretation)}. ${m(ai.burstiness.explanation)}`,
    `- Human-ness: ${ai.human_ness.value ?? 'n/a'} (${m(ai.human_ness.risk_level)} risk) — ${m(ai.human_ness.interpretation)}. ${m(ai.human_ness.explanation)}`,
    '',
  );
  return out.join('\n');
}
