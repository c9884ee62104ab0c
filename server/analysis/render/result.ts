// Re-renders the exports from a feedback object, so a later layer (the premium LLM pass) can
// merge its findings into `feedback` and produce consistent html/markdown/json.
import type { AnalysisResult, Feedback } from '../../../shared/analysis/feedback';
import { renderHtml } from './html';
import { renderMarkdown } from './markdown';

export function renderResult(feedback: Feedback): AnalysisResult {
  return {
    feedback,
    html: renderHtml(feedback),
    markdown: renderMarkdown(feedback),
    json_output: JSON.stringify(feedback, null, 2),
  };
}
