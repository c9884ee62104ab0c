import { randomUUID } from 'node:crypto';
import type { Pool } from '../../../server/db/pool';
import type { PlanType } from '../../../shared/plans';

// Direct database seeding for the dashboard's server tests (users and analysis records).

export async function insertUser(pool: Pool, plan: PlanType = 'free', email = `${randomUUID()}@example.com`) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (email, email_normalized, username, password_hash, plan_type, email_confirmed_at)
     VALUES ($1, $2, $3, 'x', $4, now()) RETURNING id`,
    [email, email.toLowerCase(), email.split('@')[0], plan],
  );
  return { id: rows[0]!.id, email };
}

/** A feedback object shaped like the engine's (only what the dashboard reads). */
export function sampleFeedback(score: number) {
  return {
    overall_score: score,
    percentage: score,
    max_score: 100,
    summary: `Summary for an essay scoring ${score}.`,
    score_explanation: {
      explanation: `Scored ${score}`,
      factors: { clarity: 7 },
      rationale: ['Clear voice'],
    },
    section_scores: {
      grammar: {
        score,
        score_explanation: 'Few errors',
        metrics_interpretation: [],
        summary: 'Grammar summary',
        details: { user_metrics: {}, findings: [] },
      },
    },
    quick_wins: [{ description: 'Fix the comma splice', location: { line_start: 2, line_end: 2 } }],
    strengths: [],
    improvements: [],
    annotations: [
      { start: 0, end: 3, analyzer: 'x', category: 'y', severity: 'info', message: 'm', replacements: [] },
    ],
  };
}

export async function insertAnalysis(
  pool: Pool,
  userId: string,
  opts: { title?: string; score?: number; createdAt?: Date; data?: unknown } = {},
) {
  const score = opts.score ?? 70;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO analyses (user_id, essay_title, overall_score, analysis_data, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      userId,
      opts.title ?? 'My essay',
      score,
      JSON.stringify(opts.data === undefined ? sampleFeedback(score) : opts.data),
      opts.createdAt ?? new Date(),
    ],
  );
  return rows[0]!.id;
}

export async function setUsage(
  pool: Pool,
  userId: string,
  month: string,
  values: Partial<Record<'basic_used' | 'premium_used' | 'basic_bonus' | 'premium_bonus', number>>,
) {
  await pool.query('INSERT INTO usage_months (user_id, month) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    month,
  ]);
  for (const [column, value] of Object.entries(values)) {
    await pool.query(`UPDATE usage_months SET ${column} = $3 WHERE user_id = $1 AND month = $2`, [
      userId,
      month,
      value,
    ]);
  }
}
