/** The provider's accounts: finding one, and the password rule an account's password follows. */
import type { Account } from '../db';
import { getDb } from '../store';

export function findAccountById(userId: number): Account | undefined {
  return getDb().accounts.find((a) => a.userId === userId);
}

export function findAccountByEmailOrUsername(value: string): Account | undefined {
  const needle = value.trim().toLowerCase();
  return getDb().accounts.find(
    (a) => a.email.toLowerCase() === needle || a.username?.toLowerCase() === needle,
  );
}

/** Password rule shown on the sign-up form (SPEC §5). */
export function passwordProblem(password: string): string | undefined {
  if (password.length >= 16) return undefined;
  if (password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password)) return undefined;
  return 'Password must be at least 16 characters OR at least 8 characters including a number and a letter';
}
