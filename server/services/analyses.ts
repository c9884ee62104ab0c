import { createHash, randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool';
import { placeDraft } from './drafts';

// Analysis records: one row per completed review, as the dashboard lists them (spec section 3). The
// stored analysis_data is the result without its json_output copy: {feedback, html, markdown}.

export interface EssayInput {
  text: string;
  prompt?: string;
  word_limit?: number;
  limit_type: 'words' | 'characters';
}

export interface StoredAnalysisData {
  feedback: unknown;
  html?: string;
  markdown?: string;
}

export interface NewAnalysisRecord {
  userId: string;
  input: EssayInput;
  isPremium: boolean;
  overallScore: number;
  data: StoredAnalysisData;
  /** From the app's clock (deps.now), so the 24-hour reuse window is testable. */
  createdAt: Date;
}

export interface AnalysisRecordRow {
  id: string;
  is_premium: boolean;
  analysis_data: StoredAnalysisData | null;
  created_at: Date;
}

const TITLE_MAX = 80;

/**
 * A title for the dashboard: the essay's first line (an essay's title, if it has one), shortened at a
 * word boundary; the prompt when the essay's first line has no words; else 'Untitled essay'.
 */
export function essayTitle(text: string, prompt?: string): string {
  const firstLine = (s: string | undefined) =>
    (s ?? '')
      .split('\n')
      .map((l) =>
        l
          .replace(/^[#>*\s-]+/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .find((l) => /[\p{L}\p{N}]/u.test(l));
  const line = firstLine(text) ?? firstLine(prompt);
  if (!line) return 'Untitled essay';
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** SHA-256 of the essay and the options that change its review. */
export function inputFingerprint(input: EssayInput): string {
  const canonical = JSON.stringify([
    input.text,
    input.prompt ?? '',
    input.word_limit ?? null,
    input.limit_type,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export async function insertAnalysisRecord(pool: Pool, record: NewAnalysisRecord): Promise<string> {
  const id = randomUUID();
  const title = essayTitle(record.input.text, record.input.prompt);
  // The essay this review is a draft of (issue 35); the text is kept to compare drafts word by word.
  const draft = await placeDraft(pool, record.userId, title, record.input.text);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO analyses (id, user_id, essay_title, is_premium, overall_score, analysis_data, input_sha256, created_at,
                           essay_text, essay_id, draft_source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      id,
      record.userId,
      title,
      record.isPremium,
      Math.round(record.overallScore),
      JSON.stringify(record.data),
      inputFingerprint(record.input),
      record.createdAt,
      record.input.text,
      draft.essayId ?? id,
      draft.source,
    ],
  );
  return rows[0]!.id;
}

/** The user's newest record of exactly this input created after `since`, if any. */
export async function findRecentAnalysis(
  pool: Pool,
  userId: string,
  input: EssayInput,
  since: Date,
): Promise<AnalysisRecordRow | null> {
  const { rows } = await pool.query<AnalysisRecordRow>(
    `SELECT id, is_premium, analysis_data, created_at FROM analyses
      WHERE user_id = $1 AND input_sha256 = $2 AND created_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [userId, inputFingerprint(input), since],
  );
  return rows[0] ?? null;
}
