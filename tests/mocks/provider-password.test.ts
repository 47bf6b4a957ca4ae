/** @jest-environment node */
import {
  loginWithVerificationCode,
  sendVerificationCode,
} from '@generated/provider/endpoints/code/code';
import { loginWithLink, sendLoginLink } from '@generated/provider/endpoints/link/link';
import { resetPassword, sendResetLink } from '@generated/provider/endpoints/reset/reset';
import { loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import {
  loginWithPassword,
  migratePassword,
  signupWithPassword,
  updatePassword,
} from '@generated/provider/endpoints/password/password';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { listUsers } from '@generated/product/endpoints/users/users';
import { getDb } from '@mocks/store';
import { DEMO_PASSWORD, DEMO_PROFESSIONAL_ID } from '@mocks/seed';
import { setupMockServer } from '@tests/utils/msw';
import {
  TENANT,
  accessClaims,
  configureClients,
  declaredStatuses,
  demo,
  failure,
  idClaims,
  mfaRequired,
  passwordLogin,
  refreshClaims,
  signIn,
  signedOn,
  useTokens,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const NEW_PASSWORD = 'Brand-new-pass-2026';

describe('getTenantMode', () => {
  it('answers the demo tenant in test mode with its first and second factors', async () => {
    const mode = await getTenantMode(TENANT);
    expect(mode.mode).toBe('test');
    expect(mode.authentication.firstFactors).toEqual([
      { strategy: 'password', channel: 'email' },
      { strategy: 'link', channel: 'email' },
      { strategy: 'verificationCode', channel: 'email' },
      { strategy: 'verificationCode', channel: 'sms' },
      { strategy: 'totp', channel: 'authenticator' },
    ]);
    expect(mode.authentication.secondFactors).toEqual([
      { strategy: 'totp', channel: 'authenticator' },
      { strategy: 'verificationCode', channel: 'sms' },
    ]);
  });

  it('answers 404 with the contract error body for an unknown tenant', async () => {
    const error = await failure(getTenantMode('nope1234'));
    expect(error).toMatchObject({
      status: 404,
      message: 'Tenant not found',
      type: 'not_found_error',
    });
    expect(error.body).toEqual({
      statusCode: 404,
      message: 'Tenant not found',
      error: { type: 'not_found_error' },
    });
  });
});

describe('an unknown tenant', () => {
  const OTHER = 'nope1234';
  const UUID = '00000000-0000-4000-8000-000000000000';
  const calls: Record<string, () => Promise<unknown>> = {
    loginWithPassword: () =>
      loginWithPassword(OTHER, { emailOrUsername: 'admin@demo.test', password: DEMO_PASSWORD }),
    migratePassword: () =>
      migratePassword(OTHER, { emailOrUsername: 'admin@demo.test', password: DEMO_PASSWORD }),
    signupWithPassword: () =>
      signupWithPassword(OTHER, { email: 'x@demo.test', password: 'Sign-up-pass-1' }),
    sendLoginLink: () => sendLoginLink(OTHER, { email: 'y@demo.test' }),
    loginWithLink: () => loginWithLink(OTHER, { token: 'abc', uuid: UUID }),
    sendVerificationCode: () =>
      sendVerificationCode(OTHER, { channel: 'email', email: 'z@demo.test' }),
    loginWithVerificationCode: () =>
      loginWithVerificationCode(OTHER, {
        channel: 'email',
        email: 'admin@demo.test',
        verificationCode: '123456',
      }),
    loginWithTotp: () =>
      loginWithTotp(OTHER, { totpCode: '123456', emailOrUsername: 'admin@demo.test' }),
    resetPassword: () => resetPassword(OTHER, { token: 'abc', uuid: UUID, password: 'x' }),
  };

  it('is refused by every tenant-scoped operation, which creates and sends nothing', async () => {
    const accounts = getDb().accounts.length;
    for (const call of Object.values(calls)) await failure(call());
    expect((await failure(sendResetLink(OTHER, { email: 'admin@demo.test' }))).status).toBe(404);
    expect(getDb().accounts).toHaveLength(accounts);
    expect(getDb().outbox).toEqual([]);
  });

  // The backend answers 404 "Tenant not found", which only getTenantMode and sendResetLink
  // declare; a Prism proxy with --errors reports the others as contract violations.
  it('is refused with a status each operation declares', async () => {
    const undeclared: string[] = [];
    for (const [operationId, call] of Object.entries(calls)) {
      const { status } = await failure(call());
      if (!declaredStatuses('provider', operationId).includes(status))
        undeclared.push(`${operationId} ${status}`);
    }
    expect(undeclared).toEqual([]);
  });
});

describe('loginWithPassword', () => {
  it('signs the admin on with RS256 tokens carrying the tenant, user and roles', async () => {
    const success = await signIn('admin@demo.test');
    const account = getDb().accounts.find((a) => a.email === 'admin@demo.test')!;
    expect(success).toMatchObject({
      message: 'OK',
      mode: 'test',
      redirectTo: '/profile-select',
      tenantId: TENANT,
      userId: account.userId,
      userUuid: account.userUuid,
      email: 'admin@demo.test',
      authorization: { [TENANT]: { roles: ['admin'] } },
    });
    const access = accessClaims(success.tokens.access.value);
    expect(access).toMatchObject({
      tenantId: TENANT,
      userId: account.userId,
      userUuid: account.userUuid,
      sessionId: success.sessionId,
      authorization: { [TENANT]: { roles: ['admin'] } },
    });
    expect(access.exp - access.iat).toBe(15 * 60);
    const header = JSON.parse(
      Buffer.from(success.tokens.access.value.split('.')[0]!, 'base64url').toString(),
    ) as { alg: string };
    expect(header.alg).toBe('RS256');

    const refresh = refreshClaims(success.tokens.refresh!.value);
    expect(refresh).toMatchObject({ type: 'refresh', tenantId: TENANT, userId: account.userId });
    expect(refresh.exp - refresh.iat).toBe(30 * 24 * 3600);
    expect(success.tokens.refresh?.cookieOptions?.sameSite).toBe('Strict');
  });

  it('puts the identity claims in the id token (professional with a professional id)', async () => {
    const success = await signIn('professional@demo.test');
    const id = idClaims(success.tokens.id.value);
    expect(id).toMatchObject({
      tenantId: TENANT,
      userUuid: success.userUuid,
      email: 'professional@demo.test',
      username: 'professional',
      name: 'Pablo Professional',
      phoneNumber: '+17025550101',
      data: { professionalId: DEMO_PROFESSIONAL_ID },
      isEmailConfirmed: true,
      isPhoneNumberConfirmed: true,
      isMfaRequired: false,
    });
    expect(id.exp - id.iat).toBe(15 * 60);
    expect(accessClaims(success.tokens.access.value).authorization[TENANT]?.roles).toEqual([
      'professional',
    ]);
  });

  it.each([
    ['user@demo.test', 'user'],
    ['recruiter@demo.test', 'recruiter'],
    ['agency@demo.test', 'agency'],
    ['organization@demo.test', 'organization'],
  ])('signs %s on with the role %s', async (email, role) => {
    const success = await signIn(email);
    expect(accessClaims(success.tokens.access.value).authorization[TENANT]?.roles).toEqual([role]);
  });

  it('accepts the username and the email in any case', async () => {
    await expect(passwordLogin('admin')).resolves.toHaveProperty('tokens');
    await expect(passwordLogin('ADMIN@Demo.Test')).resolves.toHaveProperty('tokens');
  });

  it('gives the same 400 for a wrong password and for an unknown account', async () => {
    const wrong = await failure(passwordLogin('admin@demo.test', 'Compliance-demo-2'));
    const unknown = await failure(passwordLogin('nobody@demo.test'));
    for (const error of [wrong, unknown]) {
      expect(error).toMatchObject({
        status: 400,
        message: 'Incorrect email or password',
        type: 'bad_request_error',
      });
    }
  });

  it('answers 400 for a body the contract refuses (empty password)', async () => {
    const error = await failure(passwordLogin('admin@demo.test', ''));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Invalid request\. password/);
  });

  it('answers 400 intended_error with noResetEmail for an account without a password', async () => {
    await sendLoginLink(TENANT, { email: 'passwordless@demo.test' });
    const withOption = await failure(
      loginWithPassword(TENANT, {
        emailOrUsername: 'passwordless@demo.test',
        password: 'whatever-1',
        options: { noResetEmail: true },
      }),
    );
    expect(withOption).toMatchObject({
      status: 400,
      message: 'User does not have a password',
      type: 'intended_error',
    });
    const without = await failure(passwordLogin('passwordless@demo.test', 'whatever-1'));
    expect(without.message).toBe('Incorrect email or password');
  });

  it('asks the MFA account for a second factor instead of signing it on', async () => {
    const mfa = mfaRequired(await passwordLogin('mfa@demo.test'));
    expect(mfa).toMatchObject({
      message: 'MFA required',
      isMfaRequired: true,
      authentication: { firstFactor: { strategy: 'password', channel: 'email' } },
    });
    expect(mfa.firstFactorToken).toMatch(/^uf_test_first_factor_[0-9a-f]{32}$/);
    expect(mfa).not.toHaveProperty('tokens');
  });
});

describe('migratePassword', () => {
  it('signs on like password login and returns the upstream response', async () => {
    const success = signedOn(
      await migratePassword(TENANT, { emailOrUsername: 'user@demo.test', password: DEMO_PASSWORD }),
    );
    expect(success.upstreamResponse).toEqual({ migrated: false });
    expect(success.email).toBe('user@demo.test');
  });

  it('refuses a wrong password with 400', async () => {
    const error = await failure(
      migratePassword(TENANT, { emailOrUsername: 'user@demo.test', password: 'nope-nope-1' }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Incorrect email or password' });
  });
});

describe('signupWithPassword', () => {
  const body = { email: 'Newbie@Demo.test', name: 'Nina Newbie', password: 'Sign-up-pass-1' };

  it('creates the account, asks new users for a second factor, mails a welcome and adds a product user', async () => {
    const mfa = mfaRequired(await signupWithPassword(TENANT, body));
    expect(mfa.authentication.secondFactors.map((f) => f.isConfiguredByUser)).toEqual([
      false,
      false,
    ]);
    expect(getDb().outbox[0]).toMatchObject({
      channel: 'email',
      to: 'newbie@demo.test',
      subject: 'Welcome to Compliance Hub',
    });

    await signIn('admin@demo.test');
    const page = await listUsers({ search: 'newbie@demo.test' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      firstName: 'Nina',
      lastName: 'Newbie',
      email: 'newbie@demo.test',
      // Of role `user` until it says what it is (decision 026).
      defaultRole: 'user',
      isActive: true,
    });
  });

  it('signs the new user on directly when the tenant does not require MFA for new users', async () => {
    await demo('tenant', {
      method: 'PUT',
      body: JSON.stringify({ mfaRequiredForNewUsers: false }),
    });
    const success = signedOn(await signupWithPassword(TENANT, body));
    expect(success.email).toBe('newbie@demo.test');
    expect(accessClaims(success.tokens.access.value).authorization[TENANT]?.roles).toEqual([
      'user',
    ]);
    await expect(passwordLogin('newbie@demo.test', body.password)).resolves.toHaveProperty(
      'tokens',
    );
  });

  it('leaves the names empty when the sign-up gave none (no made-up names from the email)', async () => {
    await signupWithPassword(TENANT, { email: 'qa.newbie2@demo.test', password: body.password });
    await signIn('admin@demo.test');
    const page = await listUsers({ search: 'qa.newbie2@demo.test' });
    expect(page.items[0]).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'qa.newbie2@demo.test',
    });
  });

  it('sends no welcome email with options.noSignupEmail', async () => {
    await signupWithPassword(TENANT, { ...body, options: { noSignupEmail: true } });
    expect(getDb().outbox).toEqual([]);
  });

  it('answers 409 for an email that exists, in any case', async () => {
    const error = await failure(
      signupWithPassword(TENANT, { email: 'ADMIN@demo.test', password: 'Sign-up-pass-1' }),
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'An account with this email already exists',
      type: 'conflict_error',
    });
  });

  it('answers 409 for a username that is taken', async () => {
    const error = await failure(signupWithPassword(TENANT, { ...body, username: 'admin' }));
    expect(error).toMatchObject({ status: 409, message: 'This username is taken' });
  });

  it('answers 400 with the password rule for a weak password and creates nothing', async () => {
    const error = await failure(signupWithPassword(TENANT, { ...body, password: 'short1' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Password must be at least 16 characters/);
    expect(getDb().accounts.some((a) => a.email === 'newbie@demo.test')).toBe(false);
  });

  // The contract's own request example sends `data`; the generated strict body schema makes
  // `data` an object with no allowed keys, so the backend refuses it with 400.
  it('accepts tenant-defined custom data (the contract example)', async () => {
    await demo('tenant', {
      method: 'PUT',
      body: JSON.stringify({ mfaRequiredForNewUsers: false }),
    });
    const success = signedOn(
      await signupWithPassword(TENANT, { ...body, data: { defaultRole: 'professional' } }),
    );
    expect(idClaims(success.tokens.id.value).data).toEqual({ defaultRole: 'professional' });
  });
});

describe('updatePassword', () => {
  it('changes the password when the current one is given: the new works, the old does not', async () => {
    await signIn('user@demo.test');
    await expect(
      updatePassword(TENANT, { existingPassword: DEMO_PASSWORD, password: NEW_PASSWORD }),
    ).resolves.toEqual({ message: 'OK' });
    await expect(passwordLogin('user@demo.test', NEW_PASSWORD)).resolves.toHaveProperty('tokens');
    expect((await failure(passwordLogin('user@demo.test'))).status).toBe(400);
  });

  it('refuses a wrong or missing current password with 400 and keeps the old one', async () => {
    await signIn('user@demo.test');
    const wrong = await failure(
      updatePassword(TENANT, { existingPassword: 'Not-the-one-1', password: NEW_PASSWORD }),
    );
    expect(wrong).toMatchObject({ status: 400, message: 'Your current password is incorrect' });
    const missing = await failure(updatePassword(TENANT, { password: NEW_PASSWORD }));
    expect(missing).toMatchObject({ status: 400, message: 'Please enter your current password' });
    await expect(passwordLogin('user@demo.test')).resolves.toHaveProperty('tokens');
  });

  it('refuses a weak new password with 400', async () => {
    await signIn('user@demo.test');
    const error = await failure(
      updatePassword(TENANT, { existingPassword: DEMO_PASSWORD, password: 'abc' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Password must be/);
  });

  it('answers 401 without an access token', async () => {
    useTokens({});
    const error = await failure(updatePassword(TENANT, { password: NEW_PASSWORD }));
    expect(error).toMatchObject({ status: 401, type: 'unauthorized_error' });
  });
});
