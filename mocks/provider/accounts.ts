/**
 * The provider's accounts: finding one, creating one (with its product user), and the password
 * rule an account's password follows.
 */
import {
  getUserResponseFirstNameMax as FIRST_NAME_MAX,
  getUserResponseLastNameMax as LAST_NAME_MAX,
} from '../../generated/product/zod/users/users.zod';
import { nowIso } from '../clock';
import type { Account, EmailAccount } from '../db';
import { getDb } from '../store';

export function findAccountById(userId: number): Account | undefined {
  return getDb().accounts.find((a) => a.userId === userId);
}

/** Whether the account has an email address (one signed up by phone only has none). */
export const hasEmail = (account: Account | undefined): account is EmailAccount =>
  account?.email !== undefined;

export function findAccountByEmailOrUsername(value: string): Account | undefined {
  const needle = value.trim().toLowerCase();
  return getDb().accounts.find(
    (a) => a.email?.toLowerCase() === needle || a.username?.toLowerCase() === needle,
  );
}

/**
 * A new account of the demo tenant, and the product user that goes with it. An account signed up
 * by phone only gets none: the product's users have an email (product contract, SPEC §4's user
 * validation), so the product has no record of that person (decision 014).
 */
export function createAccount(
  fields: Partial<Account> & ({ email: string } | { phoneNumber: string }),
): Account {
  const db = getDb();
  const userId = Math.max(0, ...db.accounts.map((a) => a.userId), ...db.users.map((u) => u.id)) + 1;
  const created = nowIso();
  const account: Account = {
    userId,
    userUuid: crypto.randomUUID(),
    // A new account is of role `user` until it says what it is (product/registration.ts;
    // docs/decisions/026); one made by phone alone is a worker's, a professional at once.
    roles: 'phoneNumber' in fields && fields.email === undefined ? ['professional'] : ['user'],
    data: {},
    isEmailConfirmed: false,
    isPhoneNumberConfirmed: false,
    isMfaRequired: db.tenant.mfaRequiredForNewUsers,
    createdAt: created,
    updatedAt: created,
    ...fields,
  };
  db.accounts.push(account);
  if (account.email === undefined) return account;
  // The names the person gave at sign-up, as given; none given, none made up (the product shows
  // the email instead).
  const [firstName = '', ...rest] = (account.name ?? '').trim().split(/\s+/);
  db.users.push({
    id: userId,
    authUuid: account.userUuid,
    authId: userId,
    authSource: 'userfront',
    firstName: firstName.slice(0, FIRST_NAME_MAX),
    lastName: rest.join(' ').slice(0, LAST_NAME_MAX),
    email: account.email,
    emailVerified: account.isEmailConfirmed,
    phoneVerified: account.isPhoneNumberConfirmed,
    defaultRole: account.roles[0] ?? 'user',
    isActive: true,
    keyVersion: 1,
    createdAt: created,
    updatedAt: created,
  });
  return account;
}

/** Password rule shown on the sign-up form (SPEC §5). */
export function passwordProblem(password: string): string | undefined {
  if (password.length >= 16) return undefined;
  if (password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password)) return undefined;
  return 'Password must be at least 16 characters OR at least 8 characters including a number and a letter';
}
