/** The check of a stored session user: the generated schema of a user, every field optional. */
import { getUserResponse } from '@generated/product/zod/users/users.zod';
import type { User } from '@generated/product/model';

const partialUser = getUserResponse.partial();

/** The user when the value has a user's shape (unknown fields dropped), else undefined. */
export function checkSessionUser(value: unknown): Partial<User> | undefined {
  const parsed = partialUser.safeParse(value);
  return parsed.success ? (parsed.data as Partial<User>) : undefined;
}
