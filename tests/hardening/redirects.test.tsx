/**
 * Fault suite, open redirects: one payload of each kind (./redirect-payloads.ts; the whole list
 * runs against the one reader, tests/lib/redirect.test.ts) is tried in each place the app reads a
 * redirect target from outside: the `redirectUrl` parameter (public-only, open and
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
import { SAMPLE_PARAMETERS, SAMPLE_PAYLOADS } from './redirect-payloads';

const { server, sent } = setupApp();

const SAFE_PARAMETER = 'redirectUrl=%2Fprofiles%2Fusers';

function expectStillOnOrigin() {
  expect(window.location.origin).toBe(ORIGIN);
  expect(window.location.pathname).not.toMatch(/evil|javascript|data:/i);
}

describe('the redirect parameter, signed in, on a public-only page (/sign-in)', () => {
  it.each(SAMPLE_PARAMETERS)('%s: goes to /home', async (_case, query) => {
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
  it.each(SAMPLE_PARAMETERS)('%s: on to profile selection without it', async (_case, query) => {
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
  it.each(SAMPLE_PARAMETERS)(
    "%s: Continue goes to the profile's start page",
    async (_case, query) => {
      await signInByApi();
      const { user } = await openApp(`/profile-select?${query}`);
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitForAddress('/home');
      expectStillOnOrigin();
    },
  );

  it('control: Continue goes to a same-origin page the profile may open', async () => {
    await signInByApi();
    const { user } = await openApp(`/profile-select?${SAFE_PARAMETER}`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitForAddress('/profiles/users');
  });
});

describe('the redirect parameter on an open page (/reset-password)', () => {
  it.each(SAMPLE_PARAMETERS)('%s: stays, with the reset form', async (_case, query) => {
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
  it.each(SAMPLE_PAYLOADS)(
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
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
  }

  it.each(SAMPLE_PAYLOADS)('%s: signed out to /sign-in', async (_case, redirectTo) => {
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

  it.each(SAMPLE_PAYLOADS)('%s: not followed, the person stays', async (_case, target) => {
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
