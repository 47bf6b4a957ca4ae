/**
 * Fault suite, open redirects: every payload of the list below is tried in each place the app
 * reads a redirect target from outside: the `redirectUrl` parameter (public-only, open and
 * profile-selection routes, and a sign-in through the form), `redirectTo` in the provider's
 * answers (a PKCE sign-on answer, the logout answer) and the tenant's `loginRedirectPath`. The
 * app must stay on its own origin and land where it would without a target; a same-origin
 * target in the same place is followed (the control case), so each table can fail.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import {
  address,
  alertTexts,
  field,
  findField,
  openApp,
  ORIGIN,
  setupApp,
  signInByApi,
  signInWithForm,
  waitForAddress,
} from './app-harness';

const { server, sent } = setupApp();

/** Values an attacker would have the app read as a redirect target. */
const PAYLOADS: Array<[string, string]> = [
  ['protocol-relative //evil.example', '//evil.example'],
  ['backslash /\\evil.example', '/\\evil.example'],
  ['double backslash \\\\evil.example', '\\\\evil.example'],
  ['encoded %2F%2Fevil.example', '%2F%2Fevil.example'],
  ['encoded after a slash /%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['encoded backslash /%5Cevil.example', '/%5Cevil.example'],
  ['double-encoded %252F%252Fevil.example', '%252F%252Fevil.example'],
  ['scheme without slashes https:evil.example', 'https:evil.example'],
  ['absolute https://evil.example/home', 'https://evil.example/home'],
  ['javascript:alert(1)', 'javascript:alert(1)'],
  ['JAVASCRIPT:alert(1)', 'JAVASCRIPT:alert(1)'],
  ['JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['data: URL in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['broken percent-encoding /%E0%A4%A', '/%E0%A4%A'],
  ['a lone percent sign /%', '/%'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['dot segments /..//evil.example', '/..//evil.example'],
];

/** The redirect parameter as it appears in the address: each payload encoded, plus raw forms. */
const PARAMETERS: Array<[string, string]> = [
  ...PAYLOADS.map(([name, value]): [string, string] => [
    name,
    `redirectUrl=${encodeURIComponent(value)}`,
  ]),
  ['raw //evil.example in the address', 'redirectUrl=//evil.example'],
  ['raw broken percent-encoding in the address', 'redirectUrl=%E0%A4%A'],
  ['raw javascript: in the address', 'redirectUrl=javascript:alert(1)'],
  ['duplicated: safe, then evil', 'redirectUrl=%2Fprofiles%2Fusers&redirectUrl=%2F%2Fevil.example'],
  ['duplicated: evil, then safe', 'redirectUrl=%2F%2Fevil.example&redirectUrl=%2Fprofiles%2Fusers'],
  [
    'duplicated: the same safe path twice',
    'redirectUrl=%2Fprofiles%2Fusers&redirectUrl=%2Fprofiles%2Fusers',
  ],
];

const SAFE_PARAMETER = 'redirectUrl=%2Fprofiles%2Fusers';

function expectStillOnOrigin() {
  expect(window.location.origin).toBe(ORIGIN);
  expect(window.location.pathname).not.toMatch(/evil|javascript|data:/i);
}

describe('the redirect parameter, signed in, on a public-only page (/sign-in)', () => {
  it.each(PARAMETERS)('%s: goes to /home', async (_case, query) => {
    await signInByApi();
    await openApp(`/sign-in?${query}`);
    await waitForAddress('/home');
    expectStillOnOrigin();
  });

  it('control: a same-origin path is followed', async () => {
    await signInByApi();
    await openApp(`/sign-in?${SAFE_PARAMETER}`);
    await waitForAddress('/profiles/users');
  });
});

describe('the redirect parameter, signed out, through the sign-in form', () => {
  it.each(PARAMETERS)('%s: on to profile selection without it', async (_case, query) => {
    const { user } = await openApp(`/sign-in?${query}`);
    await signInWithForm(user);
    await waitForAddress('/profile-select');
    expectStillOnOrigin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a profile' }),
    ).toBeVisible();
  });

  it('control: a same-origin path rides along to profile selection', async () => {
    const { user } = await openApp(`/sign-in?${SAFE_PARAMETER}`);
    await signInWithForm(user);
    await waitForAddress(`/profile-select?${SAFE_PARAMETER}`);
  });
});

describe('the redirect parameter on profile selection', () => {
  it.each(PARAMETERS)("%s: Continue goes to the profile's start page", async (_case, query) => {
    await signInByApi();
    const { user } = await openApp(`/profile-select?${query}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitForAddress('/home');
    expectStillOnOrigin();
  });

  it('control: Continue goes to a same-origin page the profile may open', async () => {
    await signInByApi();
    const { user } = await openApp(`/profile-select?${SAFE_PARAMETER}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitForAddress('/profiles/users');
  });
});

describe('the redirect parameter on an open page (/reset-password)', () => {
  it.each(PARAMETERS)('%s: stays, with the reset form', async (_case, query) => {
    await openApp(`/reset-password?${query}`);
    expect(await findField('Email address')).toBeVisible();
    expect(address()).toBe(`/reset-password?${query}`);
    expectStillOnOrigin();
  });

  it('control: a same-origin path is followed', async () => {
    await openApp(`/reset-password?${SAFE_PARAMETER}`);
    // Signed out, the users list sends the visitor on to sign in, asking for it.
    await waitForAddress('/sign-in?redirectUrl=%2Fprofiles%2Fusers');
  });
});

describe('redirectTo in a PKCE sign-on answer', () => {
  it.each(PAYLOADS)(
    '%s: "Missing PKCE redirect url" at the form, nothing typed lost',
    async (_case, redirectTo) => {
      server.use(
        http.post('*/v0/tenants/:tenantId/auth/basic', () =>
          HttpResponse.json({ message: 'PKCE required', authorizationCode: 'code-1', redirectTo }),
        ),
      );
      const { user } = await openApp('/sign-in');
      await signInWithForm(user);
      expect(await screen.findByText('Missing PKCE redirect url')).toBeVisible();
      expect(alertTexts()).toEqual(['Missing PKCE redirect url']);
      expect(field('Email or username')).toHaveValue('admin@demo.test');
      expect(address()).toBe('/sign-in');
      expectStillOnOrigin();
    },
  );

  it('control: a same-origin callback is followed with the code', async () => {
    server.use(
      http.post('*/v0/tenants/:tenantId/auth/basic', () =>
        HttpResponse.json({
          message: 'PKCE required',
          authorizationCode: 'code-1',
          redirectTo: '/forgot-password?state=s1',
        }),
      ),
    );
    const { user } = await openApp('/sign-in');
    await signInWithForm(user);
    await waitForAddress('/forgot-password?state=s1&authorization_code=code-1');
  });
});

describe('redirectTo in the logout answer', () => {
  async function logOutAnsweredWith(redirectTo: string) {
    await signInByApi();
    server.use(
      http.get('*/v0/auth/logout', () => HttpResponse.json({ message: 'OK', redirectTo })),
    );
    const { user } = await openApp('/profiles/account/settings');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
  }

  it.each(PAYLOADS)('%s: signed out to /sign-in', async (_case, redirectTo) => {
    await logOutAnsweredWith(redirectTo);
    await waitForAddress('/sign-in');
    expect(await findField('Email or username')).toBeVisible();
    expect(session.getState().signedIn).toBe(false);
    expectStillOnOrigin();
  });

  it('control: a same-origin path is followed', async () => {
    await logOutAnsweredWith('/forgot-password');
    await waitForAddress('/forgot-password');
  });
});

describe("the tenant's loginRedirectPath (redirect if logged in)", () => {
  async function redirectIfLoggedIn(loginRedirectPath: string) {
    await signInByApi();
    await openApp('/profiles/account/settings');
    await screen.findByRole('heading', { level: 1 });
    getDb().tenant.loginRedirectPath = loginRedirectPath;
    let moved = false;
    await act(async () => {
      moved = await session.redirectIfLoggedIn();
    });
    return moved;
  }

  it.each(PAYLOADS)('%s: not followed, the person stays', async (_case, target) => {
    expect(await redirectIfLoggedIn(target)).toBe(false);
    expect(sent(/\/v0\/self$/)).toHaveLength(1);
    expect(address()).toBe('/profiles/account/settings');
    expectStillOnOrigin();
  });

  it('control: a same-origin path is followed', async () => {
    expect(await redirectIfLoggedIn('/profiles/users')).toBe(true);
    await waitForAddress('/profiles/users');
  });
});
