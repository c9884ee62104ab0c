import type { Pool, PoolClient } from '../db/pool';
import { similarity } from '../../shared/drafts/diff';
import { UUID } from './accountHistory';

// Drafts of one essay (issue 35): a new review joins the essay whose latest draft has its title, or
// else whose latest draft's text is most alike; the student can move a review to another essay or
// make it an essay of its own. Every query is scoped by user_id.

export type DraftSource = 'first' | 'title' | 'similarity' | 'student';

export interface DraftPlacement {
  essayId: string | null;
  source: DraftSource;
}

/** Reviews of the same essay share this much of their vocabulary; different essays far less. */
export const SAME_ESSAY = 0.5;
/** How many of the user's latest reviews a new one is compared with. */
const CANDIDATES = 50;
const UNTITLED = 'Untitled essay';

/** The essay a new review is a draft of (essayId null: it starts an essay of its own). */
export async function placeDraft(
  pool: Pool | PoolClient,
  userId: string,
  title: string,
  text: string,
): Promise<DraftPlacement> {
  const { rows } = await pool.query<{ essay_id: string; essay_title: string; essay_text: string | null }>(
    `SELECT DISTINCT ON (essay_id) essay_id, essay_title, essay_text FROM analyses
      WHERE user_id = $1 AND essay_id IS NOT NULL
        AND id IN (SELECT id FROM analyses WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
      ORDER BY essay_id, created_at DESC`,
    [userId, CANDIDATES],
  );
  if (title !== UNTITLED) {
    const same = rows.find((r) => r.essay_title === title);
    if (same) return { essayId: same.essay_id, source: 'title' };
  }
  let best: { id: string; s: number } | null = null;
  for (const r of rows) {
    if (!r.essay_text) continue;
    const s = similarity(r.essay_text, text);
    if (s >= SAME_ESSAY && (!best || s > best.s)) best = { id: r.essay_id, s };
  }
  return best ? { essayId: best.id, source: 'similarity' } : { essayId: null, source: 'first' };
}

export interface DraftRow {
  id: string;
  essay_id: string;
  essay_title: string;
  created_at: Date;
  overall_score: number;
  is_premium: boolean;
  draft_source: DraftSource;
  analysis_data: unknown;
  essay_text: string | null;
}

// essay_id and draft_source are null on no row after migration 006; COALESCE keeps a row written by
// an older server (during a rolling deploy) readable as an essay of its own.
const LISTED = `id, COALESCE(essay_id, id) AS essay_id, essay_title, created_at, overall_score, is_premium,
  COALESCE(draft_source, 'first') AS draft_source`;
/** Reviews the essays list reaches back over. */
const ESSAYS_WINDOW = 200;

/** The user's latest reviews with their essay, newest first (the presenter groups them). */
export async function listDrafts(
  pool: Pool,
  userId: string,
): Promise<Omit<DraftRow, 'analysis_data' | 'essay_text'>[]> {
  const { rows } = await pool.query<DraftRow>(
    `SELECT ${LISTED} FROM analyses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, ESSAYS_WINDOW],
  );
  return rows;
}

/** One of the user's reviews with its text and stored result, or null. */
export async function findDraft(pool: Pool, userId: string, id: string): Promise<DraftRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<DraftRow>(
    `SELECT ${LISTED}, analysis_data, essay_text FROM analyses WHERE user_id = $1 AND id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/**
 * The student's correction: review `id` is a draft of the essay `draftOf` belongs to, or (null) an
 * essay of its own. False when either review is not the user's.
 */
export async function setDraftOf(
  pool: Pool,
  userId: string,
  id: string,
  draftOf: string | null,
): Promise<boolean> {
  const own = await findDraft(pool, userId, id);
  if (!own) return false;
  let essayId = id;
  if (draftOf !== null) {
    const target = await findDraft(pool, userId, draftOf);
    if (!target) return false;
    essayId = target.essay_id;
  }
  await pool.query(
    `UPDATE analyses SET essay_id = $3, draft_source = 'student' WHERE user_id = $1 AND id = $2`,
    [userId, id, essayId],
  );
  return true;
}
