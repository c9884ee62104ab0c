import { createHash, randomUUID } from 'node:crypto';
import type { PlanType } from '../../shared/plans';
import { withTransaction, type Pool } from '../db/pool';
import { placeDraft } from './drafts';
import { settleLease, type Lease, type UsageKind } from './usage';

// Analysis records: one row per completed review, as the dashboard lists them (spec section 3). The
// stored analysis_data is the result without its json_output copy: {feedback, html, markdown}.

export interface EssayInput {
  text: string;
  /** The student's name for the essay (or an uploaded document's title); else its first line names it. */
  title?: string;
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

export interface StoredResult {
  id: string;
  /** What the review cost; null when it was free (see settleLease). */
  charged: UsageKind | null;
}

/**
 * Stores a finished review and ends its lease in one transaction, so a unit is never kept without a
 * record nor a record kept with its unit refunded. Safe to repeat: a retry after a COMMIT whose reply was
 * lost finds the record by its lease instead of storing (and charging) it twice.
 */
export async function storeAnalysisResult(
  pool: Pool,
  record: NewAnalysisRecord,
  lease: Lease | null,
  plan: PlanType,
  season: boolean,
): Promise<StoredResult> {
  return withTransaction(pool, async (client) => {
    if (lease) {
      const { rows } = await client.query<{ id: string; charged_kind: UsageKind | null }>(
        'SELECT id, charged_kind FROM analyses WHERE lease_id = $1',
        [lease.id],
      );
      if (rows[0]) return { id: rows[0].id, charged: rows[0].charged_kind };
    }
    const charged = lease ? await settleLease(client, lease, plan, season) : null;
    const id = randomUUID();
    const title = essayTitle(record.input.title?.trim() || record.input.text, record.input.prompt);
    // The essay this review is a draft of (issue 35); the text is kept to compare drafts word by word.
    const draft = await placeDraft(client, record.userId, title, record.input.text);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO analyses (id, user_id, essay_title, is_premium, overall_score, analysis_data, input_sha256,
                             created_at, charged_kind, charged_month, lease_id, essay_text, essay_id, draft_source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        id,
        record.userId,
        title,
        record.isPremium,
        Math.round(record.overallScore),
        JSON.stringify(record.data),
        inputFingerprint(record.input),
        record.createdAt,
        charged?.kind ?? null,
        charged?.month ?? null,
        lease?.id ?? null,
        record.input.text,
        draft.essayId ?? id,
        draft.source,
      ],
    );
    return { id: rows[0]!.id, charged: charged?.kind ?? null };
  });
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
