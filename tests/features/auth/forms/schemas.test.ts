/** @jest-environment node */
import { zodResolver } from '@hookform/resolvers/zod';
import { createIntl } from 'react-intl';
import { z } from 'zod';
import {
  sendVerificationCodeBody,
  sendVerificationCodeBodyEmailMax,
} from '@generated/provider/zod/code/code.zod';
import { sendLoginLinkBodyEmailMax } from '@generated/provider/zod/link/link.zod';
import {
  loginWithPasswordBody,
  loginWithPasswordBodyEmailOrUsernameMax,
  loginWithPasswordBodyPasswordMax,
  signupWithPasswordBodyEmailMax,
  signupWithPasswordBodyPasswordMax,
  signupWithPasswordBodyUsernameMax,
  updatePasswordBodyExistingPasswordMax,
  updatePasswordBodyPasswordMax,
} from '@generated/provider/zod/password/password.zod';
import {
  resetPasswordBody,
  resetPasswordBodyPasswordMax,
  sendResetLinkBody,
  sendResetLinkBodyEmailMax,
} from '@generated/provider/zod/reset/reset.zod';
import { loginWithTotpBodyEmailOrUsernameMax } from '@generated/provider/zod/totp/totp.zod';
import es from '@/app/i18n/locales/es.json';
import { fieldMessageText } from '@/features/auth/forms/field-message';
import { withinLength } from '@/features/auth/forms/fields';
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

const en = createIntl({ locale: 'en', messages: {} });
const spanish = createIntl({ locale: 'es', messages: es });

/**
 * What a form does with these values on submit: the schema through the resolver the forms use,
 * each field's message as the person reads it (English unless told), and the values sent.
 */
async function submit(schema: z.ZodType, values: Record<string, string>, intl = en) {
  const result = await zodResolver(schema as z.ZodType<unknown, Record<string, string>>)(
    values,
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  const errors: Record<string, string | undefined> = {};
  for (const [name, error] of Object.entries(result.errors)) {
    errors[name] = fieldMessageText(intl, error?.message as string | undefined);
  }
  return { errors, values: result.values };
}
const errorsOf = async (schema: z.ZodType, values: Record<string, string>) =>
  (await submit(schema, values)).errors;

const PASSWORDS_DIFFER = "The passwords don't match. Please re-enter your password.";
const tooLong = (max: number) => `This is too long: at most ${max} characters`;

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

describe('values longer than the provider takes stop at the field (a paste gone wrong)', () => {
  const over = (max: number) => 'a'.repeat(max + 1);
  const emailOf = (length: number) => `${'a'.repeat(length - 12)}@example.com`;

  // Each limit is the generated constant of the body the form is sent as.
  it.each([
    [
      'login: email or username',
      loginSchema(),
      'emailOrUsername',
      loginWithPasswordBodyEmailOrUsernameMax,
    ],
    ['login: password', loginSchema(), 'password', loginWithPasswordBodyPasswordMax],
    ['email link: email', emailSchema(), 'email', sendLoginLinkBodyEmailMax],
    [
      'email code: email',
      emailSchema(sendVerificationCodeBody),
      'email',
      sendVerificationCodeBodyEmailMax,
    ],
    ['reset request: email', emailSchema(sendResetLinkBody), 'email', sendResetLinkBodyEmailMax],
    [
      'sign-up: username',
      signupSchema({ collectUsername: true, confirmPassword: false }),
      'username',
      signupWithPasswordBodyUsernameMax,
    ],
    [
      'sign-up: email',
      signupSchema({ collectUsername: false, confirmPassword: false }),
      'email',
      signupWithPasswordBodyEmailMax,
    ],
    [
      'sign-up: password',
      signupSchema({ collectUsername: false, confirmPassword: false }),
      'password',
      signupWithPasswordBodyPasswordMax,
    ],
    [
      'new password, signed in',
      newPasswordSchema({ requireExisting: true, action: 'setup' }),
      'password',
      updatePasswordBodyPasswordMax,
    ],
    [
      'current password',
      newPasswordSchema({ requireExisting: true, action: 'setup' }),
      'existingPassword',
      updatePasswordBodyExistingPasswordMax,
    ],
    [
      'new password from a reset link',
      newPasswordSchema({ requireExisting: false, action: 'setup' }, resetPasswordBody),
      'password',
      resetPasswordBodyPasswordMax,
    ],
    [
      'authenticator as a first factor: email or username',
      totpSchema({ useBackupCode: false, withIdentifier: true }),
      'emailOrUsername',
      loginWithTotpBodyEmailOrUsernameMax,
    ],
  ])('%s: at most the contract’s maxLength', async (_case, schema, name, max) => {
    const isEmail = name === 'email';
    const atLimit = isEmail ? emailOf(max) : `Aa1${'a'.repeat(max - 3)}`;
    const longer = isEmail ? emailOf(max + 1) : `${atLimit}a`;
    expect((await errorsOf(schema, { [name]: atLimit }))[name]).toBeUndefined();
    expect((await errorsOf(schema, { [name]: longer }))[name]).toBe(tooLong(max));
  });

  it('what passes the form at the limit, the provider takes too', async () => {
    const atLimit = {
      emailOrUsername: emailOf(loginWithPasswordBodyEmailOrUsernameMax),
      password: 'p'.repeat(loginWithPasswordBodyPasswordMax),
    };
    const result = await submit(loginSchema(), atLimit);
    expect(result.errors).toEqual({});
    expect(loginWithPasswordBody.safeParse(result.values).success).toBe(true);
    const longer = { ...atLimit, password: over(loginWithPasswordBodyPasswordMax) };
    expect(loginWithPasswordBody.safeParse(longer).success).toBe(false);
    expect(await errorsOf(loginSchema(), longer)).toEqual({ password: tooLong(1024) });
  });

  it('every field over its limit at once says so at each field', async () => {
    const schema = signupSchema({ collectUsername: true, confirmPassword: true });
    expect(
      await errorsOf(schema, {
        username: over(128),
        email: `a${emailOf(254)}`,
        password: over(1024),
        confirmPassword: over(1024),
      }),
    ).toEqual({ username: tooLong(128), email: tooLong(254), password: tooLong(1024) });
  });

  it('a 1 MB paste is told it is too long, not that it is not an email', async () => {
    const huge = `${'a'.repeat(1024 * 1024)}@example.com`;
    expect(await errorsOf(emailSchema(), { email: huge })).toEqual({ email: tooLong(254) });
  });

  it('a form built from another contract takes that contract’s limits', async () => {
    const body = loginWithPasswordBody.extend({ emailOrUsername: z.string().min(1).max(100) });
    const schema = loginSchema(body);
    expect(
      (await errorsOf(schema, { emailOrUsername: 'a'.repeat(100), password: 'x' })).emailOrUsername,
    ).toBeUndefined();
    expect(
      (await errorsOf(schema, { emailOrUsername: 'a'.repeat(101), password: 'x' })).emailOrUsername,
    ).toBe(tooLong(100));
  });

  it('counts characters as the provider does: an emoji is one', async () => {
    expect(withinLength('😀'.repeat(254), 254)).toBe(true);
    expect(withinLength('😀'.repeat(255), 254)).toBe(false);
    expect(withinLength('a'.repeat(254), 254)).toBe(true);
    expect(withinLength('a'.repeat(255), 254)).toBe(false);
    expect(withinLength('😀'.repeat(600), 1024)).toBe(true); // 1200 UTF-16 units
    const emojis = (count: number) => ({ emailOrUsername: '😀'.repeat(count), password: 'x' });
    expect(await errorsOf(loginSchema(), emojis(254))).toEqual({});
    expect(await errorsOf(loginSchema(), emojis(255))).toEqual({ emailOrUsername: tooLong(254) });
  });
});
