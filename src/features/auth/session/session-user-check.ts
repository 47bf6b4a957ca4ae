/** The check of a stored session user: the generated schema of a user, every field optional. */
import { getUserResponse } from '@generated/product/zod/users/users.zod';
import type { SessionUser } from './session-user';

const partialUser = getUserResponse.partial();

/** The user when the value has a user's shape (unknown fields dropped), else undefined. */
export function checkSessionUser(value: unknown): SessionUser | undefined {
  const parsed = partialUser.safeParse(value);
  return parsed.success ? (parsed.data as SessionUser) : undefined;
}
