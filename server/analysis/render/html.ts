// Standalone HTML export: one document with inline CSS and no scripts or external resources.
import type { Feedback, Improvement, Strength } from '../../../shared/analysis/feedback';
import { escapeHtml as e } from './escape';
import { aiExport, passageLine, type AiExport } from './ai-section';

const CSS = `body{font:15px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2330;max-width:860px;margin:2rem auto;padding:0 1rem}
h1{color:#5b21b6}h2{border-bottom:2px solid #e9e3fb;padding-bottom:.2rem;margin-top:2rem}
.score{font-size:2.4rem;font-weight:700}.ok{color:#15803d}.info{color:#0369a1}.warn{color:#b45309}.err{color:#b91c1c}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.35rem .5rem;text-align:left;vertical-align:top}
.card{border:1px solid #e5e7eb;border-left:4px solid #7c3aed;border-radius:6px;padding:.6rem .9rem;margin:.6rem 0}
.HIGH{border-left-color:#b91c1c}.MEDIUM{border-left-color:#b45309}.LOW{border-left-color:#0891b2}
.snippet{background:#f5f3ff;padding:.3rem .5rem;border-radius:4px;font-style:italic}.muted{color:#6b7280;font-size:.9em}`;

const band = (s: number) => (s >= 90 ? 'ok' : s >= 70 ? 'info' : s >= 50 ? 'warn' : 'err');
const lines = (l: { line_start: number; line_end: number }) =>
  l.line_start === l.line_end ? `line ${l.line_start}` : `lines ${l.line_start}–${l.line_end}`;
const list = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${e(x)}</li>`).join('')}</ul>` : '');

function improvement(i: Improvement): string {
  return `<div class="card ${e(i.priority)}"><strong>[${e(i.priority)}] ${e(i.issue)}</strong> <span class="muted">${e(i.section)} · ${lines(i.location)}</span>
${i.text_snippet ? `<p class="snippet">${e(i.text_snippet)}</p>` : ''}<p>${e(i.suggestion)}</p>
${i.example ? `<p class="muted">Example: ${e(i.example)}</p>` : ''}${i.alternatives.length ? `<p class="muted">Alternatives: ${e(i.alternatives.join(', '))}</p>` : ''}
${list(i.evidence)}${i.impact ? `<p class="muted">Why it matters: ${e(i.impact)}</p>` : ''}</div>`;
}

function strength(s: Strength): string {
  return `<div class="card"><strong>${e(s.description)}</strong> <span class="muted">${e(s.section)}</span>
${s.text_snippet ? `<p class="snippet">${e(s.text_snippet)}</p>` : ''}<p class="muted">Why this works: ${e(s.impact)}</p>${list(s.evidence)}</div>`;
}

function aiHtml(x: AiExport): string {
  const measures = x.measures
    .map(
      (m) =>
        `<tr><td>${e(m.name)}</td><td>${e(m.shown)}</td><td>${e(m.interpretation)} — ${e(m.explanation)}</td></tr>`,
    )
    .join('');
  return `<p><strong>${e(x.level)}</strong>. ${e(x.meaning)}</p>${x.whatCounts ? `<p>${e(x.whatCounts)}</p>` : ''}${x.explanation ? `<p class="muted">${e(x.explanation)}</p>` : ''}
${x.measures.length ? `<p>${e(passageLine(x))}</p>${list(x.marked.map((p) => `Passage ${p.n}: "${p.snippet}"`))}<table>${measures}</table>` : ''}`;
}

export function renderHtml(fb: Feedback): string {
  // AI detection has its own section below: a level, not a score.
  const sections = Object.entries(fb.section_scores)
    .filter(([k]) => k !== 'ai_detection')
    .map(
      ([k, s]) =>
        `<tr><td>${e(k.replace(/_/g, ' '))}</td><td class="${band(s.score)}">${s.score}</td><td>${e(s.summary)}</td></tr>`,
    )
    .join('');
  const factors = Object.entries(fb.score_explanation.factors)
    .map(([k, v]) => `<tr><td>${e(k.replace(/_/g, ' '))}</td><td>${v}/10</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Essay analysis</title><style>${CSS}</style></head><body>
<h1>Essay analysis</h1>
<p class="score ${band(fb.overall_score)}">${fb.overall_score}/${fb.max_score}</p>
<p>${e(fb.summary)}</p><p class="muted">${fb.word_count} words · ${fb.char_count} characters · ${e(fb.length.message)}</p>
<h2>Score explanation</h2><p>${e(fb.score_explanation.explanation)}</p><table>${factors}</table>${list(fb.score_explanation.rationale)}
<h2>Score guidance</h2><p><strong>${e(fb.score_guidance.tier_name)}</strong>: ${e(fb.score_guidance.tier_description)} ${e(fb.score_guidance.target_explanation)}</p>${list(fb.score_guidance.next_steps)}
<h2>Section scores</h2><table><tr><th>Section</th><th>Score</th><th>Summary</th></tr>${sections}</table>
<h2>Quick wins</h2>${list(fb.quick_wins.map((q) => q.description))}
<h2>Strengths</h2>${fb.strengths.map(strength).join('') || '<p class="muted">None detected yet.</p>'}
<h2>Areas for improvement</h2>${fb.improvements.map(improvement).join('') || '<p class="muted">No issues found.</p>'}
<h2>AI detection</h2>${aiHtml(aiExport(fb))}</body></html>
`;
}
