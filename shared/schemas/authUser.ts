import * as z from 'zod/mini';
import { PLAN_TYPES } from '../plans';

// The signed-in user, apart from the other /auth schemas (auth.ts re-exports all of this): every page
// reads the cached user at start-up, and zod/mini keeps that check out of the first paint's weight.

export const USERNAME_MAX = 50;

/** The signed-in user as the API returns it (login, /auth/me) and the client caches it. */
export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.nullable(z.string()),
  plan_type: z.enum(PLAN_TYPES),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Username the client sends when the form has none: the e-mail's local part. */
export function usernameFromEmail(address: string): string {
  const local = address.trim().split('@')[0] ?? '';
  return (local || address.trim()).slice(0, USERNAME_MAX);
}
