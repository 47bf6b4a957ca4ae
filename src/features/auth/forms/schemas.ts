/**
 * The auth forms' rules (SPEC §5). Each message is a key of `validationMessages`, translated at
 * the field. Values are trimmed where spaces cannot be meant (emails, codes), never passwords.
 * Written with zod/mini, which keeps the sign-in page light: `z.string().check(z.trim(), …)` is
 * zod's `z.string().trim()…`, `z.pipe(a, b)` its `a.pipe(b)`.
 */
import { z } from '@/config/zod-mini';
import type { ValidationKey } from '../messages';

const msg = (key: ValidationKey) => ({ message: key });

/** Full-width digits (IME input) become ASCII; spaces and dashes inside codes are dropped. */
export function normalizeCode(value: string): string {
  return value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\s\u00A0\u200B-\u200D\u2060\uFEFF-]/g, '');
}

/** The same rule the provider applies, shown before the round trip (SPEC §5 password hint). */
export function meetsPasswordRule(password: string): boolean {
  if (password.length >= 16) return true;
  return password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z.string().check(
  z.trim(),
  z.minLength(1, msg('emailRequired')),
  z.refine((v) => EMAIL.test(v), msg('emailInvalid')),
);

export const emailSchema = z.object({ email });

export const loginSchema = z.object({
  emailOrUsername: z.string().check(z.trim(), z.minLength(1, msg('emailOrUsernameRequired'))),
  password: z.string().check(z.minLength(1, msg('passwordRequired'))),
});

export function signupSchema(options: { collectUsername: boolean; confirmPassword: boolean }) {
  return z
    .object({
      username: options.collectUsername
        ? z.optional(z.string().check(z.trim()))
        : z.optional(z.undefined()),
      email,
      password: z
        .string()
        .check(
          z.minLength(1, msg('passwordRequired')),
          z.refine(meetsPasswordRule, msg('passwordRule')),
        ),
      confirmPassword: options.confirmPassword
        ? z.string().check(z.minLength(1, msg('confirmPasswordRequired')))
        : z.optional(z.undefined()),
    })
    .check(
      z.refine((v) => !options.confirmPassword || v.confirmPassword === v.password, {
        ...msg('passwordMismatch'),
        path: ['confirmPassword'],
      }),
    );
}

/** `+` and 4 to 15 digits (SPEC §5 "digits only, max 15 digits"). */
export const phoneSchema = z.object({
  phoneNumber: z.string().check(z.regex(/^\+\d{4,15}$/, msg('phoneInvalid'))),
});

export const codeSchema = z.object({
  verificationCode: z.pipe(
    z.pipe(z.string(), z.transform(normalizeCode)),
    z.string().check(z.minLength(1, msg('verificationCodeRequired'))),
  ),
});

export const totpSchema = z.object({
  totpCode: z.pipe(
    z.pipe(z.string(), z.transform(normalizeCode)),
    z.string().check(z.regex(/^\d{6}$/, msg('totpRequired'))),
  ),
});

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

export const backupCodeSchema = z.object({
  backupCode: z.pipe(
    z.pipe(z.string().check(z.trim()), z.transform(normalizeBackupCode)),
    z.string().check(z.minLength(1, msg('backupCodeRequired'))),
  ),
});

export const emailOrUsernameSchema = z.object({
  emailOrUsername: z.string().check(z.trim(), z.minLength(1, msg('emailOrUsernameRequired'))),
});

export function newPasswordSchema(options: { requireExisting: boolean; action: 'use' | 'setup' }) {
  return z
    .object({
      existingPassword: options.requireExisting
        ? z.string().check(z.minLength(1, msg('existingPasswordRequired')))
        : z.optional(z.string()),
      password: z
        .string()
        .check(
          z.minLength(1, msg('newPasswordRequired')),
          z.refine(meetsPasswordRule, msg('passwordRule')),
        ),
      confirmPassword: z.string().check(z.minLength(1, msg('confirmNewPasswordRequired'))),
    })
    .check(
      z.refine((v) => options.action === 'use' || v.password === v.confirmPassword, {
        ...msg('passwordMismatch'),
        path: ['confirmPassword'],
      }),
    );
}
