// The username rule, apart from the zod schemas in schemas/auth.ts (which re-exports it): the sign-up
// call uses it, and the first paint of every page should not have to load zod.

export const USERNAME_MAX = 50;

/** Username the client sends when the form has none: the e-mail's local part. */
export function usernameFromEmail(address: string): string {
  const local = address.trim().split('@')[0] ?? '';
  return (local || address.trim()).slice(0, USERNAME_MAX);
}
