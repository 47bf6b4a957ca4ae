/**
 * Signing on: after a factor is passed, the second-factor stage (a first-factor token) or the
 * sign-on answer with its tokens.
 */
import type { Factor, MfaRequired, SignOnSuccess } from '../../generated/provider/model';
import { nowIso } from '../clock';
import type { Account, OneTimeSecret } from '../db';
import { getDb } from '../store';
import { assertFirstFactorOf } from './access';
import { randomHex } from './random';
import { fail } from './request';
import { addSecret, consumeSecret } from './secrets';
import { issueTokens } from './tokens';

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
    lastActiveAt: nowIso(),
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    tenant: { tenantId: tenant.tenantId, name: tenant.name },
    authentication: { firstFactors: tenant.firstFactors, secondFactors: secondFactorsFor(account) },
    authorization: { [tenant.tenantId]: { roles: [...account.roles] } },
  };
}

/** The factor a password (sign-in, sign-up or reset) passes. */
export const PASSWORD_FACTOR = { strategy: 'password', channel: 'email' } as const;

/** The tenant's second factors, marked with whether this account has each one configured. */
export function secondFactorsFor(account: Account): Factor[] {
  return getDb().tenant.secondFactors.map((factor) => ({
    ...factor,
    isConfiguredByUser:
      factor.strategy === 'totp'
        ? account.totp !== undefined
        : factor.channel === 'sms'
          ? account.smsSecondFactor === true && account.phoneNumber !== undefined
          : factor.channel === 'email',
  }));
}

function sameFactor(a: Factor, b: Factor): boolean {
  return a.strategy === b.strategy && a.channel === b.channel;
}

/** Whether a call passing `factor` starts a sign-in: the factor is none of the tenant's second. */
export function startsSignIn(factor: Factor): boolean {
  return !getDb().tenant.secondFactors.some((f) => sameFactor(f, factor));
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
