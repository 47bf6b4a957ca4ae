/**
 * The data router's route objects, built from the route table: every table path (with its `:id`,
 * optional `:step?` and `*` splat) reaches its page under its own guard route, and the whole app
 * opens such addresses on their page.
 */
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { ROUTES } from '@/config/routes';
import { openApp, setupApp, signInByApi, waitForAddress } from '../hardening/app-harness';

setupApp();

/** Addresses a person could open for a table path. */
function samples(path: string): string[] {
  const filled = path.replace(/:id/g, '42');
  if (filled.endsWith('/:step?'))
    return [filled.replace('/:step?', ''), filled.replace(':step?', 'security')];
  if (filled.endsWith('/*')) return [filled.slice(0, -2), filled.replace('*', 'mail/outgoing')];
  return [filled];
}

describe('route objects from the route table', () => {
  const routes = appRoutes();

  it.each(ROUTES.flatMap((def) => samples(def.path).map((sample) => [sample, def] as const)))(
    '%s reaches its page under its own guard',
    (sample, def) => {
      const matches = matchRoutes(routes, sample) ?? [];
      expect(matches.map((m) => m.route.id)).toEqual(['root', def.key, undefined]);
      expect(matches[2]!.route.path).toBe(def.path);
      expect(matches[2]!.route.lazy).toEqual(expect.any(Function));
    },
  );

  it('an unknown address and the root reach a guard without a page', () => {
    for (const sample of ['/', '/no/such/page', '/profiles']) {
      const matches = matchRoutes(routes, sample) ?? [];
      expect(matches).toHaveLength(2);
      expect(matches[1]!.route.lazy).toBeUndefined();
    }
  });
});

describe('the app at such addresses', () => {
  it.each([
    ['/system/config/app', 'System configuration'],
    ['/profiles/account/settings/security', 'Account settings'],
    ['/profiles/user/1', 'Alex Admin'],
  ])('%s shows its page', async (path, heading) => {
    await signInByApi();
    await openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(window.location.pathname).toBe(path);
  });
});

describe('the page title', () => {
  it.each([
    ['en', 'Users · Compliance Hub', 'Home', 'Dashboard · Compliance Hub'],
    ['es', 'Usuarios · Compliance Hub', 'Inicio', 'Panel · Compliance Hub'],
  ] as const)('follows the route in %s', async (locale, usersTitle, homeLink, homeTitle) => {
    await signInByApi();
    localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
    const { user } = await openApp('/profiles/users');
    await screen.findByRole('table');
    expect(document.title).toBe(usersTitle);
    await user.click(screen.getByRole('link', { name: homeLink }));
    await waitForAddress('/home');
    await waitFor(() => expect(document.title).toBe(homeTitle));
  });
});

describe('navigations the session makes', () => {
  it('log out on a page: straight to sign-in, the page being left adds no redirect of its own', async () => {
    await signInByApi();
    const { user } = await openApp('/profiles/users');
    await screen.findByRole('table', { name: 'Users' });
    const addresses: string[] = [];
    const record = (url: string | URL | null | undefined) => url && addresses.push(String(url));
    const push = jest.spyOn(window.history, 'pushState');
    const replace = jest.spyOn(window.history, 'replaceState');
    push.mockImplementation(function (this: History, state, unused, url) {
      record(url);
      return History.prototype.pushState.call(this, state, unused, url);
    });
    replace.mockImplementation(function (this: History, state, unused, url) {
      record(url);
      return History.prototype.replaceState.call(this, state, unused, url);
    });
    try {
      await user.click(screen.getByRole('button', { name: /^Account menu/ }));
      await user.click(await screen.findByRole('button', { name: 'Log out' }));
      await waitForAddress('/sign-in');
      expect(await screen.findByText('Welcome Back!')).toBeVisible();
      expect(
        addresses.map(
          (url) =>
            new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
        ),
      ).toEqual(['/sign-in']);
    } finally {
      push.mockRestore();
      replace.mockRestore();
    }
  });
});
