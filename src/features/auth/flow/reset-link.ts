/**
 * What a reset link in the address is worth when the page opens (docs/decisions/011): the
 * provider has no call that checks a link without using it, so what can be known here is known
 * here, before anyone types a password.
 * - Malformed: its `uuid` or `token` is missing, empty, given twice or not of the form the
 *   contract gives them (`ResetPasswordBody`, through the generated schema).
 * - Used or refused: this browser has spent it already: a new password was set with it, or the
 *   provider refused it (used elsewhere, expired). Remembered as a fingerprint (never the token
 *   itself) in this origin's storage, so the link opened again, in another tab from the mail
 *   app, says so at once.
 * Loaded apart from the sign-in page, as the set-new-password form is.
 */
import { resetPassword } from '@generated/provider/endpoints/reset/reset';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { ResetPasswordResponse } from '@generated/provider/model';
import { resetPasswordBody } from '@generated/provider/zod/reset/reset.zod';
import { z } from 'zod';
import { localStore } from '../session/storage';
import { refusesResetLink } from './link-query';
import type { ResetLinkVerdict } from './types';

/** How a link was spent: a password set with it, or refused by the provider. */
export type SpentHow = 'used' | 'refused';

export interface ResetLinkCredentials {
  token?: string | undefined;
  uuid?: string | undefined;
}

const KEY = 'resetLinksSpent';
/** How long a spent link is remembered: far beyond any link's life (less than a day). */
export const SPENT_LINK_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** The most links remembered; the oldest go first. */
export const SPENT_LINKS_KEPT = 20;

const stored = z.array(
  z.object({
    id: z.string().min(1).max(32),
    at: z.number().int(),
    how: z.enum(['used', 'refused']),
  }),
);
type Spent = z.infer<typeof stored>;

/**
 * A one-way fingerprint of the link: the first 128 bits of its SHA-256 (@noble/hashes, decision
 * 011), enough to recognise it, useless to use it.
 */
function fingerprint(uuid: string, token: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${uuid.toLowerCase()}\n${token}`)).subarray(0, 16));
}

/** The spent links still remembered; anything unreadable in storage counts as none. */
function spentLinks(now: number): Spent {
  const raw = localStore.get(KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = stored.safeParse(parsed);
  if (!result.success) {
    localStore.remove(KEY);
    return [];
  }
  return result.data.filter((s) => s.at <= now && now - s.at <= SPENT_LINK_KEPT_MS);
}

/** The link is of the contract's form: the uuid a UUID, the token within its bounds. */
export function isWellFormedResetLink(
  link: ResetLinkCredentials,
): link is { token: string; uuid: string } {
  const shape = resetPasswordBody.shape;
  return shape.uuid.safeParse(link.uuid).success && shape.token.safeParse(link.token).success;
}

export function checkResetLink(link: ResetLinkCredentials, now = Date.now()): ResetLinkVerdict {
  if (!isWellFormedResetLink(link)) return 'malformed';
  const id = fingerprint(link.uuid, link.token);
  return spentLinks(now).find((s) => s.id === id)?.how ?? 'usable';
}

/** Remembers that the link can set no password any more (it did, or the provider refused it). */
export function rememberSpentResetLink(
  link: ResetLinkCredentials,
  how: SpentHow,
  now = Date.now(),
): void {
  if (!isWellFormedResetLink(link)) return;
  const id = fingerprint(link.uuid, link.token);
  const kept = spentLinks(now).filter((s) => s.id !== id);
  const next = [...kept, { id, at: now, how }].slice(-SPENT_LINKS_KEPT);
  localStore.set(KEY, JSON.stringify(next));
}

/**
 * `PUT /auth/reset`: the new password set with the link. Set with, or refused by the provider,
 * the link is remembered as spent.
 */
export async function setPasswordWithLink(
  tenantId: string,
  { token, uuid, password }: { token: string; uuid: string; password: string },
): Promise<ResetPasswordResponse> {
  const link = { token, uuid };
  try {
    const answer = await resetPassword(tenantId, { token, uuid, password });
    rememberSpentResetLink(link, 'used');
    return answer;
  } catch (reason) {
    if (refusesResetLink(reason)) rememberSpentResetLink(link, 'refused');
    throw reason;
  }
}
