import type { PlanType } from '../../shared/plans';
import type { AuthUser } from '../../shared/schemas/auth';

/** The columns of `users` that the API may reveal about the signed-in user. */
export interface UserRow {
  id: string;
  email: string;
  username: string;
  full_name: string | null;
  plan_type: PlanType;
}

export const USER_COLUMNS = 'id, email, username, full_name, plan_type';

export function presentUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    full_name: row.full_name,
    plan_type: row.plan_type,
  };
}
