/**
 * Who is asking: the account behind an access token of a live session, or the sign-in a
 * first-factor token continues.
 */
import type { AccessTokenClaims } from '../../generated/provider/model';
import { now } from '../clock';
import type { Account, OneTimeSecret } from '../db';
import { verify } from '../jwt';
import { getDb } from '../store';
import { findAccountById } from './accounts';
import { bearer, fail } from './request';

/** The account behind a valid access token of a live session, or a 401. */
export async function requireAccess(
  request: Request,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<{ account: Account; claims: AccessTokenClaims }> {
  const token = bearer(request);
  if (!token) fail(401, 'Missing authentication', 'unauthorized_error');
  const claims = await verify<AccessTokenClaims & { type?: string }>(token, { allowExpired });
  const db = getDb();
  const account = claims ? findAccountById(claims.userId) : undefined;
  const live =
    claims && db.sessions.some((s) => s.sessionId === claims.sessionId && s.expiresAt > now());
  if (
    !claims ||
    !isAccessToken(claims) ||
    claims.tenantId !== db.tenant.tenantId ||
    !account ||
    !live
  ) {
    fail(401, 'Unauthorized', 'unauthorized_error');
  }
  return { account, claims };
}

/** The signed-in account when the request carries an access token (a JWT), else undefined. */
export async function accessIfPresent(request: Request): Promise<Account | undefined> {
  const token = bearer(request);
  if (!token || token.split('.').length !== 3) return undefined;
  return (await requireAccess(request)).account;
}

/** Access tokens carry the authorization map; id and refresh tokens, signed by the same key, do not. */
export function isAccessToken(claims: { type?: string; authorization?: unknown }): boolean {
  return (
    claims.type === undefined &&
    typeof claims.authorization === 'object' &&
    claims.authorization !== null
  );
}

/**
 * A first-factor token sent as bearer: one we issued and still valid. A used, expired or unknown
 * one is refused on a call that can only be a second factor (the sign-in it continued is over),
 * and ignored on a call that starts a sign-in or sign-up (`starts`), as the provider does: a
 * client that still holds the token of an earlier MFA sign-in can sign in again.
 */
export function firstFactorFrom(
  request: Request,
  { starts = false }: { starts?: boolean } = {},
): OneTimeSecret | undefined {
  const token = bearer(request);
  if (!token || token.split('.').length === 3) return undefined; // absent, or a JWT (not a first-factor token)
  const secret = getDb().secrets.find((s) => s.kind === 'first-factor' && s.value === token);
  if (secret && secret.expiresAt > now()) return secret;
  if (starts) return undefined;
  fail(401, 'Your sign-in attempt has expired. Please start again.', 'unauthorized_error');
}

/** A first-factor token only continues the sign-in of the account that passed the first factor. */
export function assertFirstFactorOf(
  firstFactor: OneTimeSecret | undefined,
  account: Account,
): void {
  if (firstFactor && firstFactor.userId !== account.userId)
    fail(401, 'Unauthorized', 'unauthorized_error');
}
