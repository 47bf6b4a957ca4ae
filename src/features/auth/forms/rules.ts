/**
 * The auth forms' rules (SPEC §5). Each message is a key of `validationMessages`, translated at
 * the field. Values are trimmed where spaces cannot be meant (emails, codes), never passwords.
 *
 * Plain functions rather than a schema library: these forms are on the sign-in page, whose
 * first-load JavaScript has a budget (README, Performance), and their rules are a handful of
 * string checks.
 */
import type { ValidationKey } from '../messages';

/** A field's rule: how its value is cleaned, then its checks in order (the first failing shows). */
export interface FieldRule {
  prepare?(value: string): string;
  checks?: ReadonlyArray<readonly [(value: string) => boolean, ValidationKey]>;
}

/**
 * A form's rules: one per field it shows (a field it leaves out is absent from its values), and
 * checks across fields (shown where the field has no message of its own).
 */
export interface FormRules<F extends string> {
  fields: Readonly<Partial<Record<F, FieldRule>>>;
  across?(values: Readonly<Record<F, string>>): Partial<Record<F, ValidationKey>>;
}

export type FormValues<F extends string> = Record<F, string>;
export type FormErrors<F extends string> = Partial<Record<F, ValidationKey>>;

/** The cleaned values and, per field, the message of its first failing rule. */
export function validate<F extends string>(
  rules: FormRules<F>,
  raw: Readonly<Partial<Record<F, string>>>,
): { values: FormValues<F>; errors: FormErrors<F> } {
  const values = {} as FormValues<F>;
  const errors: FormErrors<F> = {};
  for (const name of Object.keys(rules.fields) as F[]) {
    const rule = rules.fields[name] as FieldRule;
    const value = rule.prepare ? rule.prepare(raw[name] ?? '') : (raw[name] ?? '');
    values[name] = value;
    const failed = rule.checks?.find(([passes]) => !passes(value));
    if (failed) errors[name] = failed[1];
  }
  const across: FormErrors<F> = rules.across?.(values) ?? {};
  for (const name of Object.keys(across) as F[]) errors[name] ??= across[name];
  return { values, errors };
}

/** Full-width digits (IME input) become ASCII; spaces and dashes inside codes are dropped. */
export function normalizeCode(value: string): string {
  return value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\s\u00A0\u200B-\u200D\u2060\uFEFF-]/g, '');
}

/**
 * Backup codes are shown in lower case: one typed in capitals, in full-width characters (IME
 * input) or with spaces is the same code.
 */
export function normalizeBackupCode(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase();
}

/** The same rule the provider applies, shown before the round trip (SPEC §5 password hint). */
export function meetsPasswordRule(password: string): boolean {
  if (password.length >= 16) return true;
  return password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password);
}

/**
 * The longest values the provider takes (`maxLength` in openapi/provider-v0.yaml; a contract test
 * keeps them equal). Longer input (a paste gone wrong) is stopped at the field with a message that
 * says the limit, instead of a round trip that ends in the server's validation text.
 */
export const MAX_LENGTH = { email: 254, username: 128, password: 1024 } as const;

/** The limit each too-long message states (its `{max}`). */
export const TOO_LONG: Partial<Record<ValidationKey, number>> = {
  emailTooLong: MAX_LENGTH.email,
  usernameTooLong: MAX_LENGTH.username,
  passwordTooLong: MAX_LENGTH.password,
};

/**
 * At most `max` characters as the provider counts them (code points: an emoji is one). The count
 * is only made when the UTF-16 length is over the limit and could still be within it.
 */
export function withinLength(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > 2 * max) return false;
  let count = 0;
  for (const _ of value) if (++count > max) return false;
  return true;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const trim = (value: string) => value.trim();
/** An email address, as far as a form can tell (SPEC §5). */
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value);
const filled = (value: string) => value.length > 0;
const required = (key: ValidationKey) => [filled, key] as const;
const atMost = (max: number, key: ValidationKey) =>
  [(value: string) => withinLength(value, max), key] as const;
const emailLength = atMost(MAX_LENGTH.email, 'emailTooLong');
const passwordLength = atMost(MAX_LENGTH.password, 'passwordTooLong');

const email: FieldRule = {
  prepare: trim,
  checks: [required('emailRequired'), emailLength, [(v) => EMAIL.test(v), 'emailInvalid']],
};
const emailOrUsername: FieldRule = {
  prepare: trim,
  checks: [required('emailOrUsernameRequired'), emailLength],
};
const totpCode: FieldRule = {
  prepare: normalizeCode,
  checks: [[(v) => /^\d{6}$/.test(v), 'totpRequired']],
};
const backupCode: FieldRule = {
  prepare: (v) => normalizeBackupCode(v.trim()),
  checks: [required('backupCodeRequired')],
};

export const emailRules: FormRules<'email'> = { fields: { email } };

export const loginRules: FormRules<'emailOrUsername' | 'password'> = {
  fields: {
    emailOrUsername,
    password: { checks: [required('passwordRequired'), passwordLength] },
  },
};

export const emailOrUsernameRules: FormRules<'emailOrUsername'> = { fields: { emailOrUsername } };

/** `+` and 4 to 15 digits (SPEC §5 "digits only, max 15 digits"). */
export const phoneRules: FormRules<'phoneNumber'> = {
  fields: { phoneNumber: { checks: [[(v) => /^\+\d{4,15}$/.test(v), 'phoneInvalid']] } },
};

export const codeRules: FormRules<'verificationCode'> = {
  fields: {
    verificationCode: { prepare: normalizeCode, checks: [required('verificationCodeRequired')] },
  },
};

/** The authenticator's six-digit code. */
export const totpCodeRules: FormRules<'totpCode'> = { fields: { totpCode } };

/** The authenticator's code; as a first factor (`withIdentifier`) also who is signing in. */
export function totpRules(withIdentifier: boolean): FormRules<'totpCode' | 'emailOrUsername'> {
  return { fields: withIdentifier ? { totpCode, emailOrUsername } : { totpCode } };
}

/** A backup code; as a first factor (`withIdentifier`) also who is signing in. */
export function backupCodeRules(
  withIdentifier: boolean,
): FormRules<'backupCode' | 'emailOrUsername'> {
  return { fields: withIdentifier ? { backupCode, emailOrUsername } : { backupCode } };
}

type SignupField = 'username' | 'email' | 'password' | 'confirmPassword';

export function signupRules(options: {
  collectUsername: boolean;
  confirmPassword: boolean;
}): FormRules<SignupField> {
  return {
    fields: {
      ...(options.collectUsername
        ? {
            username: {
              prepare: trim,
              checks: [atMost(MAX_LENGTH.username, 'usernameTooLong')],
            },
          }
        : {}),
      email,
      password: {
        checks: [required('passwordRequired'), passwordLength, [meetsPasswordRule, 'passwordRule']],
      },
      ...(options.confirmPassword
        ? { confirmPassword: { checks: [required('confirmPasswordRequired')] } }
        : {}),
    },
    across: (v) =>
      options.confirmPassword && v.confirmPassword !== v.password
        ? { confirmPassword: 'passwordMismatch' }
        : {},
  };
}

type NewPasswordField = 'existingPassword' | 'password' | 'confirmPassword';

export function newPasswordRules(options: {
  requireExisting: boolean;
  action: 'use' | 'setup';
}): FormRules<NewPasswordField> {
  return {
    fields: {
      ...(options.requireExisting
        ? {
            existingPassword: {
              checks: [required('existingPasswordRequired'), passwordLength],
            },
          }
        : {}),
      password: {
        checks: [
          required('newPasswordRequired'),
          passwordLength,
          [meetsPasswordRule, 'passwordRule'],
        ],
      },
      confirmPassword: { checks: [required('confirmNewPasswordRequired')] },
    },
    across: (v) =>
      options.action === 'setup' && v.password !== v.confirmPassword
        ? { confirmPassword: 'passwordMismatch' }
        : {},
  };
}
