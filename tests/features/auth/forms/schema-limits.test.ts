/** @jest-environment node */
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
import { withinLength } from '@/features/auth/forms/fields';
import {
  emailSchema,
  loginSchema,
  newPasswordSchema,
  signupSchema,
  totpSchema,
} from '@/features/auth/forms/schemas';
import { errorsOf, submitSchema as submit, tooLong } from './submit-schema';

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
