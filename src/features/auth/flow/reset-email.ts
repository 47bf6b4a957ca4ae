/**
 * The email a reset link was last asked for in this browser. A reset link carries only `uuid`,
 * `token` and `type` (SPEC §2.5), so this is how the set-new-password form knows whose password
 * it sets: a password manager then updates the right saved login (the form's `username` field),
 * and a new link can be asked for the same address. Kept a day, in this origin's storage (a link
 * opened from a mail app lands in a new tab); anything unreadable there counts as nothing.
 */
import { sendResetLink } from '@generated/provider/endpoints/reset/reset';
import { sendResetLinkBody } from '@generated/provider/zod/reset/reset.zod';
import { z } from 'zod';
import { localStore } from '../session/storage';

const KEY = 'resetRequest';
/** How long the email is kept after the request: a reset link lives less than a day. */
export const RESET_EMAIL_KEPT_MS = 24 * 60 * 60 * 1000;

const stored = z.object({ email: sendResetLinkBody.shape.email, at: z.number().int() });

export function rememberResetEmail(email: string, now = Date.now()): void {
  localStore.set(KEY, JSON.stringify({ email, at: now }));
}

/** `POST /auth/reset/link`: a reset link sent to `email`, which this browser then remembers. */
export async function requestResetLink(tenantId: string, email: string): Promise<void> {
  await sendResetLink(tenantId, { email });
  rememberResetEmail(email);
}

export function rememberedResetEmail(now = Date.now()): string | undefined {
  const raw = localStore.get(KEY);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = stored.safeParse(parsed);
  if (!result.success || result.data.at > now || now - result.data.at > RESET_EMAIL_KEPT_MS) {
    localStore.remove(KEY);
    return undefined;
  }
  return result.data.email;
}

/**
 * The router state "Send a new link" of a dead reset link goes to the request form with: the
 * email to fill in (in the history entry, never in the address).
 */
export interface NewLinkState {
  resetEmail: string;
}

/** The email a new request starts with, from the router state it was sent with (or none). */
export function carriedResetEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('resetEmail' in state)) return undefined;
  const result = stored.shape.email.safeParse((state as NewLinkState).resetEmail);
  return result.success ? result.data : undefined;
}
