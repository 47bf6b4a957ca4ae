/** What the provider's handlers share: errors, body checks, credentials, tokens and sign-on. */
import type { ZodType } from 'zod';
import type {
  AccessTokenClaims,
  Factor,
  IdTokenClaims,
  MfaRequired,
  RefreshTokenClaims,
  SignOnSuccess,
  Tokens,
} from '../../generated/provider/model';
import { now, nowSeconds } from '../clock';
import type { Account, OneTimeSecret, OutboxMessage } from '../db';
import { errorResponse } from '../faults';
import { sign, verify } from '../jwt';
import { getDb } from '../store';

export function fail(status: number, message: string, type?: string): never {
  throw errorResponse('provider', status, message, type);
}

export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomDigits(count: number): string {
  const buffer = new Uint32Array(count);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (n) => String(n % 10)).join('');
}

const isoNow = () => new Date(now()).toISOString();

/** Reads and validates a JSON body with the operation's generated zod schema; 400 otherwise. */
export async function readBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    fail(400, 'The request body must be JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    fail(400, `Invalid request. ${where}${issue?.message ?? 'invalid body'}`);
  }
  return parsed.data;
}

export function requireTenant(tenantId: unknown): void {
  if (tenantId !== getDb().tenant.tenantId) fail(404, 'Tenant not found', 'not_found_error');
}

export function bearer(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function findAccountById(userId: number): Account | undefined {
  return getDb().accounts.find((a) => a.userId === userId);
}

export function findAccountByEmailOrUsername(value: string): Account | undefined {
  const needle = value.trim().toLowerCase();
  return getDb().accounts.find(
    (a) => a.email.toLowerCase() === needle || a.username?.toLowerCase() === needle,
  );
}

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

/** Access tokens carry the authorization map; id and refresh tokens, signed by the same key, do not. */
export function isAccessToken(claims: { type?: string; authorization?: unknown }): boolean {
  return (
    claims.type === undefined &&
    typeof claims.authorization === 'object' &&
    claims.authorization !== null
  );
}

/** A first-factor token sent as bearer: must be one we issued and still valid. */
export function firstFactorFrom(request: Request): OneTimeSecret | undefined {
  const token = bearer(request);
  if (!token || token.split('.').length === 3) return undefined; // absent, or a JWT (not a first-factor token)
  const secret = getDb().secrets.find((s) => s.kind === 'first-factor' && s.value === token);
  if (!secret || secret.expiresAt <= now())
    fail(401, 'Your sign-in attempt has expired. Please start again.', 'unauthorized_error');
  return secret;
}

export function addSecret(
  secret: Omit<OneTimeSecret, 'expiresAt'>,
  ttlSeconds: number,
): OneTimeSecret {
  const db = getDb();
  const full = { ...secret, expiresAt: now() + ttlSeconds * 1000 };
  // A new link or code replaces the account's earlier one of the same kind (and channel).
  if (secret.kind !== 'first-factor') {
    db.secrets = db.secrets.filter(
      (s) =>
        !(s.kind === secret.kind && s.userId === secret.userId && s.channel === secret.channel),
    );
  }
  db.secrets.push(full);
  return full;
}

export function consumeSecret(secret: OneTimeSecret): void {
  const db = getDb();
  db.secrets = db.secrets.filter((s) => s !== secret);
}

export function deliver(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
  const full: OutboxMessage = { ...message, id: `msg_${randomHex(8)}`, sentAt: isoNow() };
  const db = getDb();
  db.outbox = [full, ...db.outbox].slice(0, 100);
  return full;
}

/** Password rule shown on the sign-up form (SPEC §5). */
export function passwordProblem(password: string): string | undefined {
  if (password.length >= 16) return undefined;
  if (password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password)) return undefined;
  return 'Password must be at least 16 characters OR at least 8 characters including a number and a letter';
}

function cookieOptions(days: number, sameSite: 'Lax' | 'Strict') {
  return { secure: getDb().tenant.mode === 'live', sameSite, expires: days };
}

export async function issueTokens(
  account: Account,
  existingSessionId?: string,
): Promise<Tokens & { sessionId: string }> {
  const db = getDb();
  const { tenant, settings } = db;
  const sessionId = existingSessionId ?? crypto.randomUUID();
  const jti = randomHex(16);
  const refreshExpires = now() + settings.refreshTokenTtlSeconds * 1000;
  const session = db.sessions.find((s) => s.sessionId === sessionId);
  if (session) {
    session.currentJti = jti;
    session.expiresAt = refreshExpires;
  } else {
    db.sessions.push({
      sessionId,
      userId: account.userId,
      currentJti: jti,
      expiresAt: refreshExpires,
    });
  }
  const base = {
    mode: tenant.mode,
    tenantId: tenant.tenantId,
    userId: account.userId,
    userUuid: account.userUuid,
    sessionId,
  };
  const access: Omit<AccessTokenClaims, 'iat' | 'exp'> = {
    ...base,
    isConfirmed: account.isEmailConfirmed,
    isEmailConfirmed: account.isEmailConfirmed,
    isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
    authorization: { [tenant.tenantId]: { roles: [...account.roles] } },
  };
  const id: Omit<IdTokenClaims, 'iat' | 'exp'> = {
    ...base,
    email: account.email,
    phoneNumber: account.phoneNumber,
    username: account.username,
    name: account.name,
    image: account.image,
    data: account.data,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    isEmailConfirmed: account.isEmailConfirmed,
    isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
    confirmedEmailAt: account.isEmailConfirmed ? account.createdAt : undefined,
    confirmedPhoneNumberAt: account.isPhoneNumberConfirmed ? account.createdAt : undefined,
    isMfaRequired: account.isMfaRequired,
    isConfirmed: account.isEmailConfirmed,
  };
  const refresh: Omit<RefreshTokenClaims, 'iat' | 'exp'> & { jti: string } = {
    ...base,
    type: 'refresh',
    jti,
  };
  const accessDays = settings.accessTokenTtlSeconds / 86400;
  const refreshDays = settings.refreshTokenTtlSeconds / 86400;
  return {
    sessionId,
    access: {
      value: await sign(access, settings.accessTokenTtlSeconds),
      cookieOptions: cookieOptions(accessDays, 'Lax'),
    },
    id: {
      value: await sign(id, settings.accessTokenTtlSeconds),
      cookieOptions: cookieOptions(accessDays, 'Lax'),
    },
    refresh: {
      value: await sign(refresh, settings.refreshTokenTtlSeconds),
      cookieOptions: cookieOptions(refreshDays, 'Strict'),
    },
  };
}

export async function signedOn(account: Account): Promise<SignOnSuccess> {
  const { tenant } = getDb();
  const { sessionId, ...tokens } = await issueTokens(account);
  return {
    message: 'OK',
    mode: tenant.mode,
    redirectTo: tenant.loginRedirectPath,
    sessionId,
    nonce: crypto.randomUUID(),
    tokens,
    userId: account.userId,
    tenantId: tenant.tenantId,
    userUuid: account.userUuid,
    username: account.username,
    email: account.email,
    phoneNumber: account.phoneNumber,
    name: account.name,
    image: account.image,
    data: account.data,
    isConfirmed: account.isEmailConfirmed,
    isMfaRequired: account.isMfaRequired,
    locked: false,
    lastActiveAt: isoNow(),
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    tenant: { tenantId: tenant.tenantId, name: tenant.name },
    authentication: { firstFactors: tenant.firstFactors, secondFactors: secondFactorsFor(account) },
    authorization: { [tenant.tenantId]: { roles: [...account.roles] } },
  };
}

/** The tenant's second factors, marked with whether this account has each one configured. */
export function secondFactorsFor(account: Account): Factor[] {
  return getDb().tenant.secondFactors.map((factor) => ({
    ...factor,
    isConfiguredByUser:
      factor.strategy === 'totp'
        ? account.totp !== undefined
        : factor.channel === 'sms'
          ? account.isPhoneNumberConfirmed && account.phoneNumber !== undefined
          : factor.channel === 'email',
  }));
}

/** A first-factor token only continues the sign-in of the account that passed the first factor. */
export function assertFirstFactorOf(
  firstFactor: OneTimeSecret | undefined,
  account: Account,
): void {
  if (firstFactor && firstFactor.userId !== account.userId)
    fail(401, 'Unauthorized', 'unauthorized_error');
}

function sameFactor(a: Factor, b: Factor): boolean {
  return a.strategy === b.strategy && a.channel === b.channel;
}

/**
 * After a factor is passed: with a first-factor token it was the second factor, so sign on;
 * otherwise an account that requires MFA gets a first-factor token and the second-factor list.
 */
export async function completeFactor(
  account: Account,
  factor: Factor,
  firstFactor: OneTimeSecret | undefined,
): Promise<SignOnSuccess | MfaRequired> {
  const { tenant, settings } = getDb();
  if (firstFactor) {
    assertFirstFactorOf(firstFactor, account);
    if (!tenant.secondFactors.some((f) => sameFactor(f, factor)))
      fail(400, 'This method cannot be used as a second factor');
    if (firstFactor.factor && sameFactor(firstFactor.factor, factor)) {
      fail(400, 'Please use a different method for your second factor');
    }
    consumeSecret(firstFactor);
    return signedOn(account);
  }
  const others = secondFactorsFor(account).filter((f) => !sameFactor(f, factor));
  if (account.isMfaRequired && others.length > 0) {
    const token = addSecret(
      {
        kind: 'first-factor',
        value: `uf_${tenant.mode}_first_factor_${randomHex(16)}`,
        userId: account.userId,
        factor,
      },
      settings.firstFactorTokenTtlSeconds,
    );
    return {
      mode: tenant.mode,
      message: 'MFA required',
      isMfaRequired: true,
      isEmailConfirmed: account.isEmailConfirmed,
      isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
      firstFactorToken: token.value,
      authentication: { firstFactor: factor, secondFactors: others },
    };
  }
  return signedOn(account);
}

export const nowIso = isoNow;
export { nowSeconds };
