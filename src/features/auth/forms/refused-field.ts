import { HttpError } from '@/lib/http/errors';

/** The typed fields a provider's refusal can be about. */
export type RefusedField =
  'password' | 'existingPassword' | 'totpCode' | 'backupCode' | 'verificationCode';

/** A call, by its name in the flow (../flow/types.ts `Effect`) and which secrets it carried. */
export interface Call {
  kind: string;
  existingPassword?: string | undefined;
  backupCode?: string | undefined;
}

/**
 * The field a provider's refusal is about, so the form marks it invalid, links the message to it
 * and puts focus there (the typed value stays, selected to be typed over). The provider's error
 * names no field, only a message (SPEC §8), so the call tells: a 400 to a call that checks one
 * secret the person typed refused that secret (the password of a sign-in, the current password
 * of a change, the code). The other rules on what was typed are checked before the call against
 * the contract's own limits, so a 400 that gets through is about the secret. Anything else (no
 * answer, 401, 429, 5xx) belongs to the form, not a field.
 */
export function refusedField(call: Call, reason: unknown): RefusedField | undefined {
  if (!(reason instanceof HttpError) || reason.status !== 400) return undefined;
  switch (call.kind) {
    case 'loginPassword':
      return 'password';
    case 'updatePassword':
      return call.existingPassword ? 'existingPassword' : 'password';
    case 'loginTotp':
      return call.backupCode ? 'backupCode' : 'totpCode';
    case 'confirmTotp':
      return 'totpCode';
    case 'verifyCode':
      return 'verificationCode';
    default:
      return undefined;
  }
}
