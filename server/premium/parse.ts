// Reads the model's answer: tolerant of wrapping (markdown fences, a sentence before the object),
// strict on content (the zod schema from shared/premium.ts). A failure says what was wrong in words
// the model can act on in its one repair attempt.
import type { z } from 'zod';
import { PremiumModelOutputSchema, type PremiumModelOutput } from '../../shared/premium';

export type ParseOutcome = { ok: true; value: PremiumModelOutput } | { ok: false; problem: string };

/** The JSON object inside `content`: from the first '{' to the last '}'. */
function objectText(content: string): string | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  return start >= 0 && end > start ? content.slice(start, end + 1) : null;
}

export function parseModelOutput(content: string): ParseOutcome {
  const raw = objectText(content);
  if (!raw) return { ok: false, problem: 'the reply contains no JSON object.' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    return { ok: false, problem: `the JSON is malformed (${(err as Error).message}).` };
  }
  const result = PremiumModelOutputSchema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: `the JSON does not match the schema: ${describe(result.error)}.` };
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Parses one piece with its own schema (for partial results); null when it does not fit. */
export function parsePiece<T extends z.ZodType>(schema: T, raw: string): z.output<T> | null {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
