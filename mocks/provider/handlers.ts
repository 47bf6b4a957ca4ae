/**
 * The hosted provider's v0 API for the demo tenant, on the generated MSW handler factories.
 * It behaves as the real one does in test mode (see the issue "The embedded demo backend").
 */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import {
  getSendVerificationCodeMockHandler,
  getLoginWithVerificationCodeMockHandler,
} from '../../generated/provider/endpoints/code/code.msw';
import {
  getLoginWithLinkMockHandler,
  getSendLoginLinkMockHandler,
} from '../../generated/provider/endpoints/link/link.msw';
import {
  getLoginWithPasswordMockHandler,
  getMigratePasswordMockHandler,
  getSignupWithPasswordMockHandler,
  getUpdatePasswordMockHandler,
} from '../../generated/provider/endpoints/password/password.msw';
import {
  getResetPasswordMockHandler,
  getSendResetLinkMockHandler,
} from '../../generated/provider/endpoints/reset/reset.msw';
import { getGetSamlTokenMockHandler } from '../../generated/provider/endpoints/saml/saml.msw';
import {
  getGetSelfMockHandler,
  getLogoutMockHandler,
  getRefreshTokensMockHandler,
  getUpdateSelfMockHandler,
} from '../../generated/provider/endpoints/session/session.msw';
import { getGetTenantModeMockHandler } from '../../generated/provider/endpoints/tenant/tenant.msw';
import {
  getGetTotpSetupMockHandler,
  getLoginWithTotpMockHandler,
} from '../../generated/provider/endpoints/totp/totp.msw';
import {
  loginWithVerificationCodeBody,
  sendVerificationCodeBody,
} from '../../generated/provider/zod/code/code.zod';
import { loginWithLinkBody, sendLoginLinkBody } from '../../generated/provider/zod/link/link.zod';
import {
  loginWithPasswordBody,
  migratePasswordBody,
  signupWithPasswordBody,
  updatePasswordBody,
} from '../../generated/provider/zod/password/password.zod';
import { resetPasswordBody, sendResetLinkBody } from '../../generated/provider/zod/reset/reset.zod';
import { updateSelfBody } from '../../generated/provider/zod/session/session.zod';
import {
  getUserResponseFirstNameMax as FIRST_NAME_MAX,
  getUserResponseLastNameMax as LAST_NAME_MAX,
} from '../../generated/product/zod/users/users.zod';
import { loginWithTotpBody } from '../../generated/provider/zod/totp/totp.zod';
import type { RefreshTokenClaims, SelfResponse, TotpSetup } from '../../generated/provider/model';
import { now, nowIso } from '../clock';
import type { Account, TotpConfig } from '../db';
import { operation } from '../faults';
import { verify } from '../jwt';
import { getDb } from '../store';
import { assertFirstFactorOf, firstFactorFrom, requireAccess } from './access';
import { findAccountByEmailOrUsername, findAccountById, passwordProblem } from './accounts';
import { randomDigits, randomHex } from './random';
import { bearer, fail, readBody, requireTenant } from './request';
import { addSecret, consumeSecret, deliver } from './secrets';
import { completeFactor, signedOn } from './sign-on';
import { issueTokens } from './tokens';

const INCORRECT_LOGIN = 'Incorrect email or password';

function appOrigin(request: Request): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

function totpFor(secret: string): TOTP {
  return new TOTP({
    issuer: 'Compliance Hub Demo',
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A current TOTP code (±1 step) or an unused backup code; a backup code works once. */
function checkTotp(config: TotpConfig, code: { totpCode?: string; backupCode?: string }): boolean {
  if (code.totpCode) {
    const delta = totpFor(config.secret).validate({
      token: code.totpCode,
      timestamp: now(),
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now() / 30_000) + delta;
    if (config.lastUsedStep !== undefined && step <= config.lastUsedStep) return false; // a replay
    config.lastUsedStep = step;
    return true;
  }
  if (code.backupCode) {
    const index = config.backupCodes.indexOf(code.backupCode.toLowerCase());
    if (index === -1) return false;
    config.backupCodes.splice(index, 1);
    return true;
  }
  return false;
}

function newBackupCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const hex = randomHex(5);
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}`;
  });
}

function createAccount(fields: Partial<Account> & { email: string }): Account {
  const db = getDb();
  const userId = Math.max(0, ...db.accounts.map((a) => a.userId), ...db.users.map((u) => u.id)) + 1;
  const created = nowIso();
  const account: Account = {
    userId,
    userUuid: crypto.randomUUID(),
    roles: ['professional'],
    data: {},
    isEmailConfirmed: false,
    isPhoneNumberConfirmed: false,
    isMfaRequired: db.tenant.mfaRequiredForNewUsers,
    createdAt: created,
    updatedAt: created,
    ...fields,
  };
  db.accounts.push(account);
  const [firstName = account.email, ...rest] = (
    account.name ??
    account.email.split('@')[0] ??
    ''
  ).split(' ');
  db.users.push({
    id: userId,
    authUuid: account.userUuid,
    authId: userId,
    authSource: 'userfront',
    firstName: firstName.slice(0, FIRST_NAME_MAX) || 'New',
    lastName: (rest.join(' ') || firstName).slice(0, LAST_NAME_MAX) || 'User',
    email: account.email,
    emailVerified: account.isEmailConfirmed,
    phoneVerified: account.isPhoneNumberConfirmed,
    defaultRole: 'professional',
    isActive: true,
    keyVersion: 1,
    createdAt: created,
    updatedAt: created,
  });
  return account;
}

/** The signed-in account when the request carries an access token (a JWT), else undefined. */
async function accessIfPresent(request: Request): Promise<Account | undefined> {
  const token = bearer(request);
  if (!token || token.split('.').length !== 3) return undefined;
  return (await requireAccess(request)).account;
}

function selfOf(account: Account): SelfResponse {
  const { tenant } = getDb();
  return {
    userId: account.userId,
    userUuid: account.userUuid,
    tenantId: tenant.tenantId,
    email: account.email,
    username: account.username,
    name: account.name,
    image: account.image,
    phoneNumber: account.phoneNumber,
    data: account.data,
    isConfirmed: account.isEmailConfirmed,
    isEmailConfirmed: account.isEmailConfirmed,
    isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
    isMfaRequired: account.isMfaRequired,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    tenant: {
      tenantId: tenant.tenantId,
      name: tenant.name,
      loginRedirectPath: tenant.loginRedirectPath,
      logoutRedirectPath: tenant.logoutRedirectPath,
    },
  };
}

const PASSWORD_FACTOR = { strategy: 'password', channel: 'email' } as const;

async function passwordLogin(
  request: Request,
  tenantId: unknown,
  schema: typeof loginWithPasswordBody,
) {
  requireTenant(tenantId);
  const firstFactor = firstFactorFrom(request);
  const body = await readBody(request, schema);
  const account = findAccountByEmailOrUsername(body.emailOrUsername);
  if (!account?.password) {
    if (account && body.options?.noResetEmail)
      fail(400, 'User does not have a password', 'intended_error');
    fail(400, INCORRECT_LOGIN);
  }
  if (account.password !== body.password) fail(400, INCORRECT_LOGIN);
  return completeFactor(account, PASSWORD_FACTOR, firstFactor);
}

export const providerHandlers = [
  getGetTenantModeMockHandler(
    operation('getTenantMode', 'provider', ({ params }) => {
      requireTenant(params.tenantId);
      const { tenant } = getDb();
      return {
        mode: tenant.mode,
        authentication: { firstFactors: tenant.firstFactors, secondFactors: tenant.secondFactors },
      };
    }),
  ),

  getRefreshTokensMockHandler(
    operation('refreshTokens', 'provider', async ({ request }) => {
      const token = bearer(request);
      const claims = token ? await verify<RefreshTokenClaims & { jti?: string }>(token) : undefined;
      const db = getDb();
      const session = claims && db.sessions.find((s) => s.sessionId === claims.sessionId);
      if (
        !claims ||
        claims.type !== 'refresh' ||
        !session ||
        session.currentJti !== claims.jti ||
        session.expiresAt <= now()
      ) {
        fail(401, 'Invalid refresh token', 'unauthorized_error');
      }
      const account = findAccountById(session.userId);
      if (!account) fail(401, 'Invalid refresh token', 'unauthorized_error');
      const { sessionId: _sessionId, ...tokens } = await issueTokens(account, session.sessionId);
      return { message: 'OK' as const, tokens };
    }),
  ),

  getGetSelfMockHandler(
    operation('getSelf', 'provider', async ({ request }) =>
      selfOf((await requireAccess(request)).account),
    ),
  ),

  getUpdateSelfMockHandler(
    operation('updateSelf', 'provider', async ({ request }) => {
      const { account } = await requireAccess(request);
      const body = await readBody(request, updateSelfBody);
      if (Object.keys(body).length === 0) fail(400, 'Missing user properties to update');
      if (
        body.username &&
        getDb().accounts.some(
          (a) => a !== account && a.username?.toLowerCase() === body.username?.toLowerCase(),
        )
      ) {
        fail(409, 'This username is taken', 'conflict_error');
      }
      Object.assign(account, body, { updatedAt: nowIso() });
      const user = getDb().users.find((u) => u.authUuid === account.userUuid);
      if (user) {
        if (body.name) {
          // The provider's one name may be longer than the product's two name fields allow.
          const [first = '', ...rest] = body.name.trim().split(/\s+/);
          user.firstName = first.slice(0, FIRST_NAME_MAX) || user.firstName;
          user.lastName = rest.join(' ').slice(0, LAST_NAME_MAX) || user.lastName;
        }
        if (body.image) user.avatar = body.image;
        user.updatedAt = account.updatedAt;
      }
      return selfOf(account);
    }),
  ),

  getLogoutMockHandler(
    operation('logout', 'provider', async ({ request }) => {
      const { claims } = await requireAccess(request, { allowExpired: true });
      const db = getDb();
      db.sessions = db.sessions.filter((s) => s.sessionId !== claims.sessionId);
      return { message: 'OK' as const, redirectTo: db.tenant.logoutRedirectPath };
    }),
  ),

  getGetTotpSetupMockHandler(
    operation('getTotpSetup', 'provider', async ({ request }): Promise<TotpSetup> => {
      const firstFactor = firstFactorFrom(request);
      const account = firstFactor
        ? findAccountById(firstFactor.userId)
        : (await requireAccess(request)).account;
      if (!account) fail(401, 'Unauthorized', 'unauthorized_error');
      const secret = new Secret({ size: 20 }).base32;
      account.pendingTotp = { secret, backupCodes: newBackupCodes() };
      const uri = totpFor(secret);
      uri.label = account.email;
      return {
        totpSecret: secret,
        qrCode: await QRCode.toDataURL(uri.toString(), { margin: 1, width: 200 }),
        backupCodes: [...account.pendingTotp.backupCodes],
      };
    }),
  ),

  getLoginWithTotpMockHandler(
    operation('loginWithTotp', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const firstFactor = firstFactorFrom(request);
      const body = await readBody(request, loginWithTotpBody);
      if (!body.totpCode && !body.backupCode) fail(400, 'Please enter your six-digit code');
      const identifier = body.emailOrUsername ?? body.email ?? body.username;
      const account = firstFactor
        ? findAccountById(firstFactor.userId)
        : getDb().accounts.find(
            (a) =>
              (body.userId !== undefined && a.userId === body.userId) ||
              (body.userUuid !== undefined && a.userUuid === body.userUuid) ||
              (identifier !== undefined && findAccountByEmailOrUsername(identifier) === a) ||
              (body.phoneNumber !== undefined && a.phoneNumber === body.phoneNumber),
          );
      const invalid = 'Invalid authenticator code';
      if (!account) fail(400, invalid);
      if (account.pendingTotp && checkTotp(account.pendingTotp, body)) {
        // a code of the authenticator being set up confirms it and replaces the old one
        account.totp = account.pendingTotp;
        account.pendingTotp = undefined;
      } else if (account.totp && checkTotp(account.totp, body)) {
        // a working authenticator; a pending one stays pending until its own code confirms it
      } else {
        fail(400, body.backupCode ? 'Invalid backup code' : invalid);
      }
      return completeFactor(account, { strategy: 'totp', channel: 'authenticator' }, firstFactor);
    }),
  ),

  getLoginWithPasswordMockHandler(
    operation('loginWithPassword', 'provider', ({ request, params }) =>
      passwordLogin(request, params.tenantId, loginWithPasswordBody),
    ),
  ),

  getMigratePasswordMockHandler(
    operation('migratePassword', 'provider', async ({ request, params }) => {
      const result = await passwordLogin(request, params.tenantId, migratePasswordBody);
      return 'tokens' in result ? { ...result, upstreamResponse: { migrated: false } } : result;
    }),
  ),

  getUpdatePasswordMockHandler(
    operation('updatePassword', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const { account } = await requireAccess(request);
      const body = await readBody(request, updatePasswordBody);
      if (account.password !== undefined && body.existingPassword !== account.password) {
        fail(
          400,
          body.existingPassword
            ? 'Your current password is incorrect'
            : 'Please enter your current password',
        );
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(400, problem);
      account.password = body.password;
      account.updatedAt = nowIso();
      return { message: 'OK' as const };
    }),
  ),

  getSignupWithPasswordMockHandler(
    operation('signupWithPassword', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      // A first-factor token belongs to an existing account's sign-in, never to a new account.
      if (firstFactorFrom(request)) fail(401, 'Unauthorized', 'unauthorized_error');
      const body = await readBody(request, signupWithPasswordBody);
      const db = getDb();
      if (db.accounts.some((a) => a.email.toLowerCase() === body.email.toLowerCase())) {
        fail(409, 'An account with this email already exists', 'conflict_error');
      }
      if (
        body.username &&
        db.accounts.some((a) => a.username?.toLowerCase() === body.username?.toLowerCase())
      ) {
        fail(409, 'This username is taken', 'conflict_error');
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(400, problem);
      const account = createAccount({
        email: body.email.toLowerCase(),
        username: body.username,
        name: body.name,
        password: body.password,
        data: body.data ?? {},
      });
      if (!body.options?.noSignupEmail) {
        deliver({
          channel: 'email',
          to: account.email,
          subject: 'Welcome to Compliance Hub',
          body: `Welcome, ${account.name ?? account.email}.`,
        });
      }
      return completeFactor(account, PASSWORD_FACTOR, undefined);
    }),
  ),

  getSendLoginLinkMockHandler(
    operation('sendLoginLink', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, sendLoginLinkBody);
      const db = getDb();
      const existing = findAccountByEmailOrUsername(body.email);
      const account =
        existing ??
        createAccount({
          email: body.email.toLowerCase(),
          name: body.name,
          username: body.username,
          data: body.data ?? {},
        });
      const type = existing ? 'login' : 'welcome';
      const token = randomHex(24);
      addSecret(
        { kind: 'login-link', value: token, userId: account.userId },
        db.settings.linkTtlSeconds,
      );
      const url = new URL(
        body.options?.redirect?.startsWith('/') ? '/sign-in' : '/sign-in',
        appOrigin(request),
      );
      url.search = new URLSearchParams({ token, uuid: account.userUuid, type }).toString();
      const message = deliver({
        channel: 'email',
        to: account.email,
        subject: type === 'login' ? 'Your sign-in link' : 'Welcome: confirm your email',
        body: `Use this link to sign in: ${url.toString()}`,
        link: url.toString(),
      });
      return {
        message: 'OK' as const,
        result: {
          email: account.email,
          submittedAt: message.sentAt,
          messageId: message.id,
          to: account.email,
          link: url.toString(),
        },
      };
    }),
  ),

  getLoginWithLinkMockHandler(
    operation('loginWithLink', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const firstFactor = firstFactorFrom(request);
      const body = await readBody(request, loginWithLinkBody);
      const secret = getDb().secrets.find((s) => s.kind === 'login-link' && s.value === body.token);
      const account = secret ? findAccountById(secret.userId) : undefined;
      if (!secret || !account || account.userUuid !== body.uuid)
        fail(400, 'This link is invalid or has already been used');
      assertFirstFactorOf(firstFactor, account);
      consumeSecret(secret);
      if (secret.expiresAt <= now()) fail(400, 'This link has expired. Please request a new one.');
      account.isEmailConfirmed = true;
      return completeFactor(account, { strategy: 'link', channel: 'email' }, firstFactor);
    }),
  ),

  getSendVerificationCodeMockHandler(
    operation('sendVerificationCode', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const firstFactor = firstFactorFrom(request);
      const body = await readBody(request, sendVerificationCodeBody);
      // A signed-in user's access token: confirming a phone number of their own.
      const signedIn =
        firstFactor || body.channel !== 'sms' ? undefined : await accessIfPresent(request);
      let account = firstFactor ? findAccountById(firstFactor.userId) : signedIn;
      if (signedIn && body.channel === 'sms') {
        if (!body.phoneNumber) fail(400, 'SMS verification code requires "phoneNumber"');
        if (getDb().accounts.some((a) => a !== signedIn && a.phoneNumber === body.phoneNumber))
          fail(400, 'This phone number is used by another account');
      }
      if (!firstFactor && !signedIn) {
        if (body.channel === 'sms' && !body.phoneNumber)
          fail(400, 'SMS verification code requires "phoneNumber"');
        if (body.channel === 'email' && !body.email)
          fail(400, 'Email verification code requires "email"');
        account =
          body.channel === 'email'
            ? (findAccountByEmailOrUsername(body.email ?? '') ??
              createAccount({
                email: (body.email ?? '').toLowerCase(),
                name: body.name,
                username: body.username,
                data: body.data ?? {},
              }))
            : getDb().accounts.find((a) => a.phoneNumber === body.phoneNumber);
        if (!account) fail(400, 'No account uses this phone number');
      }
      if (!account) fail(401, 'Unauthorized', 'unauthorized_error');
      // A second factor goes to the number the account has confirmed, never to one the client picks.
      if (
        firstFactor &&
        body.channel === 'sms' &&
        body.phoneNumber &&
        account.isPhoneNumberConfirmed &&
        account.phoneNumber &&
        body.phoneNumber !== account.phoneNumber
      ) {
        fail(400, 'Codes for this account go to its confirmed phone number');
      }
      const to = body.channel === 'sms' ? (body.phoneNumber ?? account.phoneNumber) : account.email;
      if (!to) fail(400, 'SMS verification code requires "phoneNumber"');
      const code = randomDigits(6);
      addSecret(
        { kind: 'code', value: code, userId: account.userId, channel: body.channel, to },
        getDb().settings.codeTtlSeconds,
      );
      const message = deliver({
        channel: body.channel,
        to,
        subject: 'Your verification code',
        body: `Your Compliance Hub verification code is ${code}`,
        verificationCode: code,
      });
      return {
        message: 'OK' as const,
        result: {
          channel: body.channel,
          ...(body.channel === 'sms' ? { phoneNumber: to } : { email: to }),
          submittedAt: message.sentAt,
          messageId: message.id,
          verificationCode: code,
        },
      };
    }),
  ),

  getLoginWithVerificationCodeMockHandler(
    operation('loginWithVerificationCode', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const firstFactor = firstFactorFrom(request);
      const body = await readBody(request, loginWithVerificationCodeBody);
      // A signed-in user's access token: confirming a phone number of their own.
      const signedIn =
        firstFactor || body.channel !== 'sms' ? undefined : await accessIfPresent(request);
      const db = getDb();
      const to = body.channel === 'sms' ? body.phoneNumber : body.email?.toLowerCase();
      const candidates = db.secrets.filter(
        (s) =>
          s.kind === 'code' &&
          s.channel === body.channel &&
          (firstFactor
            ? s.userId === firstFactor.userId
            : signedIn
              ? s.userId === signedIn.userId && (to === undefined || s.to === to)
              : s.to === to),
      );
      const secret = candidates.find((s) => s.value === body.verificationCode);
      if (!secret) fail(400, 'Invalid verification code');
      consumeSecret(secret);
      if (secret.expiresAt <= now()) fail(400, 'This code has expired. Please request a new one.');
      const account = findAccountById(secret.userId);
      if (!account) fail(400, 'Invalid verification code');
      if (body.channel === 'sms') {
        account.phoneNumber = secret.to;
        account.isPhoneNumberConfirmed = true;
        const user = db.users.find((u) => u.authUuid === account.userUuid);
        if (user) Object.assign(user, { phoneVerified: true, updatedAt: nowIso() });
      } else account.isEmailConfirmed = true;
      // A signed-in user confirmed a number of their own: fresh tokens that say so.
      if (signedIn) return signedOn(account);
      return completeFactor(
        account,
        { strategy: 'verificationCode', channel: body.channel },
        firstFactor,
      );
    }),
  ),

  getSendResetLinkMockHandler(
    operation('sendResetLink', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, sendResetLinkBody);
      const account = findAccountByEmailOrUsername(body.email);
      const submittedAt = nowIso();
      // Same answer whether or not the account exists; only a real account gets a message.
      if (!account)
        return {
          message: 'OK' as const,
          result: { email: body.email, submittedAt, messageId: `msg_${randomHex(8)}` },
        };
      const token = randomHex(24);
      addSecret(
        { kind: 'reset-link', value: token, userId: account.userId },
        getDb().settings.linkTtlSeconds,
      );
      const url = new URL('/reset-password', appOrigin(request));
      url.search = new URLSearchParams({ uuid: account.userUuid, token, type: 'reset' }).toString();
      const message = deliver({
        channel: 'email',
        to: account.email,
        subject: 'Reset your password',
        body: `Set a new password here: ${url.toString()}`,
        link: url.toString(),
      });
      return {
        message: 'OK' as const,
        result: {
          email: account.email,
          submittedAt: message.sentAt,
          messageId: message.id,
          link: url.toString(),
        },
      };
    }),
  ),

  getResetPasswordMockHandler(
    operation('resetPassword', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, resetPasswordBody);
      const secret = getDb().secrets.find((s) => s.kind === 'reset-link' && s.value === body.token);
      const account = secret ? findAccountById(secret.userId) : undefined;
      if (!secret || !account || account.userUuid !== body.uuid)
        fail(400, 'This reset link is invalid or has already been used');
      if (secret.expiresAt <= now()) {
        consumeSecret(secret);
        fail(400, 'This reset link has expired. Please request a new one.');
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(400, problem); // the link stays usable so the person can try again
      consumeSecret(secret);
      account.password = body.password;
      account.isEmailConfirmed = true;
      account.updatedAt = nowIso();
      const result = await completeFactor(account, PASSWORD_FACTOR, undefined);
      return result;
    }),
  ),

  getGetSamlTokenMockHandler(
    operation('getSamlToken', 'provider', async ({ request }) => {
      await requireAccess(request);
      return { token: randomHex(32) };
    }),
  ),
];
