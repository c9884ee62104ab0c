import { ACCOUNT_MESSAGES } from '../../shared/schemas/account';
import { withTransaction, type Pool } from '../db/pool';
import { HttpError } from '../errors';
import { claimPasswordGuess, forgetPasswordGuesses } from './passwordGuesses';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

// Account settings that act on the whole account: password change and permanent deletion.

/**
 * Changes the password after checking the current one, and ends every other session of the user
 * (the current one, `keepSessionId`, stays signed in).
 */
export async function changePassword(
  pool: Pool,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionId: string; now: Date },
): Promise<void> {
  const { rows } = await pool.query<{ password_hash: string; email: string }>(
    'SELECT password_hash, email FROM users WHERE id = $1',
    [input.userId],
  );
  const user = rows[0];
  // Someone holding a session may not know the password: their guesses share the account's budget.
  if (user) await claimPasswordGuess(pool, user.email, input.now);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new HttpError(400, [{ msg: ACCOUNT_MESSAGES.currentPasswordWrong, loc: ['current_password'] }]);
  }
  await forgetPasswordGuesses(pool, user.email);
  if (input.currentPassword === input.newPassword) {
    throw new HttpError(400, [{ msg: ACCOUNT_MESSAGES.samePassword, loc: ['new_password'] }]);
  }
  const problem = passwordProblem(input.newPassword, user.email);
  if (problem) throw new HttpError(400, [{ msg: problem, loc: ['new_password'] }]);
  const hash = await hashPassword(input.newPassword);
  await withTransaction(pool, async (client) => {
    await client.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      input.userId,
      hash,
      input.now,
    ]);
    await client.query("DELETE FROM session WHERE sess->>'userId' = $1 AND sid <> $2", [
      input.userId,
      input.keepSessionId,
    ]);
  });
}

/**
 * Deletes the user for good: sessions explicitly (the session table has no foreign key), everything else
 * (analyses, usage, feedback, tokens) through ON DELETE CASCADE. Returns false if there was no such user.
 */
export async function deleteAccount(pool: Pool, userId: string): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    await client.query("DELETE FROM session WHERE sess->>'userId' = $1", [userId]);
    await client.query('DELETE FROM analyses WHERE user_id = $1', [userId]);
    await client.query('DELETE FROM product_feedback WHERE user_id = $1', [userId]);
    const { rowCount } = await client.query('DELETE FROM users WHERE id = $1', [userId]);
    return rowCount === 1;
  });
}
