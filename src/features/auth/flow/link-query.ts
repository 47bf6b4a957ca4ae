/** The sign-in or reset link in the address (token and uuid): usable, used up, signed in with. */
import { HttpError } from '@/lib/http/errors';
import type { Effect, LinkQuery } from './types';

/** The address carries a link that has not been used yet. */
export const hasLinkCredentials = (query: LinkQuery) =>
  query.isValid && Boolean(query.token) && Boolean(query.uuid);

/**
 * The address names a link at all (a token or a uuid, of any form): a reset page then checks the
 * link before it asks for a password (./reset-link.ts). (An empty or doubled parameter counts as
 * none: with neither usable, the page asks for a new link.)
 */
export const namesLink = (query: LinkQuery) =>
  query.isValid && (query.token !== undefined || query.uuid !== undefined);

/** The same query with its link marked used up. */
export const noLink = (query: LinkQuery): LinkQuery => ({ ...query, isValid: false });

/** The effect that signs in with the link. */
export function loginLinkEffect(query: LinkQuery): Effect {
  return {
    kind: 'loginLink',
    token: query.token!,
    uuid: query.uuid!,
    ...(query.linkType ? { linkType: query.linkType } : {}),
  };
}

/**
 * The answers with which the provider refuses a reset link's credentials (used up, expired,
 * unknown). The new password was checked against the contract's rules before the call, and the
 * call carries no other secret, so such a refusal is about the link (docs/decisions/011; as a
 * 400 to a call that checks one typed secret is about that secret, ../forms/refused-field.ts).
 * No answer, 429 and 5xx leave the link as it was: trying again may work.
 */
const LINK_REFUSED = new Set([400, 401, 403, 404, 410]);

export const refusesResetLink = (reason: unknown): boolean =>
  reason instanceof HttpError && LINK_REFUSED.has(reason.status);
