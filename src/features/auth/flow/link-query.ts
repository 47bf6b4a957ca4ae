/** The sign-in or reset link in the address (token and uuid): usable, used up, signed in with. */
import type { Effect, LinkQuery } from './types';

/** The address carries a link that has not been used yet. */
export const hasLinkCredentials = (query: LinkQuery) =>
  query.isValid && Boolean(query.token) && Boolean(query.uuid);

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
