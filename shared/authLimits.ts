// Account field limits without zod, for screens that show them before any form is validated (the
// sign-up page would otherwise load zod before it can paint). schemas/auth.ts re-exports them.

export const AUTH_PASSWORD_MIN = 8;
/** Long enough for any passphrase or password manager; bounded so hashing cost stays bounded. */
export const AUTH_PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
