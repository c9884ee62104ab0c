// Validates and normalises input. Text is never rewritten (offsets must point into what the
// user submitted); text that is mostly control characters is rejected as not-text.
import {
  AnalysisInputSchema,
  type AnalysisInput,
  type ParsedAnalysisInput,
} from '../../shared/analysis/input';
import { AnalysisInputError } from './errors';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g;

export function validateInput(input: AnalysisInput): ParsedAnalysisInput {
  const parsed = AnalysisInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AnalysisInputError(
      issue?.message ?? 'Invalid analysis input',
      String(issue?.path[0] ?? 'text'),
    );
  }
  const text = parsed.data.text;
  const controls = text.match(CONTROL)?.length ?? 0;
  if (controls > Math.max(8, text.length * 0.05)) {
    throw new AnalysisInputError(
      'This does not look like essay text (it contains binary data). Paste the essay as plain text or upload a .txt, .docx or .pdf file.',
    );
  }
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw new AnalysisInputError('The essay has no words to analyze.');
  }
  return parsed.data;
}
