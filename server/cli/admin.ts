import pino from 'pino';
import { formatLimit, isUnlimited, PLAN_TYPES, type PlanType } from '../../shared/plans';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import type { Pool } from '../db/pool';
import { monthStart, planLimit } from '../services/usage';

// Operator commands against the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
// Purchases are not offered, so this is how plans are changed:
//   npm run admin -- set-plan <email> <free|pro|premium|admin>
//   npm run admin -- users

const USAGE = `Usage:
  npm run admin -- set-plan <email> <${PLAN_TYPES.join('|')}>
  npm run admin -- users`;

interface UserListRow {
  email: string;
  plan_type: PlanType;
  created_at: Date;
  basic_used: number | null;
  premium_used: number | null;
  basic_bonus: number | null;
  premium_bonus: number | null;
}

async function setPlan(pool: Pool, email: string, plan: string): Promise<number> {
  if (!PLAN_TYPES.includes(plan as PlanType)) {
    process.stderr.write(`Unknown plan "${plan}". Choose one of: ${PLAN_TYPES.join(', ')}\n`);
    return 2;
  }
  const { rows } = await pool.query<{ email: string }>(
    'UPDATE users SET plan_type = $2, updated_at = now() WHERE email_normalized = $1 RETURNING email',
    [email.trim().toLowerCase(), plan],
  );
  if (!rows[0]) {
    process.stderr.write(`No user with e-mail ${email}\n`);
    return 1;
  }
  process.stdout.write(`${rows[0].email} is now on the ${plan} plan\n`);
  return 0;
}

async function listUsers(pool: Pool, season: boolean): Promise<number> {
  const { rows } = await pool.query<UserListRow>(
    `SELECT u.email, u.plan_type, u.created_at, m.basic_used, m.premium_used, m.basic_bonus, m.premium_bonus
       FROM users u LEFT JOIN usage_months m ON m.user_id = u.id AND m.month = $1
      ORDER BY u.created_at`,
    [monthStart(new Date())],
  );
  const usage = (used: number | null, bonus: number | null, limit: number) =>
    `${used ?? 0}/${formatLimit(isUnlimited(limit) ? limit : limit + (bonus ?? 0))}`;
  const table = rows.map((r) => [
    r.email,
    r.plan_type,
    usage(r.basic_used, r.basic_bonus, planLimit(r.plan_type, 'basic', season)),
    usage(r.premium_used, r.premium_bonus, planLimit(r.plan_type, 'premium', season)),
    new Date(r.created_at).toISOString().slice(0, 10),
  ]);
  const header = ['EMAIL', 'PLAN', 'BASIC (MONTH)', 'PREMIUM (MONTH)', 'CREATED'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  for (const line of [header, ...table]) {
    process.stdout.write(
      `${line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()}\n`,
    );
  }
  process.stdout.write(`${rows.length} user${rows.length === 1 ? '' : 's'}\n`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'set-plan' && command !== 'users') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (command === 'set-plan' && rest.length !== 2) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  // Logs go to stderr so the command's output stays clean.
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const db = await connectDatabase(config, logger);
  try {
    if (command === 'users') return await listUsers(db.pool, config.APPLICATION_SEASON);
    return await setPlan(db.pool, rest[0]!, rest[1]!);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`admin: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
