/**
 * The tenant's three token cookies (SPEC §3: `access|id|refresh.<tenantId>`) and what their
 * claims say. Claims are read from the cookies at every call, never cached, because another tab
 * may have rotated them meanwhile. A cookie that is not a readable JWT counts as no token.
 */
import type { IdTokenClaims, Tokens } from '@generated/provider/model';
import type { CookieJar, TokenKind } from './cookies';
import { TOKEN_KINDS, cookieName } from './cookies';
import type { Claims } from './jwt';
import { decodeJwt, expiresAtMs, isUnexpired } from './jwt';
import type { Role } from './session-types';
import { ROLES } from './session-types';

/** SPEC §6: the roles listed for the tenant in the access token's authorization map. */
export function rolesFrom(claims: Claims | undefined, tenantId: string): Role[] {
  const authorization = claims?.authorization;
  if (typeof authorization !== 'object' || authorization === null) return [];
  const entry = (authorization as Record<string, unknown>)[tenantId];
  const roles =
    typeof entry === 'object' && entry !== null ? (entry as { roles?: unknown }).roles : undefined;
  if (!Array.isArray(roles)) return [];
  // A role the contract does not know grants nothing.
  return roles.filter(
    (r): r is Role => typeof r === 'string' && (ROLES as readonly string[]).includes(r),
  );
}

export function createTokenStore(tenantId: string, cookies: CookieJar, now: () => number) {
  const token = (kind: TokenKind) => cookies.get(cookieName(kind, tenantId));
  const claims = (kind: TokenKind) => decodeJwt(token(kind));

  return {
    /** The raw cookie value, readable or not. */
    token,
    claims,
    accessValid: () => isUnexpired(claims('access'), now()),
    refreshValid: () => isUnexpired(claims('refresh'), now()),
    /** When the access token expires (ms since the epoch), if it says so. */
    accessExpiresAt: () => expiresAtMs(claims('access')),
    roles: (forTenant: string = tenantId) => rolesFrom(claims('access'), forTenant),
    identity: () => (claims('id') as Partial<IdTokenClaims> | undefined) ?? null,
    userUuid: () => claims('access')?.userUuid as string | undefined,
    /** Some token cookie is there but unreadable: a leftover of another app, or tampering. */
    hasMalformed: () =>
      TOKEN_KINDS.some((kind) => token(kind) !== undefined && claims(kind) === undefined),

    /** Writes the tokens the provider sent with its cookie options, over SameSite=Lax defaults. */
    write(tokens: Tokens, secure: boolean): void {
      const defaults = { secure, sameSite: 'Lax' as const };
      for (const kind of TOKEN_KINDS) {
        const t = tokens[kind];
        if (!t?.value) continue;
        const options = { ...defaults, ...t.cookieOptions };
        // The refresh cookie is always SameSite=Strict, whatever the server says (SPEC §9).
        cookies.set(
          cookieName(kind, tenantId),
          t.value,
          kind === 'refresh' ? { ...options, sameSite: 'Strict' } : options,
        );
      }
    },

    clear(): void {
      for (const kind of TOKEN_KINDS) cookies.remove(cookieName(kind, tenantId));
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
