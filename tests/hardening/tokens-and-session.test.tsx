/**
 * Fault suite, tokens and session: what a person sees when the cookies hold malformed, expired,
 * forged or foreign-tenant tokens, when the browser's clock is ten minutes off, when twenty calls
 * get a 401 at once, when the refresh fails (400, 500, network) and when logging out with the
 * provider down. Each case runs the whole app against the demo backend.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listUsers } from '@generated/product/endpoints/users/users';
import { setClock } from '@mocks/clock';
import type { Fault } from '@mocks/faults';
import { injectFault } from '@mocks/faults';
import { sign } from '@mocks/jwt';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import {
  address,
  controlClocks,
  cookie,
  findField,
  openApp,
  setTokenCookies,
  signInByApi,
  signInWithForm,
  setupApp,
  TENANT,
  TOKEN_COOKIES,
  UNKNOWN_ERROR,
  waitForAddress,
} from './app-harness';

const { server, sent } = setupApp();

const MINUTE = 60_000;
const USERS = '/profiles/users';
const SIGN_IN_FROM_USERS = '/sign-in?redirectUrl=%2Fprofiles%2Fusers';

const tokenCookies = () => TOKEN_COOKIES.map(cookie);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The sign-in form is on screen (its first field), at the given address. */
async function expectSignInAt(where: string) {
  expect(await findField('Email or username')).toHaveValue('');
  expect(address()).toBe(where);
  expect(screen.getByText('Welcome Back!')).toBeInTheDocument();
}

/** The users list has loaded its first page. */
async function expectUsersList() {
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
}

const admin = () => getDb().accounts.find((a) => a.email === 'admin@demo.test')!;

describe('malformed tokens in the cookies at page load', () => {
  const jwtLike = (payload: string) => `${b64({ alg: 'RS256' })}.${payload}.c2ln`;
  it.each([
    ['not a JWT at all', 'not-a-jwt'],
    ['two segments', `${b64({ alg: 'none' })}.${b64({ exp: 9e9 })}`],
    ['four segments', `a.${b64({ exp: 9e9 })}.c.d`],
    ['a payload that is not JSON', jwtLike(b64('not json'))],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a JSON array payload', jwtLike(b64([1, 2]))],
    ['a JSON string payload', jwtLike(b64('"admin"'))],
    ['an empty payload segment', 'a..c'],
    [
      'a payload with invalid UTF-8',
      jwtLike(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')),
    ],
    ['a 20 KB token', jwtLike(b64({ exp: 9e9, pad: 'x'.repeat(20_000) }))],
    ['an empty cookie', ''],
  ])(
    '%s: signed out, every token cookie cleared, sign-in asks for the page',
    async (_case, bad) => {
      await signInByApi(); // a valid refresh token is there too: it goes with the bad access token
      setTokenCookies({ access: bad });
      await openApp(USERS);
      await expectSignInAt(SIGN_IN_FROM_USERS);
      expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
      expect(sent(/\/api\/v1\//)).toHaveLength(0);
      expect(sent(/\/auth\/refresh$/)).toHaveLength(0);
    },
  );
});

describe('expired tokens at page load', () => {
  it('access and refresh expired: sign-in with the page asked for, no refresh attempted', async () => {
    setClock(Date.now() - 31 * 24 * 60 * MINUTE); // issued 31 days ago (refresh lasts 30)
    await signInByApi();
    setClock(undefined);
    await openApp(USERS);
    await expectSignInAt(SIGN_IN_FROM_USERS);
    expect(sent(/\/auth\/refresh$/)).toHaveLength(0);
  });

  it('access expired, refresh valid: one refresh at start, then the page', async () => {
    const clocks = controlClocks();
    await signInByApi();
    clocks.advance(16 * MINUTE);
    await openApp(USERS);
    await expectUsersList();
    expect(address()).toBe(USERS);
    expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
  });
});

describe('forged and foreign-tenant tokens', () => {
  async function plant(claims: Record<string, unknown>, signer: 'demo' | 'none' = 'demo') {
    const account = admin();
    const base = {
      mode: 'test',
      tenantId: TENANT,
      userId: account.userId,
      userUuid: account.userUuid,
      sessionId: crypto.randomUUID(),
      authorization: { [TENANT]: { roles: ['admin'] } },
      ...claims,
    };
    const now = Math.floor(Date.now() / 1000);
    const forge = (payload: Record<string, unknown>) =>
      signer === 'demo'
        ? sign(payload, 15 * 60)
        : Promise.resolve(
            `${b64({ alg: 'none' })}.${b64({ ...payload, iat: now, exp: now + 900 })}.`,
          );
    setTokenCookies({
      access: await forge(base),
      id: await forge({ ...base, email: 'admin@demo.test', name: 'Alex' }),
      refresh: await forge({ ...base, type: 'refresh', jti: 'x' }),
    });
  }

  it.each([
    ['an access token whose tenantId is another tenant', { tenantId: 'othertenant' }, 'demo'],
    ['a token signed by someone else (alg none) claiming admin', {}, 'none'],
    ['a token for a session the provider never opened', {}, 'demo'],
  ] as const)(
    '%s: the server refuses it, the person is signed out to sign-in, once',
    async (_case, claims, signer) => {
      await plant(claims, signer);
      await openApp(USERS);
      await expectSignInAt(SIGN_IN_FROM_USERS);
      expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
      // One product call, one refresh attempt, then no more.
      expect(sent(/^\/api\/v1\/users/)).toHaveLength(1);
      expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
      expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    },
  );

  it("roles granted only in another tenant's map open nothing: access denied", async () => {
    await signInByApi('admin@demo.test');
    const real = cookie(`access.${TENANT}`)!;
    const claims = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString());
    await plant({ ...claims, authorization: { othertenant: { roles: ['admin'] } } });
    await openApp(USERS);
    expect(await screen.findByText('This page is not available to you')).toBeInTheDocument();
    expect(address()).toBe('/access-denied');
    expect(sent(/\/api\/v1\/users$/)).toHaveLength(0);
  });
});

describe('clock skew of ±10 minutes between browser and provider', () => {
  it.each([
    ['ahead of', -10 * MINUTE],
    ['behind', 10 * MINUTE],
  ])(
    'a browser clock 10 minutes %s the server signs in through the form and loads the page',
    async (_case, serverSkew) => {
      const clocks = controlClocks();
      clocks.skewServer(serverSkew);
      const { user } = await openApp(SIGN_IN_FROM_USERS);
      await signInWithForm(user);
      await waitForAddress('/profile-select?redirectUrl=%2Fprofiles%2Fusers');
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await expectUsersList();
      expect(address()).toBe(USERS);
      expect(session.getState()).toMatchObject({ signedIn: true, roles: ['admin'] });
      // No refresh was needed, and every product call carried the token.
      expect(sent(/\/auth\/refresh$/)).toHaveLength(0);
      expect(sent(/\/api\/v1\//).every((r) => r.authorization?.startsWith('Bearer ey'))).toBe(true);
    },
  );

  it('a browser clock 10 minutes ahead still refreshes before its token runs out', async () => {
    const clocks = controlClocks();
    clocks.skewServer(-10 * MINUTE);
    await signInByApi();
    const { user } = await openApp(USERS);
    await expectUsersList();
    // Five minutes of the token's life are left for this browser: after six, the next call
    // refreshes first instead of sending an expired token.
    clocks.advance(6 * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitForAddress(/^\/profiles\/users\?.*page=2/);
    await expectUsersList();
    expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
    expect(session.getState().signedIn).toBe(true);
  });
});

describe('20 concurrent 401s', () => {
  /** Twenty product calls at once, as a page full of widgets would make them. */
  async function twentyCalls() {
    return Promise.allSettled(Array.from({ length: 20 }, () => listUsers({ pageSize: 1 })));
  }

  it('that a refresh fixes: one refresh, all retried, the person stays on the page', async () => {
    const clocks = controlClocks();
    await signInByApi();
    await openApp(USERS);
    await expectUsersList();
    const first = cookie(`access.${TENANT}`)!;
    // The provider rotated its keys: the token the app holds is refused, a refreshed one is not.
    server.use(
      http.get('*/api/v1/users', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${first}`
          ? HttpResponse.json(
              { status: 401, code: 'unauthorized', message: 'Unauthorized' },
              { status: 401 },
            )
          : undefined,
      ),
    );
    clocks.advance(1000); // the refreshed token is issued a second later, so it differs
    const results = await twentyCalls();
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
    const withOld = sent(/^\/api\/v1\/users$/).filter((r) => r.authorization === `Bearer ${first}`);
    expect(withOld.length).toBeGreaterThanOrEqual(20); // the page's own first load used it too
    expect(cookie(`access.${TENANT}`)).not.toBe(first);
    expect(address()).toBe(USERS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('that a refresh cannot fix: one refresh, one sign-out, to sign-in with the page', async () => {
    await signInByApi();
    const historyLength = window.history.length;
    await openApp(USERS);
    getDb().sessions = []; // the provider ended the session (revoked elsewhere)
    const results = await twentyCalls();
    await expectSignInAt(SIGN_IN_FROM_USERS);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
    expect(window.history.length).toBe(historyLength); // replaced, not twenty pushes
    expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});

describe('the refresh fails', () => {
  const failures: Array<[string, () => void]> = [
    ['400', () => injectFault({ operationId: 'refreshTokens', status: 400 })],
    ['500', () => injectFault({ operationId: 'refreshTokens', status: 500 })],
    [
      'a network error',
      () => server.use(http.get('*/v0/auth/refresh', () => HttpResponse.error())),
    ],
  ];

  it.each(failures)(
    'with %s at page load: signed out to sign-in with the page, no loop',
    async (_case, fail) => {
      const clocks = controlClocks();
      await signInByApi();
      clocks.advance(16 * MINUTE);
      fail();
      await openApp(USERS);
      await expectSignInAt(SIGN_IN_FROM_USERS);
      expect(sent(/\/auth\/refresh$/)).toHaveLength(1);
      expect(sent(/\/api\/v1\//)).toHaveLength(0);
    },
  );

  it('with 400 in the middle of work: the session ends, sign-in asks for the page', async () => {
    const clocks = controlClocks();
    await signInByApi();
    const { user } = await openApp(USERS);
    await expectUsersList();
    clocks.advance(16 * MINUTE);
    injectFault({ operationId: 'refreshTokens', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitForAddress(/^\/sign-in\?redirectUrl=%2Fprofiles%2Fusers%3F.*page%3D2/);
    expect(await findField('Email or username')).toHaveValue('');
    expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
  });

  it.each(failures.slice(1))(
    'with %s in the middle of work: the person stays signed in, sees the failure, Retry works',
    async (_case, fail) => {
      const clocks = controlClocks();
      await signInByApi();
      const { user } = await openApp(USERS);
      await expectUsersList();
      clocks.advance(16 * MINUTE);
      fail();
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      const failure = await screen.findByText(/^The users could not be loaded\./);
      expect(failure).toHaveTextContent(UNKNOWN_ERROR);
      expect(screen.queryByText(/Authentication required/)).not.toBeInTheDocument();
      // Nothing went to the product API without its token.
      expect(sent(/^\/api\/v1\//).filter((r) => r.authorization === null)).toEqual([]);
      expect(address()).toMatch(/^\/profiles\/users\?.*page=2/);
      expect(session.getState().signedIn).toBe(true);
      expect(cookie(`refresh.${TENANT}`)).toBeDefined();
      server.resetHandlers(); // the provider is back
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await expectUsersList();
      expect(screen.queryByText(/^The users could not be loaded\./)).not.toBeInTheDocument();
    },
  );
});

describe('logout with the provider down', () => {
  const downs: Array<[string, () => void]> = [
    ['a network error', () => server.use(http.get('*/v0/auth/logout', () => HttpResponse.error()))],
    ['500', () => injectFault({ operationId: 'logout', status: 500 })],
    ['503', () => injectFault({ operationId: 'logout', status: 503 })],
    [
      'an HTML error page',
      () =>
        server.use(
          http.get('*/v0/auth/logout', () => HttpResponse.html('<h1>502</h1>', { status: 502 })),
        ),
    ],
  ];

  it.each(downs)(
    '%s: signed out anyway, cookies and stored user cleared, sign-in shown',
    async (_case, down) => {
      await signInByApi('professional@demo.test');
      const { user } = await openApp('/profiles/account/settings');
      await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
      down();
      await user.click(await screen.findByRole('button', { name: 'Log out' }));
      await expectSignInAt('/sign-in');
      expect(sent(/\/auth\/logout$/)).toHaveLength(1);
      expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
      expect(localStorage.getItem('sessionUser')).toBeNull();
      expect(sessionStorage.getItem('professionalId')).toBeNull();
      expect(screen.queryByText(UNKNOWN_ERROR)).not.toBeInTheDocument();
    },
  );

  it('that never answers: signed out anyway, within seconds', async () => {
    await signInByApi();
    const { user } = await openApp('/profiles/account/settings');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    injectFault({ operationId: 'logout', status: 'timeout' } satisfies Fault);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await expectSignInAt('/sign-in');
    expect(tokenCookies()).toEqual([undefined, undefined, undefined]);
  });
});
