import { describe, expect, it } from 'vitest';
import { AuthUserSchema } from '../../shared/schemas/auth';
import { parseStoredUser } from '../../renderer/src/auth/storage';

// The cached user is checked by hand at start-up (no zod on the first paint); it must accept and refuse
// exactly what AuthUserSchema does, and keep only the schema's fields.

const USER = { id: 'u1', email: 'sam@example.com', username: 'sam', full_name: null, plan_type: 'free' };

const CASES: unknown[] = [
  USER,
  { ...USER, full_name: 'Sam Lee', plan_type: 'premium' },
  { ...USER, extra: 'dropped' },
  { ...USER, plan_type: 'gold' },
  { ...USER, full_name: undefined },
  { ...USER, id: 7 },
  { ...USER, email: null },
  { id: 'u1', email: 'sam@example.com' },
  [],
  null,
  'sam',
];

describe('the cached user', () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c]))(
    'is read as AuthUserSchema would read it: %s',
    (_, value) => {
      const expected = AuthUserSchema.safeParse(value);
      expect(parseStoredUser(JSON.stringify(value))).toEqual(expected.success ? expected.data : null);
    },
  );

  it('is nothing when absent or not JSON', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
  });
});
