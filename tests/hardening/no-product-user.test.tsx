/**
 * Signed in at the provider, unknown to the product: an account signed up by phone only
 * (decision 014), or one whose product user an administrator deleted. The app's start fails with
 * SPEC's 'State Initialization Error' and Retry, which fails again; Log out beside it ends the
 * session and lands on the sign-in form, in both languages.
 */
import { screen } from '@testing-library/react';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import { address, openApp, setupApp, signInByApi, waitForAddress } from './app-harness';

setupApp();

const CASES = [
  {
    locale: 'en',
    title: 'State Initialization Error',
    logout: 'Log out',
    login: 'Welcome Back!',
  },
  {
    locale: 'es',
    title: 'Error de inicialización del estado',
    logout: 'Cerrar sesión',
    login: '¡Bienvenido de nuevo!',
  },
] as const;

it.each(CASES)(
  '$locale: the start-up failure offers Log out, which ends on the sign-in form',
  async ({ locale, title, logout, login }) => {
    const db = getDb();
    db.users = db.users.filter((u) => u.email !== 'user@demo.test');
    await signInByApi('user@demo.test');
    localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
    const { user } = await openApp('/home', { locale });
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: logout }));
    await waitForAddress(/^\/sign-in/);
    expect(await screen.findByRole('heading', { level: 1, name: login })).toBeVisible();
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    expect(session.getState().signedIn).toBe(false);
    expect(address()).toMatch(/^\/sign-in/);
  },
);
