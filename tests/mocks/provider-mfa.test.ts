/** @jest-environment node */
import {
  loginWithVerificationCode,
  sendVerificationCode,
} from '@generated/provider/endpoints/code/code';
import {
  loginWithPassword,
  signupWithPassword,
} from '@generated/provider/endpoints/password/password';
import { getTotpSetup, loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import { getDb } from '@mocks/store';
import { DEMO_BACKUP_CODES, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@mocks/seed';
import { setupMockServer } from '@tests/utils/msw';
import {
  TENANT,
  accessClaims,
  configureClients,
  failure,
  firstFactor,
  fixClock,
  mfaRequired,
  signIn,
  signedOn,
  totpCode,
  useTokens,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const STEP = 30_000;
const PASSWORD_FACTOR = { strategy: 'password', channel: 'email' };
const TOTP_FACTOR = { strategy: 'totp', channel: 'authenticator' };
const SMS_FACTOR = { strategy: 'verificationCode', channel: 'sms' };

describe('second factor after a password (mfa@demo.test)', () => {
  // Its phone number is confirmed (SMS sign-in works) but SMS was never set up as a second
  // factor: the authenticator is its only configured one (SPEC §4).
  it('lists the second factors, only the authenticator configured, and holds back the tokens', async () => {
    const mfa = await firstFactor('mfa@demo.test');
    expect(mfa.authentication).toEqual({
      firstFactor: { strategy: 'password', channel: 'email' },
      secondFactors: [
        { ...TOTP_FACTOR, isConfiguredByUser: true },
        { ...SMS_FACTOR, isConfiguredByUser: false },
      ],
    });
    expect(mfa).not.toHaveProperty('tokens');
  });

  it.each([-1, 0, 1])(
    'signs on with the authenticator code of step %i around a fixed clock',
    async (steps) => {
      const clock = fixClock();
      await firstFactor('mfa@demo.test');
      const success = signedOn(
        await loginWithTotp(TENANT, {
          totpCode: totpCode(DEMO_TOTP_SECRET, clock.now() + steps * STEP),
        }),
      );
      expect(success.email).toBe('mfa@demo.test');
      expect(accessClaims(success.tokens.access.value).authorization[TENANT]?.roles).toEqual([
        'user',
      ]);
    },
  );

  it.each([-2, 2])('refuses the authenticator code of step %i with 400', async (steps) => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    const error = await failure(
      loginWithTotp(TENANT, { totpCode: totpCode(DEMO_TOTP_SECRET, clock.now() + steps * STEP) }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Invalid authenticator code' });
  });

  it('keeps the first-factor token usable after a wrong code', async () => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    expect((await failure(loginWithTotp(TENANT, { totpCode: '000000' }))).status).toBe(400);
    await expect(
      loginWithTotp(TENANT, { totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()) }),
    ).resolves.toHaveProperty('tokens');
  });

  it('needs the first-factor token: the same code without it does not sign on', async () => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    useTokens({});
    const code = totpCode(DEMO_TOTP_SECRET, clock.now());
    const noIdentifier = await failure(loginWithTotp(TENANT, { totpCode: code }));
    expect(noIdentifier.status).toBe(400);
    // with an identifier it is a first factor again, so a second one is still asked for
    const again = await loginWithTotp(TENANT, { totpCode: code, emailOrUsername: 'mfa@demo.test' });
    expect(again).not.toHaveProperty('tokens');
    expect(mfaRequired(again).authentication.firstFactor).toEqual(TOTP_FACTOR);
  });

  it('uses the first-factor token once: after signing on it is refused with 401', async () => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    const code = totpCode(DEMO_TOTP_SECRET, clock.now());
    await expect(loginWithTotp(TENANT, { totpCode: code })).resolves.toHaveProperty('tokens');
    expect(await failure(loginWithTotp(TENANT, { totpCode: code }))).toMatchObject({
      status: 401,
      message: 'Your sign-in attempt has expired. Please start again.',
      type: 'unauthorized_error',
    });
  });

  it('ignores a used or expired first-factor token on a call that starts a sign-in', async () => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    const code = totpCode(DEMO_TOTP_SECRET, clock.now());
    await expect(loginWithTotp(TENANT, { totpCode: code })).resolves.toHaveProperty('tokens');
    // The client still holds the used token (as the provider's own client does after a logout):
    // a password sign-in and a sign-up go through, the MFA account to its second step again.
    const again = await loginWithPassword(TENANT, {
      emailOrUsername: 'mfa@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(mfaRequired(again).firstFactorToken).toEqual(expect.any(String));
    useTokens({ firstFactor: 'uf_test_first_factor_00000000000000000000000000000000' });
    await expect(
      loginWithPassword(TENANT, { emailOrUsername: 'user@demo.test', password: DEMO_PASSWORD }),
    ).resolves.toHaveProperty('tokens');
    // The new account is made (this tenant asks new accounts for a second factor too).
    const signedUp = await signupWithPassword(TENANT, {
      email: 'held.token@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(mfaRequired(signedUp).authentication.firstFactor).toEqual(PASSWORD_FACTOR);
    expect(getDb().accounts.some((a) => a.email === 'held.token@demo.test')).toBe(true);
  });

  it('refuses the first-factor token once its lifetime has passed, and an unknown one', async () => {
    const clock = fixClock();
    await firstFactor('mfa@demo.test');
    clock.advance(getDb().settings.firstFactorTokenTtlSeconds);
    const expired = await failure(
      loginWithTotp(TENANT, { totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()) }),
    );
    expect(expired.status).toBe(401);
    useTokens({ firstFactor: 'uf_test_first_factor_00000000000000000000000000000000' });
    expect((await failure(loginWithTotp(TENANT, { totpCode: '123456' }))).status).toBe(401);
  });

  it('takes backup codes as the contract writes them (lower-case) only', async () => {
    await firstFactor('mfa@demo.test');
    const upper = DEMO_BACKUP_CODES[2]!.toUpperCase();
    expect((await failure(loginWithTotp(TENANT, { backupCode: upper }))).status).toBe(400);
    await expect(
      loginWithTotp(TENANT, { backupCode: DEMO_BACKUP_CODES[2]! }),
    ).resolves.toHaveProperty('tokens');
  });

  it('accepts a backup code once, and the other backup codes still', async () => {
    await firstFactor('mfa@demo.test');
    await expect(
      loginWithTotp(TENANT, { backupCode: DEMO_BACKUP_CODES[0]! }),
    ).resolves.toHaveProperty('tokens');

    await firstFactor('mfa@demo.test');
    expect(
      await failure(loginWithTotp(TENANT, { backupCode: DEMO_BACKUP_CODES[0]! })),
    ).toMatchObject({ status: 400, message: 'Invalid backup code' });
    await expect(
      loginWithTotp(TENANT, { backupCode: DEMO_BACKUP_CODES[1]! }),
    ).resolves.toHaveProperty('tokens');
  });

  it('signs on with an SMS code sent to the number on file', async () => {
    await firstFactor('mfa@demo.test');
    const sent = await sendVerificationCode(TENANT, { channel: 'sms' });
    expect(sent.result).toMatchObject({ channel: 'sms', phoneNumber: '+17025550102' });
    const success = signedOn(
      await loginWithVerificationCode(TENANT, {
        channel: 'sms',
        verificationCode: sent.result.verificationCode!,
      }),
    );
    expect(success.email).toBe('mfa@demo.test');
  });

  it('sends a second-factor code only to the confirmed number on file, not to one the client picks', async () => {
    await firstFactor('mfa@demo.test');
    const error = await failure(
      sendVerificationCode(TENANT, { channel: 'sms', phoneNumber: '+15550009999' }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'Codes for this account go to its confirmed phone number',
    });
    expect(getDb().outbox.some((m) => m.to === '+15550009999')).toBe(false);
  });

  it('refuses the password as a second factor', async () => {
    await firstFactor('mfa@demo.test');
    const error = await failure(
      loginWithPassword(TENANT, { emailOrUsername: 'mfa@demo.test', password: DEMO_PASSWORD }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'This method cannot be used as a second factor',
    });
  });

  it('answers 400 without a code and for a malformed one', async () => {
    await firstFactor('mfa@demo.test');
    expect(await failure(loginWithTotp(TENANT, {}))).toMatchObject({
      status: 400,
      message: 'Please enter your six-digit code',
    });
    expect((await failure(loginWithTotp(TENANT, { totpCode: '12345' }))).status).toBe(400);
  });
});

describe('TOTP or a backup code as the first factor', () => {
  it('accepts an authenticator code once: the same code replayed is refused', async () => {
    const clock = fixClock();
    const body = {
      totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()),
      emailOrUsername: 'mfa@demo.test',
    };
    mfaRequired(await loginWithTotp(TENANT, body));
    clock.advance(10); // still inside the same 30-second window
    expect(await failure(loginWithTotp(TENANT, body))).toMatchObject({
      status: 400,
      message: 'Invalid authenticator code',
    });
  });

  it('asks for a different second factor after an authenticator code', async () => {
    const clock = fixClock();
    const mfa = mfaRequired(
      await loginWithTotp(TENANT, {
        totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()),
        emailOrUsername: 'mfa@demo.test',
      }),
    );
    expect(mfa.authentication).toEqual({
      firstFactor: TOTP_FACTOR,
      secondFactors: [{ ...SMS_FACTOR, isConfiguredByUser: false }],
    });
  });

  it('asks for a second factor after a backup code, which is then spent', async () => {
    const first = { backupCode: DEMO_BACKUP_CODES[2]!, emailOrUsername: 'mfa@demo.test' };
    mfaRequired(await loginWithTotp(TENANT, first));
    expect((await failure(loginWithTotp(TENANT, first))).message).toBe('Invalid backup code');
  });

  it('refuses a wrong code for a known and an unknown account alike', async () => {
    for (const emailOrUsername of ['mfa@demo.test', 'nobody@demo.test']) {
      const error = await failure(loginWithTotp(TENANT, { totpCode: '000000', emailOrUsername }));
      expect(error).toMatchObject({ status: 400, message: 'Invalid authenticator code' });
    }
  });

  // The MFA-required answer leaves TOTP out of the second factors, yet the same factor used
  // again with the first-factor token signs on: one factor passes as two.
  it('does not accept the first factor again as the second factor', async () => {
    const clock = fixClock();
    const mfa = mfaRequired(
      await loginWithTotp(TENANT, {
        totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()),
        emailOrUsername: 'mfa@demo.test',
      }),
    );
    useTokens({ firstFactor: mfa.firstFactorToken });
    clock.advance(30);
    const error = await failure(
      loginWithTotp(TENANT, { totpCode: totpCode(DEMO_TOTP_SECRET, clock.now()) }),
    );
    expect(error.status).toBe(400);
  });
});

describe('getTotpSetup and enrolment (mfa-setup@demo.test)', () => {
  it('offers nothing configured, then a secret, a PNG QR code and ten backup codes', async () => {
    const mfa = await firstFactor('mfa-setup@demo.test');
    expect(mfa.authentication.secondFactors).toEqual([
      { ...TOTP_FACTOR, isConfiguredByUser: false },
      { ...SMS_FACTOR, isConfiguredByUser: false },
    ]);
    const setup = await getTotpSetup();
    expect(setup.totpSecret).toMatch(/^[A-Z2-7]+=*$/);
    const png = Buffer.from(setup.qrCode.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(setup.backupCodes).toHaveLength(10);
    expect(new Set(setup.backupCodes).size).toBe(10);
    for (const code of setup.backupCodes) expect(code).toMatch(/^[a-f0-9]{5}-[a-f0-9]{5}$/);
  });

  it('enables the authenticator with a code of the new secret; its backup codes then work once', async () => {
    const clock = fixClock();
    await firstFactor('mfa-setup@demo.test');
    const setup = await getTotpSetup();
    const success = signedOn(
      await loginWithTotp(TENANT, { totpCode: totpCode(setup.totpSecret, clock.now()) }),
    );
    expect(success.email).toBe('mfa-setup@demo.test');

    const next = await firstFactor('mfa-setup@demo.test');
    expect(next.authentication.secondFactors[0]).toEqual({
      ...TOTP_FACTOR,
      isConfiguredByUser: true,
    });
    clock.advance(90);
    await expect(
      loginWithTotp(TENANT, { totpCode: totpCode(setup.totpSecret, clock.now()) }),
    ).resolves.toHaveProperty('tokens');
    await firstFactor('mfa-setup@demo.test');
    await expect(
      loginWithTotp(TENANT, { backupCode: setup.backupCodes[0]! }),
    ).resolves.toHaveProperty('tokens');
    await firstFactor('mfa-setup@demo.test');
    expect(
      (await failure(loginWithTotp(TENANT, { backupCode: setup.backupCodes[0]! }))).status,
    ).toBe(400);
  });

  it('does not enable the authenticator on a wrong code', async () => {
    const clock = fixClock();
    await firstFactor('mfa-setup@demo.test');
    const setup = await getTotpSetup();
    const wrong = totpCode(setup.totpSecret, clock.now() + 5 * STEP);
    expect((await failure(loginWithTotp(TENANT, { totpCode: wrong }))).status).toBe(400);
    const next = await firstFactor('mfa-setup@demo.test');
    expect(next.authentication.secondFactors[0]?.isConfiguredByUser).toBe(false);
  });

  it('does not count a phone number confirmed by an SMS sign-in as a second factor', async () => {
    useTokens({});
    const sent = await sendVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber: '+17025550102',
    });
    const mfa = mfaRequired(
      await loginWithVerificationCode(TENANT, {
        channel: 'sms',
        phoneNumber: '+17025550102',
        verificationCode: sent.result.verificationCode!,
      }),
    );
    expect(mfa.authentication.secondFactors).toEqual([
      { ...TOTP_FACTOR, isConfiguredByUser: true },
    ]);
    const next = await firstFactor('mfa@demo.test');
    expect(next.authentication.secondFactors[1]).toEqual({
      ...SMS_FACTOR,
      isConfiguredByUser: false,
    });
  });

  it('enrols a phone number with an SMS code as the second factor', async () => {
    await firstFactor('mfa-setup@demo.test');
    const sent = await sendVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber: '+17025550199',
    });
    const success = signedOn(
      await loginWithVerificationCode(TENANT, {
        channel: 'sms',
        verificationCode: sent.result.verificationCode!,
      }),
    );
    expect(success.phoneNumber).toBe('+17025550199');
    const next = await firstFactor('mfa-setup@demo.test');
    expect(next.authentication.secondFactors[1]).toEqual({
      ...SMS_FACTOR,
      isConfiguredByUser: true,
    });
  });

  it('serves a signed-in user with the access token, a new secret each time', async () => {
    await signIn('admin@demo.test');
    const a = await getTotpSetup();
    const b = await getTotpSetup();
    expect(a.totpSecret).not.toBe(b.totpSecret);
  });

  it('answers 401 without a token and for an expired first-factor token', async () => {
    expect((await failure(getTotpSetup())).status).toBe(401);
    const clock = fixClock();
    await firstFactor('mfa-setup@demo.test');
    clock.advance(getDb().settings.firstFactorTokenTtlSeconds + 1);
    expect(await failure(getTotpSetup())).toMatchObject({
      status: 401,
      type: 'unauthorized_error',
    });
  });
});
