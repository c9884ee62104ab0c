import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';

// Password hashing (argon2id) and the "too common" check. Parameters follow OWASP's argon2id minimum
// (19 MiB, 2 passes, 1 lane); a hash records its own parameters, so raising them later keeps old hashes valid.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed hash: treat as a mismatch, never as a 500
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as verifying a real password. Used when the e-mail is unknown so the response time
 * does not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-equalisation');
  await verifyPassword(await dummyHash, password);
  return false;
}

// The top of a ranked list of leaked passwords (zxcvbn-ts, MIT): the ones attackers try first.
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/**
 * Server-side rules on top of the shared length rules: refuse the most common passwords and ones that are
 * just the e-mail address. Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (isCommonPassword(lower)) return AUTH_MESSAGES.passwordTooCommon;
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 8 && lower === local)) return AUTH_MESSAGES.passwordTooCommon;
  }
  return null;
}
