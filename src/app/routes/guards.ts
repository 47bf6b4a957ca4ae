/**
 * Route guards as pure decisions (SPEC §2.3, DESIGN §3.4): (route, session, location) → allow or
 * redirect. No React, no I/O; table-tested in tests/app/routes/guards.test.ts.
 */
import { matchPath } from 'react-router-dom';
import { appConfig } from '@/config/app-config';
import type { Role } from '@/features/auth/session/session';
import { REDIRECT_PARAM } from '@/features/auth/session/session';
import { safeRedirectPath } from '@/lib/safe-redirect';
import type { RouteDef } from './routes';
import { ROUTES } from './routes';

export const AUTHENTICATED_ENTRY = appConfig.authenticatedEntryPath; // /home
export const UNAUTHENTICATED_ENTRY = appConfig.unAuthenticatedEntryPath; // /sign-in
export const ACCESS_DENIED = '/access-denied';

export interface GuardSession {
  signedIn: boolean;
  roles: readonly Role[];
}

export interface GuardLocation {
  pathname: string;
  search: string;
  hash?: string;
  origin: string;
}

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: Decision = { kind: 'allow' };

export function findRoute(
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

/** The redirect parameter when it names one same-origin path; duplicated parameters count as none. */
export function redirectParam(location: GuardLocation): string | undefined {
  const values = new URLSearchParams(location.search).getAll(REDIRECT_PARAM);
  if (values.length !== 1) return undefined;
  return safeRedirectPath(values[0], location.origin);
}

/** `/sign-in?saml=login` (SPEC §7 SAML login). */
export function isSamlLoginRequest(location: Pick<GuardLocation, 'search'>): boolean {
  return new URLSearchParams(location.search).get('saml') === 'login';
}

export function holdsAnyRole(session: GuardSession, authority: readonly Role[]): boolean {
  return authority.some((role) => session.roles.includes(role));
}

/** Sign-in, carrying where the visitor was going (none for the root). */
export function signInFor(location: GuardLocation): string {
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return location.pathname === '/'
    ? UNAUTHENTICATED_ENTRY
    : `${UNAUTHENTICATED_ENTRY}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`;
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
  if (location.pathname === '/') {
    return session.signedIn
      ? redirect(AUTHENTICATED_ENTRY, location)
      : redirect(UNAUTHENTICATED_ENTRY, location);
  }
  if (!route) return redirect('/', location); // unknown paths go to the root
  switch (route.access) {
    case 'public-only':
      // A SAML service provider sent a signed-in person to sign in: the toolkit continues there.
      if (session.signedIn && route.key === 'signIn' && isSamlLoginRequest(location)) return allow;
      return session.signedIn
        ? redirect(redirectParam(location) ?? AUTHENTICATED_ENTRY, location)
        : allow;
    case 'open': {
      const target = redirectParam(location);
      return target ? redirect(target, location) : allow;
    }
    case 'signed-in':
      return session.signedIn ? allow : redirect(signInFor(location), location);
    case 'protected':
      if (!session.signedIn) return redirect(signInFor(location), location);
      // An empty authority list on a protected route allows nobody.
      return holdsAnyRole(session, route.authority) ? allow : redirect(ACCESS_DENIED, location);
  }
}
