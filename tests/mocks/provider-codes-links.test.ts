/** @jest-environment node */
import {
  loginWithVerificationCode,
  sendVerificationCode,
} from '@generated/provider/endpoints/code/code';
import { loginWithLink, sendLoginLink } from '@generated/provider/endpoints/link/link';
import { resetPassword, sendResetLink } from '@generated/provider/endpoints/reset/reset';
import { getDb } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import {
  TENANT,
  configureClients,
  failure,
  fixClock,
  mfaRequired,
  passwordLogin,
  signedOn,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const NEW_PASSWORD = 'Reset-pass-2026';

function linkParams(link: string | undefined) {
  const url = new URL(link ?? '');
  return {
    path: url.pathname,
    token: url.searchParams.get('token') ?? '',
    uuid: url.searchParams.get('uuid') ?? '',
    type: url.searchParams.get('type'),
  };
}

const uuidOf = (email: string) => getDb().accounts.find((a) => a.email === email)!.userUuid;

describe('email login links', () => {
  it('sends a login link in the answer and to the outbox; it signs on once', async () => {
    const sent = await sendLoginLink(TENANT, { email: 'user@demo.test' });
    const link = linkParams(sent.result.link);
    expect(link).toMatchObject({ path: '/sign-in', uuid: uuidOf('user@demo.test'), type: 'login' });
    expect(sent.result.email).toBe('user@demo.test');
    expect(getDb().outbox[0]).toMatchObject({
      channel: 'email',
      to: 'user@demo.test',
      link: sent.result.link,
    });

    const success = signedOn(
      await loginWithLink(TENANT, { token: link.token, uuid: link.uuid, linkType: 'login' }),
    );
    expect(success.email).toBe('user@demo.test');
    expect(
      await failure(loginWithLink(TENANT, { token: link.token, uuid: link.uuid })),
    ).toMatchObject({ status: 400, message: 'This link is invalid or has already been used' });
  });

  it('refuses a link with another user’s uuid, which leaves the link usable', async () => {
    const { token } = linkParams(
      (await sendLoginLink(TENANT, { email: 'user@demo.test' })).result.link,
    );
    const wrong = await failure(loginWithLink(TENANT, { token, uuid: uuidOf('admin@demo.test') }));
    expect(wrong.status).toBe(400);
    await expect(
      loginWithLink(TENANT, { token, uuid: uuidOf('user@demo.test') }),
    ).resolves.toHaveProperty('tokens');
  });

  it('works until the configured link lifetime, not from then on', async () => {
    const clock = fixClock();
    const ttl = getDb().settings.linkTtlSeconds;
    const send = async () =>
      linkParams((await sendLoginLink(TENANT, { email: 'user@demo.test' })).result.link);
    const first = await send();
    clock.advance(ttl - 1);
    await expect(
      loginWithLink(TENANT, { token: first.token, uuid: first.uuid }),
    ).resolves.toHaveProperty('tokens');
    const second = await send();
    clock.advance(ttl);
    expect(
      await failure(loginWithLink(TENANT, { token: second.token, uuid: second.uuid })),
    ).toMatchObject({ status: 400, message: 'This link has expired. Please request a new one.' });
  });

  it('replaces an earlier link when a new one is sent', async () => {
    const send = async () =>
      linkParams((await sendLoginLink(TENANT, { email: 'user@demo.test' })).result.link);
    const earlier = await send();
    const newer = await send();
    expect(
      await failure(loginWithLink(TENANT, { token: earlier.token, uuid: earlier.uuid })),
    ).toMatchObject({ status: 400 });
    await expect(
      loginWithLink(TENANT, { token: newer.token, uuid: newer.uuid }),
    ).resolves.toHaveProperty('tokens');
  });

  it('signs up a new email passwordless: a welcome link that confirms the email', async () => {
    const sent = await sendLoginLink(TENANT, { email: 'fresh@demo.test', name: 'Fay Fresh' });
    const link = linkParams(sent.result.link);
    expect(link.type).toBe('welcome');
    const account = getDb().accounts.find((a) => a.email === 'fresh@demo.test');
    expect(account).toMatchObject({ name: 'Fay Fresh', isEmailConfirmed: false });
    // new users must set up a second factor
    const mfa = mfaRequired(await loginWithLink(TENANT, { token: link.token, uuid: link.uuid }));
    expect(mfa.authentication.firstFactor).toEqual({ strategy: 'link', channel: 'email' });
    expect(mfa.isEmailConfirmed).toBe(true);
  });

  it('answers 400 for a body the contract refuses', async () => {
    expect((await failure(sendLoginLink(TENANT, { email: 'not-an-email' }))).status).toBe(400);
    expect((await failure(loginWithLink(TENANT, { token: 'x', uuid: 'not-a-uuid' }))).status).toBe(
      400,
    );
  });
});

describe('verification codes', () => {
  it('sends an email code in the answer and to the outbox; it signs on once', async () => {
    const sent = await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' });
    const code = sent.result.verificationCode!;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sent.result).toMatchObject({ channel: 'email', email: 'user@demo.test' });
    expect(getDb().outbox[0]).toMatchObject({
      channel: 'email',
      to: 'user@demo.test',
      verificationCode: code,
    });

    const body = { channel: 'email' as const, email: 'user@demo.test', verificationCode: code };
    expect(signedOn(await loginWithVerificationCode(TENANT, body)).email).toBe('user@demo.test');
    expect(await failure(loginWithVerificationCode(TENANT, body))).toMatchObject({
      status: 400,
      message: 'Invalid verification code',
    });
  });

  it('sends an SMS code to a known number; it signs that account on', async () => {
    const sent = await sendVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber: '+17025550101',
    });
    expect(getDb().outbox[0]).toMatchObject({ channel: 'sms', to: '+17025550101' });
    const success = signedOn(
      await loginWithVerificationCode(TENANT, {
        channel: 'sms',
        phoneNumber: '+17025550101',
        verificationCode: sent.result.verificationCode!,
      }),
    );
    expect(success.email).toBe('professional@demo.test');
  });

  it('refuses a wrong code, and a right code given for another address', async () => {
    const sent = await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' });
    const code = sent.result.verificationCode!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await failure(
      loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'user@demo.test',
        verificationCode: wrongCode,
      }),
    );
    expect(wrong).toMatchObject({ status: 400, message: 'Invalid verification code' });
    const elsewhere = await failure(
      loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'admin@demo.test',
        verificationCode: code,
      }),
    );
    expect(elsewhere.status).toBe(400);
    // neither attempt spent the code
    await expect(
      loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'user@demo.test',
        verificationCode: code,
      }),
    ).resolves.toHaveProperty('tokens');
  });

  it('works until the configured code lifetime, not from then on', async () => {
    const clock = fixClock();
    const ttl = getDb().settings.codeTtlSeconds;
    const send = async () =>
      (await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' })).result
        .verificationCode!;
    const login = (verificationCode: string) =>
      loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'user@demo.test',
        verificationCode,
      });
    const first = await send();
    clock.advance(ttl - 1);
    await expect(login(first)).resolves.toHaveProperty('tokens');
    const second = await send();
    clock.advance(ttl);
    expect(await failure(login(second))).toMatchObject({
      status: 400,
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('replaces an earlier code when a new one is sent', async () => {
    const send = async () =>
      (await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' })).result
        .verificationCode!;
    const login = (verificationCode: string) =>
      loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'user@demo.test',
        verificationCode,
      });
    const earlier = await send();
    let newer = await send();
    while (newer === earlier) newer = await send(); // two random codes can coincide
    expect(await failure(login(earlier))).toMatchObject({
      status: 400,
      message: 'Invalid verification code',
    });
    await expect(login(newer)).resolves.toHaveProperty('tokens');
  });

  it('answers 400 when the address for the channel is missing', async () => {
    expect(await failure(sendVerificationCode(TENANT, { channel: 'sms' }))).toMatchObject({
      status: 400,
      message: 'SMS verification code requires "phoneNumber"',
    });
    expect(await failure(sendVerificationCode(TENANT, { channel: 'email' }))).toMatchObject({
      status: 400,
      message: 'Email verification code requires "email"',
    });
    expect(getDb().outbox).toEqual([]);
  });

  it('signs up a number it does not know, like an address: a phone-only account, no product user', async () => {
    const phoneNumber = '+15550000000';
    const sent = await sendVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber,
      name: 'Sam Phone',
      data: { source: 'sms' },
    });
    expect(sent.result).toMatchObject({ channel: 'sms', phoneNumber });
    const account = getDb().accounts.find((a) => a.phoneNumber === phoneNumber)!;
    expect(account).toMatchObject({ name: 'Sam Phone', data: { source: 'sms' } });
    expect(account.email).toBeUndefined();
    expect(account.isPhoneNumberConfirmed).toBe(false);
    expect(getDb().users.some((u) => u.authUuid === account.userUuid)).toBe(false);

    // The code signs on; a new account of this tenant is asked for a second factor first.
    const answer = await loginWithVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber,
      verificationCode: sent.result.verificationCode!,
    });
    expect(answer).toMatchObject({ isMfaRequired: true, isPhoneNumberConfirmed: true });
    expect(account.isPhoneNumberConfirmed).toBe(true);

    // Sending again finds the same account.
    await sendVerificationCode(TENANT, { channel: 'sms', phoneNumber });
    expect(getDb().accounts.filter((a) => a.phoneNumber === phoneNumber)).toHaveLength(1);
  });

  it('asks the MFA account for a second factor after an email code', async () => {
    const sent = await sendVerificationCode(TENANT, { channel: 'email', email: 'mfa@demo.test' });
    const mfa = mfaRequired(
      await loginWithVerificationCode(TENANT, {
        channel: 'email',
        email: 'mfa@demo.test',
        verificationCode: sent.result.verificationCode!,
      }),
    );
    expect(mfa.authentication.firstFactor).toEqual({
      strategy: 'verificationCode',
      channel: 'email',
    });
  });
});

describe('password reset', () => {
  it('sends a reset link (answer and outbox); resetting signs on once with the new password', async () => {
    const sent = await sendResetLink(TENANT, { email: 'user@demo.test' });
    const link = linkParams(sent.result.link);
    expect(link).toMatchObject({
      path: '/reset-password',
      uuid: uuidOf('user@demo.test'),
      type: 'reset',
    });
    expect(getDb().outbox[0]).toMatchObject({ to: 'user@demo.test', link: sent.result.link });

    const body = { token: link.token, uuid: link.uuid, password: NEW_PASSWORD };
    const success = signedOn(await resetPassword(TENANT, body));
    expect(success.email).toBe('user@demo.test');
    await expect(passwordLogin('user@demo.test', NEW_PASSWORD)).resolves.toHaveProperty('tokens');
    expect((await failure(passwordLogin('user@demo.test'))).status).toBe(400);
    expect(
      await failure(resetPassword(TENANT, { ...body, password: 'Another-pass-1' })),
    ).toMatchObject({
      status: 400,
      message: 'This reset link is invalid or has already been used',
    });
  });

  it('answers the same for an unknown email but sends nothing', async () => {
    const sent = await sendResetLink(TENANT, { email: 'nobody@demo.test' });
    expect(sent).toMatchObject({ message: 'OK', result: { email: 'nobody@demo.test' } });
    expect(sent.result.link).toBeUndefined();
    expect(getDb().outbox).toEqual([]);
  });

  it('keeps the link usable after a weak password, refuses a wrong uuid', async () => {
    const link = linkParams((await sendResetLink(TENANT, { email: 'user@demo.test' })).result.link);
    const weak = await failure(
      resetPassword(TENANT, { token: link.token, uuid: link.uuid, password: 'weak' }),
    );
    expect(weak.status).toBe(400);
    expect(weak.message).toMatch(/^Password must be/);
    const wrongUuid = await failure(
      resetPassword(TENANT, {
        token: link.token,
        uuid: uuidOf('admin@demo.test'),
        password: NEW_PASSWORD,
      }),
    );
    expect(wrongUuid.status).toBe(400);
    await expect(
      resetPassword(TENANT, { token: link.token, uuid: link.uuid, password: NEW_PASSWORD }),
    ).resolves.toHaveProperty('tokens');
  });

  it('refuses a reset link after the configured link lifetime', async () => {
    const clock = fixClock();
    const link = linkParams((await sendResetLink(TENANT, { email: 'user@demo.test' })).result.link);
    clock.advance(getDb().settings.linkTtlSeconds);
    const error = await failure(
      resetPassword(TENANT, { token: link.token, uuid: link.uuid, password: NEW_PASSWORD }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'This reset link has expired. Please request a new one.',
    });
    await expect(passwordLogin('user@demo.test')).resolves.toHaveProperty('tokens');
  });

  it('asks the MFA account for its second factor after a reset', async () => {
    const link = linkParams((await sendResetLink(TENANT, { email: 'mfa@demo.test' })).result.link);
    const answer = await resetPassword(TENANT, {
      token: link.token,
      uuid: link.uuid,
      password: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ message: 'MFA required', isMfaRequired: true });
    expect(answer).not.toHaveProperty('tokens');
  });
});
