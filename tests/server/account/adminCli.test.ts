import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { monthStart } from '../../../server/services/usage';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDb';
import { insertUser, setUsage } from '../usage/seed';

// The operator CLI run as operators run it (a separate process), against a test database.

function admin(
  db: TestDatabase,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/admin.ts', ...args],
      { env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(2);
  });
  afterAll(() => db.close());

  it('sets a plan by e-mail (case-insensitive) and lists users with plan and usage', async () => {
    const user = await insertUser(db.pool, 'free', 'Student.One@example.com');
    await insertUser(db.pool, 'pro', 'second@example.com');
    await setUsage(db.pool, user.id, monthStart(new Date()), { basic_used: 2, premium_used: 1 });

    const set = await admin(db, 'set-plan', 'student.one@EXAMPLE.com', 'premium');
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toBe('Student.One@example.com is now on the premium plan\n');
    const { rows } = await db.pool.query('SELECT plan_type FROM users WHERE id = $1', [user.id]);
    expect(rows[0].plan_type).toBe('premium');

    const list = await admin(db, 'users');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+PLAN\s+BASIC \(MONTH\)\s+PREMIUM \(MONTH\)\s+CREATED$/);
    expect(lines[1]).toMatch(/^Student\.One@example\.com\s+premium\s+2\/∞\s+1\/∞\s+\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/^second@example\.com\s+pro\s+0\/50\s+0\/20\s/);
    expect(lines[3]).toBe('2 users');
  });

  it('fails clearly on an unknown user, an unknown plan or a bad command', async () => {
    const missing = await admin(db, 'set-plan', 'nobody@example.com', 'pro');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No user with e-mail nobody@example.com');
    const plan = await admin(db, 'set-plan', 'second@example.com', 'gold');
    expect(plan.code).toBe(2);
    expect(plan.stderr).toContain('Unknown plan "gold"');
    const usage = await admin(db, 'frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- set-plan');
  });
});
