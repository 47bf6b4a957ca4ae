/** @jest-environment node */
import { sendVerificationCodeBodyEmailMax } from '@generated/provider/zod/code/code.zod';
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
  resetPasswordBodyPasswordMax,
  sendResetLinkBodyEmailMax,
} from '@generated/provider/zod/reset/reset.zod';
import {
  backupCodeRules,
  codeRules,
  emailRules,
  loginRules,
  MAX_LENGTH,
  newPasswordRules,
  phoneRules,
  signupRules,
  totpCodeRules,
  totpRules,
  TOO_LONG,
  validate,
  withinLength,
} from '@/features/auth/forms/rules';

describe('auth form rules (SPEC §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ana', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana @example.com', 'emailInvalid'],
    [' ana@example.com ', undefined],
  ])('email %j → %s', (email, message) => {
    expect(validate(emailRules, { email }).errors.email).toBe(message);
  });

  it('trims emails and identifiers but never passwords', () => {
    const { values, errors } = validate(loginRules, {
      emailOrUsername: '  ana@example.com ',
      password: ' secret ',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ emailOrUsername: 'ana@example.com', password: ' secret ' });
  });

  it('reports every empty login field at once, in the order of the form', () => {
    expect(validate(loginRules, {}).errors).toEqual({
      emailOrUsername: 'emailOrUsernameRequired',
      password: 'passwordRequired',
    });
  });

  it.each([
    ['short1', 'passwordRule'],
    ['abcdefgh', 'passwordRule'],
    ['12345678', 'passwordRule'],
    ['abcdefg1', undefined],
    ['sixteen letters!', undefined],
    ['', 'passwordRequired'],
  ])('sign-up password %j → %s', (password, message) => {
    const rules = signupRules({ collectUsername: false, confirmPassword: false });
    expect(validate(rules, { email: 'a@b.co', password }).errors.password).toBe(message);
  });

  it('sign-up: the confirmation must match, and its own message comes first', () => {
    const rules = signupRules({ collectUsername: true, confirmPassword: true });
    const base = { username: ' ana ', email: 'a@b.co', password: 'abcdefg1' };
    expect(validate(rules, { ...base, confirmPassword: '' }).errors).toEqual({
      confirmPassword: 'confirmPasswordRequired',
    });
    expect(validate(rules, { ...base, confirmPassword: 'abcdefg2' }).errors).toEqual({
      confirmPassword: 'passwordMismatch',
    });
    const ok = validate(rules, { ...base, confirmPassword: 'abcdefg1' });
    expect(ok.errors).toEqual({});
    expect(ok.values.username).toBe('ana');
  });

  it('sign-up without username or confirmation leaves them out of the values', () => {
    const rules = signupRules({ collectUsername: false, confirmPassword: false });
    const { values } = validate(rules, { email: 'a@b.co', password: 'abcdefg1' });
    expect(values).toEqual({ email: 'a@b.co', password: 'abcdefg1' });
  });

  it('new password: the current one only when required; mismatch only when setting up', () => {
    const values = { password: 'abcdefg1', confirmPassword: 'other' };
    expect(
      validate(newPasswordRules({ requireExisting: true, action: 'setup' }), values).errors,
    ).toEqual({
      existingPassword: 'existingPasswordRequired',
      confirmPassword: 'passwordMismatch',
    });
    expect(
      validate(newPasswordRules({ requireExisting: false, action: 'use' }), values).errors,
    ).toEqual({});
    expect(
      validate(newPasswordRules({ requireExisting: false, action: 'setup' }), {}).errors,
    ).toEqual({ password: 'newPasswordRequired', confirmPassword: 'confirmNewPasswordRequired' });
  });

  it.each([
    ['+17025551234', undefined],
    ['+1234', undefined],
    ['+123', 'phoneInvalid'],
    ['+', 'phoneInvalid'],
    ['17025551234', 'phoneInvalid'],
    ['+1702555123a', 'phoneInvalid'],
    ['+1234567890123456', 'phoneInvalid'],
  ])('phone %j → %s', (phoneNumber, message) => {
    expect(validate(phoneRules, { phoneNumber }).errors.phoneNumber).toBe(message);
  });

  it.each([
    ['123 456', '123456', undefined],
    ['１２３４５６', '123456', undefined],
    ['123-456', '123456', undefined],
    ['12345', '12345', 'totpRequired'],
    ['12345a', '12345a', 'totpRequired'],
  ])('authenticator code %j is %j → %s', (typed, value, message) => {
    const result = validate(totpCodeRules, { totpCode: typed });
    expect(result.values.totpCode).toBe(value);
    expect(result.errors.totpCode).toBe(message);
  });

  it('as a first factor the authenticator and backup-code forms also ask who signs in', () => {
    expect(validate(totpRules(true), { totpCode: '123456' }).errors).toEqual({
      emailOrUsername: 'emailOrUsernameRequired',
    });
    expect(Object.keys(validate(totpRules(false), { totpCode: '123456' }).values)).toEqual([
      'totpCode',
    ]);
    expect(validate(backupCodeRules(true), {}).errors).toEqual({
      backupCode: 'backupCodeRequired',
      emailOrUsername: 'emailOrUsernameRequired',
    });
  });

  it('backup codes ignore case, full-width characters and spaces', () => {
    expect(validate(backupCodeRules(false), { backupCode: ' ＡＢ12 cd ' }).values).toEqual({
      backupCode: 'ab12cd',
    });
  });

  it('emailed and texted codes are required and lose their spaces', () => {
    expect(validate(codeRules, { verificationCode: ' ' }).errors).toEqual({
      verificationCode: 'verificationCodeRequired',
    });
    expect(validate(codeRules, { verificationCode: '12 34' }).values.verificationCode).toBe('1234');
  });

  describe('values longer than the provider takes stop at the field (a paste gone wrong)', () => {
    const over = (max: number) => 'a'.repeat(max + 1);
    const EMAIL_AT_LIMIT = `${'a'.repeat(MAX_LENGTH.email - 12)}@example.com`;

    it("the limits are the contract's maxLength, field by field", () => {
      const contract = {
        email: [
          loginWithPasswordBodyEmailOrUsernameMax,
          sendLoginLinkBodyEmailMax,
          sendResetLinkBodyEmailMax,
          sendVerificationCodeBodyEmailMax,
          signupWithPasswordBodyEmailMax,
        ],
        username: [signupWithPasswordBodyUsernameMax],
        password: [
          loginWithPasswordBodyPasswordMax,
          signupWithPasswordBodyPasswordMax,
          resetPasswordBodyPasswordMax,
          updatePasswordBodyPasswordMax,
          updatePasswordBodyExistingPasswordMax,
        ],
      };
      for (const [field, limits] of Object.entries(contract)) {
        const max = MAX_LENGTH[field as keyof typeof MAX_LENGTH];
        expect({ field, limits }).toEqual({ field, limits: limits.map(() => max) });
      }
      // and each message states its own limit
      expect(TOO_LONG).toEqual({ emailTooLong: 254, usernameTooLong: 128, passwordTooLong: 1024 });
    });

    it('what passes the form at the limit, the provider takes too', () => {
      const values = validate(loginRules, {
        emailOrUsername: EMAIL_AT_LIMIT,
        password: 'p'.repeat(MAX_LENGTH.password),
      });
      expect(values.errors).toEqual({});
      expect(loginWithPasswordBody.safeParse(values.values).success).toBe(true);
      const longer = { ...values.values, password: over(MAX_LENGTH.password) };
      expect(loginWithPasswordBody.safeParse(longer).success).toBe(false);
      expect(validate(loginRules, longer).errors).toEqual({ password: 'passwordTooLong' });
    });

    it.each([
      ['an email', emailRules, { email: `a${EMAIL_AT_LIMIT}` }, { email: 'emailTooLong' }],
      [
        'an email or username',
        loginRules,
        { emailOrUsername: over(254), password: 'x' },
        { emailOrUsername: 'emailTooLong' },
      ],
      [
        'a sign-up username, email and password',
        signupRules({ collectUsername: true, confirmPassword: true }),
        {
          username: over(128),
          email: `a${EMAIL_AT_LIMIT}`,
          password: over(1024),
          confirmPassword: over(1024),
        },
        { username: 'usernameTooLong', email: 'emailTooLong', password: 'passwordTooLong' },
      ],
      [
        'a current and a new password',
        newPasswordRules({ requireExisting: true, action: 'setup' }),
        { existingPassword: over(1024), password: over(1024), confirmPassword: over(1024) },
        { existingPassword: 'passwordTooLong', password: 'passwordTooLong' },
      ],
    ])('%s', (_case, rules, values, errors) => {
      expect(validate(rules as Parameters<typeof validate>[0], values).errors).toEqual(errors);
    });

    it('a 1 MB paste is told it is too long, not that it is not an email', () => {
      const huge = `${'a'.repeat(1024 * 1024)}@example.com`;
      expect(validate(emailRules, { email: huge }).errors).toEqual({ email: 'emailTooLong' });
    });

    it('counts characters as the provider does: an emoji is one', () => {
      expect(withinLength('😀'.repeat(254), 254)).toBe(true);
      expect(withinLength('😀'.repeat(255), 254)).toBe(false);
      expect(withinLength('a'.repeat(254), 254)).toBe(true);
      expect(withinLength('a'.repeat(255), 254)).toBe(false);
      expect(withinLength('😀'.repeat(600), 1024)).toBe(true); // 1200 UTF-16 units
    });
  });
});
