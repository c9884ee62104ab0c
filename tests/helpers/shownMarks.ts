// What the essay view highlights from the grammar and spelling checks: their error and warning
// annotations (notes such as "possible name" are left out), and the words each one covers.
import { analyzeEssay } from '../../server/analysis/index';
import type { Annotation } from '../../shared/analysis/feedback';

export async function shownMarks(text: string): Promise<Annotation[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
  return r.feedback.annotations.filter((a) => a.severity === 'error' || a.severity === 'warning');
}

/** The words an annotation covers. */
export const at = (text: string, a: Annotation) => text.slice(a.start, a.end);
