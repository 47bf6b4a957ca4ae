/** Wiring of a session to the browser: cookies, storage, other tabs, HTTP clients, navigation. */
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import {
  getSelf,
  logout,
  refreshTokens,
  updateSelf,
} from '@generated/provider/endpoints/session/session';
import { updatePassword } from '@generated/provider/endpoints/password/password';
import { setAuthRecovery } from '@/lib/http/auth-recovery';
import { PRERENDER_ORIGIN } from '@/lib/origin';
import { onSessionEnding } from '@/lib/http/session-events';
import { setTokenSource } from '@/lib/http/token-source';
import { documentCookieJar } from './cookies';
import type { Session, SessionDeps } from './session';
import { SESSION_USER_KEY, loadSessionUserCheck } from './session-user';
import { localStore, sessionStore } from './storage';
import { createSyncChannel } from './sync-channel';

/**
 * The product API's users module also holds the users pages' query hooks, so it loads when a
 * signed-in user is first looked up, not with the sign-in page.
 */
const usersApi = () => import('@generated/product/endpoints/users/users');

/** Starts loading what a sign-in needs next (the user's lookup and the stored user's check). */
export function preloadSignedInSession(): void {
  usersApi().catch(() => undefined);
  loadSessionUserCheck().catch(() => undefined);
}

/** Where the prerender (Node, no window) renders: a public https page. */
const PRERENDER_LOCATION = new URL(`${PRERENDER_ORIGIN}/`) as unknown as Location;

let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

/** The router installs its navigate here, so session redirects stay inside the single-page app. */
export function setSessionNavigate(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function browserSessionDeps(tenantId: string): SessionDeps {
  return {
    tenantId,
    cookies: documentCookieJar(),
    local: localStore,
    tabStorage: sessionStore,
    now: () => Date.now(),
    // The build-time prerender has no window: it renders for the page as served, over http(s).
    location: () => globalThis.location ?? PRERENDER_LOCATION,
    navigate: (to) => navigateImpl(to),
    api: {
      getTenantMode: (id) => getTenantMode(id),
      refreshTokens: () => refreshTokens(),
      logout: () => logout(),
      updateSelf: (body) => updateSelf(body),
      getSelf: () => getSelf(),
      getUserByAuthUuid: async (uuid) => (await usersApi()).getUser(uuid, { by: 'authUuid' }),
      updatePassword: (tenant, body) => updatePassword(tenant, body),
    },
    channel: createSyncChannel(tenantId),
    withLock:
      typeof navigator !== 'undefined' && navigator.locks
        ? <T>(name: string, task: () => Promise<T>) =>
            navigator.locks.request(name, task) as unknown as Promise<T>
        : undefined,
    warn: (...args) => console.warn(...args),
  };
}

/** Connects a session to the HTTP clients, the session-ending statuses and the other tabs. */
export function installSession(session: Session, channel?: SessionDeps['channel']): () => void {
  setTokenSource({
    accessToken: () => session.accessToken(),
    refreshToken: () => session.refreshToken(),
    firstFactorToken: () => session.firstFactorToken(),
    codeChallenge: () => session.codeChallenge(),
  });
  setAuthRecovery({
    ensureFresh: () => session.ensureFreshAccessToken(),
    recover: (used) => session.recoverFromUnauthorized(used),
  });
  const offEnding = onSessionEnding(() => session.endSession());
  const offSync = channel?.subscribe((message) => session.onSync(message));
  // A signed-in session reads and writes the stored user: its check loads as soon as one starts.
  const whenSignedIn = () => {
    if (session.getState().signedIn) loadSessionUserCheck().catch(() => undefined);
  };
  const offState = session.subscribe(whenSignedIn);
  whenSignedIn();
  return () => {
    offEnding();
    offSync?.();
    offState();
    setAuthRecovery(undefined);
  };
}

/**
 * What the session needs before it starts: the check of a stored user, when there is one (it
 * loads on its own otherwise). Never fails: without the check a stored user is loaded afresh.
 */
export async function prepareSession(storage = localStore): Promise<void> {
  if (storage.get(SESSION_USER_KEY) === null) return;
  await loadSessionUserCheck().catch(() => undefined);
}
