/**
 * The auth forms' rules (SPEC §5). Each message is a key of `validationMessages`, translated at
 * the field. Values are trimmed where spaces cannot be meant (emails, codes), never passwords.
 */
import { z } from 'zod';
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

const email = z
  .string()
  .trim()
  .min(1, msg('emailRequired'))
  .refine((v) => EMAIL.test(v), msg('emailInvalid'));

export const emailSchema = z.object({ email });

export const loginSchema = z.object({
  emailOrUsername: z.string().trim().min(1, msg('emailOrUsernameRequired')),
  password: z.string().min(1, msg('passwordRequired')),
});

export function signupSchema(options: { collectUsername: boolean; confirmPassword: boolean }) {
  return z
    .object({
      username: options.collectUsername ? z.string().trim().optional() : z.undefined().optional(),
      email,
      password: z
        .string()
        .min(1, msg('passwordRequired'))
        .refine(meetsPasswordRule, msg('passwordRule')),
      confirmPassword: options.confirmPassword
        ? z.string().min(1, msg('confirmPasswordRequired'))
        : z.undefined().optional(),
    })
    .refine((v) => !options.confirmPassword || v.confirmPassword === v.password, {
      ...msg('passwordMismatch'),
      path: ['confirmPassword'],
    });
}

/** `+` and 4 to 15 digits (SPEC §5 "digits only, max 15 digits"). */
export const phoneSchema = z.object({
  phoneNumber: z.string().regex(/^\+\d{4,15}$/, msg('phoneInvalid')),
});

export const codeSchema = z.object({
  verificationCode: z
    .string()
    .transform(normalizeCode)
    .pipe(z.string().min(1, msg('verificationCodeRequired'))),
});

export const totpSchema = z.object({
  totpCode: z
    .string()
    .transform(normalizeCode)
    .pipe(z.string().regex(/^\d{6}$/, msg('totpRequired'))),
});

export const backupCodeSchema = z.object({
  backupCode: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, msg('backupCodeRequired'))),
});

export const emailOrUsernameSchema = z.object({
  emailOrUsername: z.string().trim().min(1, msg('emailOrUsernameRequired')),
});

export function newPasswordSchema(options: { requireExisting: boolean; action: 'use' | 'setup' }) {
  return z
    .object({
      existingPassword: options.requireExisting
        ? z.string().min(1, msg('existingPasswordRequired'))
        : z.string().optional(),
      password: z
        .string()
        .min(1, msg('newPasswordRequired'))
        .refine(meetsPasswordRule, msg('passwordRule')),
      confirmPassword: z.string().min(1, msg('confirmNewPasswordRequired')),
    })
    .refine((v) => options.action === 'use' || v.password === v.confirmPassword, {
      ...msg('passwordMismatch'),
      path: ['confirmPassword'],
    });
}
