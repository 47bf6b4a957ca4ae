/**
 * Route guards as pure decisions (SPEC §2.3, DESIGN §3.4): (route, session, location) → allow or
 * redirect. No React, no I/O; table-tested in tests/app/routes/guards.test.ts.
 */
import type { UserRole } from '@generated/product/model';
import { appConfig } from '@/config/app-config';
import { PATHS, ROOT_PATH } from '@/config/paths';
import type { RouteDef } from '@/config/routes';
import { holdsAnyRole } from '@/config/routes';
import { readRedirect, signInLink } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';

export const AUTHENTICATED_ENTRY = appConfig.authenticatedEntryPath; // /home
export const UNAUTHENTICATED_ENTRY = appConfig.unAuthenticatedEntryPath; // /sign-in

export interface GuardSession {
  signedIn: boolean;
  roles: readonly UserRole[];
}

export interface GuardLocation {
  pathname: string;
  search: string;
  hash?: string;
  origin: string;
}

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: Decision = { kind: 'allow' };

/** `/sign-in?saml=login` (SPEC §7 SAML login). */
export function isSamlLoginRequest(location: Pick<GuardLocation, 'search'>): boolean {
  return new URLSearchParams(location.search).get('saml') === 'login';
}

/** A redirect happens only when the target differs from where the visitor is (SPEC §2.3). */
function redirect(to: string, location: GuardLocation): Decision {
  const target = safeRedirectPath(to, location.origin) ?? AUTHENTICATED_ENTRY;
  const here = `${location.pathname}${location.search}`;
  const targetUrl = new URL(target, location.origin);
  return `${targetUrl.pathname}${targetUrl.search}` === here
    ? allow
    : { kind: 'redirect', to: target };
}

export function decide(
  route: RouteDef | undefined,
  session: GuardSession,
  location: GuardLocation,
): Decision {
  if (location.pathname === ROOT_PATH) {
    return session.signedIn
      ? redirect(AUTHENTICATED_ENTRY, location)
      : redirect(UNAUTHENTICATED_ENTRY, location);
  }
  if (!route) return redirect(ROOT_PATH, location); // unknown paths go to the root
  switch (route.access) {
    case 'public-only':
      // A SAML service provider sent a signed-in person to sign in: the toolkit continues there.
      if (session.signedIn && route.key === 'signIn' && isSamlLoginRequest(location)) return allow;
      return session.signedIn
        ? redirect(readRedirect(location.search, location.origin) ?? AUTHENTICATED_ENTRY, location)
        : allow;
    case 'open': {
      const target = readRedirect(location.search, location.origin);
      return target ? redirect(target, location) : allow;
    }
    case 'signed-in':
      return session.signedIn ? allow : redirect(signInLink(location), location);
    case 'protected':
      if (!session.signedIn) return redirect(signInLink(location), location);
      // An empty authority list on a protected route allows nobody.
      return holdsAnyRole(session, route.authority)
        ? allow
        : redirect(PATHS.accessDenied, location);
  }
}
