/**
 * The demo's stand-in for a social sign-in provider (provider notes row 16: the navigation to
 * `/auth/{provider}/login` ends back at the app with `?token=&uuid=`, which the app signs in
 * with, as with an email link). The demo identity page (src/components/demo/) names who signs in;
 * an address the tenant does not know gets an account, as a first social sign-in does.
 */
import { getDb } from '../store';
import { createAccount, findAccountByEmailOrUsername } from './accounts';
import { randomHex } from './random';
import { addSecret } from './secrets';

export function ssoLoginLink(email: string): { token: string; uuid: string } {
  const db = getDb();
  const account =
    findAccountByEmailOrUsername(email) ??
    createAccount({ email: email.trim().toLowerCase(), isEmailConfirmed: true });
  const token = randomHex(24);
  addSecret(
    { kind: 'login-link', value: token, userId: account.userId },
    db.settings.linkTtlSeconds,
  );
  return { token, uuid: account.userUuid };
}
