import { analyzeEssay } from './server/analysis/pipeline';
import { AnalysisResultSchema } from './shared/analysis/feedback';
const text = `Ever since I was young, I had a pasion for helping people. My abuela Rosa taught me to cook arroz con pollo every Sunday. I no that it was hard. Their going to the store tomorow. He dont like it.

"Mijo, taste it first," Abuela said. I realized that cooking is about patience. I could of quit, but I kept going. In order to make a difference, I utilize my skills. <img src=x onerror=alert(1)>`;
const ev: any[] = [];
let t = performance.now();
const r = await analyzeEssay({ text, prompt: 'Describe a person who influenced you and what you learned from them.', word_limit: 50 }, { onEvent: (e) => ev.push(e) });
console.log('ms', performance.now() - t);
const v = AnalysisResultSchema.safeParse(r); console.log('valid', v.success, v.success ? '' : JSON.stringify(v.error.issues.slice(0,3)));
console.log(ev.map(e=>`${e.stage}:${e.progress}`).join(' '));
console.log(r.feedback.overall_score, JSON.stringify(r.feedback.score_explanation.factors));
for (const a of r.feedback.annotations) console.log(a.analyzer, a.category, a.severity, JSON.stringify(text.slice(a.start,a.end)), a.replacements.slice(0,2));
console.log(r.feedback.improvements.map(i=>`${i.priority} ${i.section}: ${i.issue}`).join('\n'));
console.log(JSON.stringify(r.feedback.section_scores.ai_detection.details.user_metrics.human_ness));
console.log(r.html.includes('<img src=x'), r.markdown.includes('<img'));
