/**
 * The auth forms' zod schemas (SPEC §5), each a function of the generated request body it is sent
 * as (generated/provider/zod), so a changed contract reaches the fields when it is regenerated:
 * limits, patterns and formats come from there, the messages from SPEC §5. Each message is a key
 * of `validationMessages`, translated at the field (./field-message.ts).
 */
import { z } from 'zod';
import { sendVerificationCodeBody } from '@generated/provider/zod/code/code.zod';
import { sendLoginLinkBody } from '@generated/provider/zod/link/link.zod';
import {
  loginWithPasswordBody,
  signupWithPasswordBody,
  updatePasswordBody,
} from '@generated/provider/zod/password/password.zod';
import { loginWithTotpBody } from '@generated/provider/zod/totp/totp.zod';
import type { SecondFactorAction } from '../flow/types';
import type { ValidationKey } from '../messages';
import type { Check, ContractField } from './fields';
import {
  atMost,
  conformsTo,
  filled,
  meetsPasswordRule,
  normalizeBackupCode,
  normalizeCode,
  textField,
  trim,
} from './fields';
import { passwordsDiffer } from './password-match';
import { LOGIN_REQUIRED } from './required';

/** The generated zod of a request body with (at least) these fields. */
export interface ContractSchema<F extends string> {
  readonly shape: { readonly [K in F]: ContractField };
}

const identifier = (field: ContractField) =>
  textField([filled(LOGIN_REQUIRED.emailOrUsername.message), atMost(field, 'emailTooLong')], trim);

const email = (field: ContractField) =>
  textField(
    [filled('emailRequired'), atMost(field, 'emailTooLong'), conformsTo(field, 'emailInvalid')],
    trim,
  );

const password = (field: ContractField, required: ValidationKey, ...more: Check[]) =>
  textField([filled(required), atMost(field, 'passwordTooLong'), ...more]);

const newPassword = (field: ContractField, required: ValidationKey) =>
  password(field, required, [meetsPasswordRule, 'passwordRule']);

const totpCode = (field: ContractField) =>
  textField([conformsTo(field, 'totpRequired')], normalizeCode);

const backupCode = textField([filled('backupCodeRequired')], normalizeBackupCode);

/** A field this variant of the form does not show: absent from its values. */
const notAsked = z.string().optional();

/** The confirmation field shows the mismatch (./password-match.ts) unless it has its own message. */
function confirmationMatches(action: SecondFactorAction) {
  return (values: { password: string; confirmPassword?: string }, ctx: z.RefinementCtx) => {
    if (passwordsDiffer(values.password, values.confirmPassword, action)) {
      ctx.addIssue({ code: 'custom', message: 'passwordMismatch', path: ['confirmPassword'] });
    }
  };
}

/** POST /auth/basic. */
export function loginSchema(
  body: ContractSchema<'emailOrUsername' | 'password'> = loginWithPasswordBody,
) {
  return z.object({
    emailOrUsername: identifier(body.shape.emailOrUsername),
    password: password(body.shape.password, LOGIN_REQUIRED.password.message),
  });
}

/** One email field: POST /auth/link (the default), POST /auth/code or POST /auth/reset/link. */
export function emailSchema(body: ContractSchema<'email'> = sendLoginLinkBody) {
  return z.object({ email: email(body.shape.email) });
}

/**
 * A dial code alone (1 to 3 digits) is not a number yet: the contract takes `+` and up to 15
 * digits, the form wants a few more than a dial code before it sends.
 */
const SHORTEST_PHONE_DIGITS = 4;

/** POST /auth/code with `channel: sms`: `+` and the digits (the phone input sends no others). */
export function phoneSchema(body: ContractSchema<'phoneNumber'> = sendVerificationCodeBody) {
  return z.object({
    phoneNumber: textField([
      conformsTo(body.shape.phoneNumber, 'phoneInvalid'),
      [(value) => value.length - 1 >= SHORTEST_PHONE_DIGITS, 'phoneInvalid'],
    ]),
  });
}

/**
 * PUT /auth/code. Only required here: a code of another shape is the provider's to refuse, with
 * its own answer ('Invalid verification code'), as for a wrong code.
 */
export function verificationCodeSchema() {
  return z.object({
    verificationCode: textField([filled('verificationCodeRequired')], normalizeCode),
  });
}

/** POST /auth/totp confirming a new authenticator (the six-digit code alone). */
export function totpCodeSchema(body: ContractSchema<'totpCode'> = loginWithTotpBody) {
  return z.object({ totpCode: totpCode(body.shape.totpCode) });
}

/**
 * POST /auth/totp with the six-digit code, or a backup code (`useBackupCode`); as a first factor
 * (`withIdentifier`) also who is signing in. A backup code is only required here, like a texted
 * code: the provider answers one of another shape.
 */
export function totpSchema(
  options: { useBackupCode: boolean; withIdentifier: boolean },
  body: ContractSchema<'totpCode' | 'emailOrUsername'> = loginWithTotpBody,
) {
  return z.object({
    totpCode: options.useBackupCode ? notAsked : totpCode(body.shape.totpCode),
    backupCode: options.useBackupCode ? backupCode : notAsked,
    emailOrUsername: options.withIdentifier ? identifier(body.shape.emailOrUsername) : notAsked,
  });
}

/** POST /auth/create: username and confirmation as the page asks for them. */
export function signupSchema(
  options: { collectUsername: boolean; confirmPassword: boolean },
  body: ContractSchema<'username' | 'email' | 'password'> = signupWithPasswordBody,
) {
  return z
    .object({
      username: options.collectUsername
        ? textField([atMost(body.shape.username, 'usernameTooLong')], trim)
        : notAsked,
      email: email(body.shape.email),
      password: newPassword(body.shape.password, 'passwordRequired'),
      confirmPassword: options.confirmPassword
        ? textField([filled('confirmPasswordRequired')])
        : notAsked,
    })
    .superRefine(confirmationMatches('setup'));
}

/** The generated zod of PUT /auth/basic (the default) or PUT /auth/reset: a new password. */
export interface PasswordContract {
  readonly shape: { readonly password: ContractField; readonly existingPassword?: ContractField };
}

/** The set-new-password form: the current password only when required (SPEC §5). */
export function newPasswordSchema(
  options: { requireExisting: boolean; action: SecondFactorAction },
  body: PasswordContract = updatePasswordBody,
) {
  const existing = body.shape.existingPassword ?? body.shape.password;
  return z
    .object({
      existingPassword: options.requireExisting
        ? password(existing, 'existingPasswordRequired')
        : notAsked,
      password: newPassword(body.shape.password, 'newPasswordRequired'),
      confirmPassword: textField([filled('confirmNewPasswordRequired')]),
    })
    .superRefine(confirmationMatches(options.action));
}
