import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import {
  getSelf,
  logout,
  refreshTokens,
  updateSelf,
} from '@generated/provider/endpoints/session/session';
import { getUser } from '@generated/product/endpoints/users/users';
import { updatePassword } from '@generated/provider/endpoints/password/password';
import { setClock } from '@mocks/clock';
import { documentCookieJar } from '@/features/auth/session/cookies';
import { installSession } from '@/features/auth/session/install';
import type { SessionDeps, SyncMessage } from '@/features/auth/session/session';
import { createSession } from '@/features/auth/session/session';
import { safeStorage } from '@/features/auth/session/storage';
import { configureProductClient } from '@/lib/http/product-client';
import { configureProviderClient } from '@/lib/http/provider-client';

export const TENANT = 'demo1234';

export function clearAllCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The real API: generated fetchers against the demo backend (msw/node). */
export const realApi: SessionDeps['api'] = {
  getTenantMode: (id) => getTenantMode(id),
  refreshTokens: () => refreshTokens(),
  logout: () => logout(),
  updateSelf: (body) => updateSelf(body),
  getSelf: () => getSelf(),
  getUserByAuthUuid: (uuid) => getUser(uuid, { by: 'authUuid' }),
  updatePassword: (tenant, body) => updatePassword(tenant, body),
};

/** A session over jsdom's cookies and storage, a controllable clock and location, and spies. */
export function makeSession(overrides: Partial<SessionDeps> = {}) {
  configureProviderClient({ baseUrl: 'http://localhost/v0/' });
  configureProductClient({ baseUrl: 'http://localhost/api/v1' });
  const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  setClock(() => clock.now); // the demo backend shares the test's clock
  const location = {
    origin: 'http://localhost',
    hostname: 'localhost',
    protocol: 'http:',
    pathname: '/profiles/users',
    search: '?page=2',
    hash: '',
  };
  const sent: SyncMessage[] = [];
  const listeners = new Set<(m: SyncMessage) => void>();
  const navigate = jest.fn((to: string) => {
    const url = new URL(to, location.origin);
    location.pathname = url.pathname;
    location.search = url.search;
    location.hash = url.hash;
  });
  const warn = jest.fn();
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  const deps: SessionDeps = {
    tenantId: TENANT,
    cookies: documentCookieJar(document),
    local: safeStorage(() => localStorage),
    tabStorage: safeStorage(() => sessionStorage),
    now: () => clock.now,
    location: () => location,
    navigate,
    api: realApi,
    channel: {
      post: (m) => sent.push(m),
      subscribe: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    },
    warn,
    // Scheduled refreshes are driven by hand in tests (see `scheduled`).
    schedule: (fn, ms) => {
      const entry = { fn, ms };
      scheduled.push(entry);
      return () => scheduled.splice(scheduled.indexOf(entry), 1);
    },
    ...overrides,
  };
  const session = createSession(deps);
  const uninstall = installSession(session, deps.channel);
  return {
    session,
    deps,
    clock,
    location,
    navigate,
    warn,
    sent,
    scheduled,
    /** Delivers a message as if another tab had sent it. */
    receive: (m: SyncMessage) => listeners.forEach((l) => l(m)),
    uninstall,
  };
}

export const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** A JWT-shaped token with the given payload (unsigned: the client never verifies signatures). */
export function fakeJwt(payload: unknown): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'none' })}.${enc(payload)}.sig`;
}
