/** The tokens of a session: access, id and refresh JWTs with their cookie options. */
import type {
  AccessTokenClaims,
  IdTokenClaims,
  RefreshTokenClaims,
  Tokens,
} from '../../generated/provider/model';
import { now } from '../clock';
import type { Account } from '../db';
import { sign } from '../jwt';
import { getDb } from '../store';
import { randomHex } from './random';

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
