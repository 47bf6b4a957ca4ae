/** @jest-environment node */
import { createIntl } from 'react-intl';
import es from '@/lib/i18n/locales/es.json';
import {
  emailSchema,
  loginSchema,
  newPasswordSchema,
  phoneSchema,
  signupSchema,
  totpCodeSchema,
  totpSchema,
  verificationCodeSchema,
} from '@/features/auth/forms/schemas';
import { errorsOf, submitSchema as submit, tooLong } from './submit-schema';

const spanish = createIntl({ locale: 'es', messages: es });

const PASSWORDS_DIFFER = "The passwords don't match. Please re-enter your password.";

describe('auth form schemas (SPEC §5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ana', 'Please enter a valid email address'],
    ['ana@example', 'Please enter a valid email address'],
    ['ana @example.com', 'Please enter a valid email address'],
    ['"ana"@example.com', 'Please enter a valid email address'],
    [' ana@example.com ', undefined],
  ])('email %j → %s', async (email, message) => {
    expect((await errorsOf(emailSchema(), { email })).email).toBe(message);
  });

  it('trims emails and identifiers but never passwords', async () => {
    const result = await submit(loginSchema(), {
      emailOrUsername: '  ana@example.com ',
      password: ' secret ',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ emailOrUsername: 'ana@example.com', password: ' secret ' });
  });

  it('reports every empty login field at once', async () => {
    expect(await errorsOf(loginSchema(), { emailOrUsername: '', password: '' })).toEqual({
      emailOrUsername: 'Please enter your email or username',
      password: 'Please enter your password',
    });
  });

  it.each([
    ['short1', 'At least 16 characters OR at least 8 characters including a number and a letter'],
    ['abcdefgh', 'At least 16 characters OR at least 8 characters including a number and a letter'],
    ['12345678', 'At least 16 characters OR at least 8 characters including a number and a letter'],
    ['abcdefg1', undefined],
    ['sixteen letters!', undefined],
    ['', 'Please enter your password'],
  ])('sign-up password %j → %s', async (password, message) => {
    const schema = signupSchema({ collectUsername: false, confirmPassword: false });
    expect((await errorsOf(schema, { email: 'a@b.co', password })).password).toBe(message);
  });

  it('sign-up: the confirmation must match, and its own message comes first', async () => {
    const schema = signupSchema({ collectUsername: true, confirmPassword: true });
    const base = { username: ' ana ', email: 'a@b.co', password: 'abcdefg1' };
    expect(await errorsOf(schema, { ...base, confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(await errorsOf(schema, { ...base, confirmPassword: 'abcdefg2' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
    const ok = await submit(schema, { ...base, confirmPassword: 'abcdefg1' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ ...base, username: 'ana', confirmPassword: 'abcdefg1' });
  });

  it('sign-up: a password with its own message still shows the mismatch at the confirmation', async () => {
    const schema = signupSchema({ collectUsername: false, confirmPassword: true });
    expect(
      await errorsOf(schema, { email: 'a@b.co', password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      password: 'At least 16 characters OR at least 8 characters including a number and a letter',
      confirmPassword: PASSWORDS_DIFFER,
    });
  });

  it('sign-up without username or confirmation leaves them out of the values', async () => {
    const schema = signupSchema({ collectUsername: false, confirmPassword: false });
    const { values } = await submit(schema, { email: 'a@b.co', password: 'abcdefg1' });
    expect(values).toEqual({ email: 'a@b.co', password: 'abcdefg1' });
  });

  it('new password: the current one only when required; mismatch only when setting up', async () => {
    const values = { password: 'abcdefg1', confirmPassword: 'other' };
    expect(
      await errorsOf(newPasswordSchema({ requireExisting: true, action: 'setup' }), {
        existingPassword: '',
        ...values,
      }),
    ).toEqual({
      existingPassword: 'Please enter your current password',
      confirmPassword: PASSWORDS_DIFFER,
    });
    expect(
      await errorsOf(newPasswordSchema({ requireExisting: false, action: 'use' }), values),
    ).toEqual({});
    expect(
      await errorsOf(newPasswordSchema({ requireExisting: false, action: 'setup' }), {
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      password: 'Please enter a new password',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it.each([
    ['+17025551234', undefined],
    ['+1234', undefined],
    ['+123', 'Please enter your mobile phone number'],
    ['+', 'Please enter your mobile phone number'],
    ['', 'Please enter your mobile phone number'],
    ['17025551234', 'Please enter your mobile phone number'],
    ['+1702555123a', 'Please enter your mobile phone number'],
    ['+1234567890123456', 'Please enter your mobile phone number'],
  ])('phone %j → %s', async (phoneNumber, message) => {
    expect((await errorsOf(phoneSchema(), { phoneNumber })).phoneNumber).toBe(message);
  });

  it.each([
    ['123 456', '123456', undefined],
    ['１２３４５６', '123456', undefined],
    ['123-456', '123456', undefined],
    ['12345', undefined, 'Please enter your six-digit code'],
    ['12345a', undefined, 'Please enter your six-digit code'],
    ['', undefined, 'Please enter your six-digit code'],
  ])('authenticator code %j is %j → %s', async (typed, sent, message) => {
    const result = await submit(totpCodeSchema(), { totpCode: typed });
    expect(result.values).toEqual(sent === undefined ? {} : { totpCode: sent });
    expect(result.errors.totpCode).toBe(message);
  });

  it('as a first factor the authenticator and backup-code forms also ask who signs in', async () => {
    expect(
      await errorsOf(totpSchema({ useBackupCode: false, withIdentifier: true }), {
        totpCode: '123456',
        emailOrUsername: '',
      }),
    ).toEqual({ emailOrUsername: 'Please enter your email or username' });
    const second = await submit(totpSchema({ useBackupCode: false, withIdentifier: false }), {
      totpCode: '123456',
    });
    expect(second.values).toEqual({ totpCode: '123456' });
    expect(
      await errorsOf(totpSchema({ useBackupCode: true, withIdentifier: true }), {
        backupCode: '',
        emailOrUsername: '',
      }),
    ).toEqual({
      backupCode: 'Please enter your backup code',
      emailOrUsername: 'Please enter your email or username',
    });
  });

  it('backup codes ignore case, full-width characters and spaces', async () => {
    const schema = totpSchema({ useBackupCode: true, withIdentifier: false });
    expect((await submit(schema, { backupCode: ' ＡＢ12 cd ' })).values).toEqual({
      backupCode: 'ab12cd',
    });
  });

  it('emailed and texted codes are required and lose their spaces', async () => {
    expect(await errorsOf(verificationCodeSchema(), { verificationCode: ' ' })).toEqual({
      verificationCode: 'Please enter your verification code',
    });
    expect((await submit(verificationCodeSchema(), { verificationCode: '12 34' })).values).toEqual({
      verificationCode: '1234',
    });
  });

  it('messages are in the language shown', async () => {
    const { errors } = await submit(
      loginSchema(),
      { emailOrUsername: 'a'.repeat(255), password: '' },
      spanish,
    );
    expect(errors).toEqual({
      emailOrUsername: es['auth.validation.emailTooLong'].replace('{max}', '254'),
      password: es['auth.validation.passwordRequired'],
    });
    expect(errors.emailOrUsername).not.toBe(tooLong(254));
  });
});
