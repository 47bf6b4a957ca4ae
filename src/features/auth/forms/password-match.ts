import type { SecondFactorAction } from '../flow/types';

/**
 * SPEC §5 `password_mismatch_error`: a new password and its confirmation must be the same, except
 * when the action is 'use'. The forms show it at the confirmation field; the flow machine applies
 * it again to what a form submits (../flow/submit.ts). Its message is
 * `validationMessages.passwordMismatch`.
 */
export function passwordsDiffer(
  password: string,
  confirmation: string | undefined,
  action: SecondFactorAction = 'setup',
): boolean {
  // Without a confirmation field the password itself is sent (SPEC §5 sign-up).
  return action !== 'use' && confirmation !== undefined && confirmation !== password;
}
