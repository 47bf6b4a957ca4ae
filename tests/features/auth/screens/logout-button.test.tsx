/**
 * The toolkit's logout button (SPEC §2.5 "a logout button (default label 'Log out', optional
 * redirect after logout)", §8 "Logout failure: local state still cleared", §9 max-width 250 px).
 *
 * @styles-in-document: its maximum width is a style.
 */
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { http, HttpResponse } from 'msw';
import { LogoutButton } from '@/features/auth/components/logout-button';
import type { LogoutButtonProps } from '@/features/auth/components/logout-button';
import { session } from '@/features/auth/session';
import { renderWithProviders } from '@tests/utils/render';
import { setupAuthScreens, signInSession } from './helpers';

const { server, sessionNavigate } = setupAuthScreens();

const LOGOUT_URL = '*/auth/logout';

function renderButton(props: LogoutButtonProps = {}, locale: 'en' | 'es' = 'en') {
  const user = setupUser({ delay: null });
  renderWithProviders(<LogoutButton {...props} />, { locale });
  return { user };
}

const hasTokenCookies = () => /(access|refresh|id)\.demo1234=/.test(document.cookie);

describe('LogoutButton', () => {
  it("says 'Log out', at most 250 px wide", () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toBeEnabled();
    expect(button).toHaveStyle({ maxWidth: '250px' });
  });

  it("says 'Cerrar sesión' in Spanish, and takes another label", () => {
    renderButton({}, 'es');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    renderButton({ label: 'Sign out of Compliance Hub' });
    expect(screen.getByRole('button', { name: 'Sign out of Compliance Hub' })).toBeVisible();
  });

  it('logs out with the provider, clears the session and goes to sign-in', async () => {
    await signInSession();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    const onLoggedOut = jest.fn();
    const { user } = renderButton({ onLoggedOut });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(calls.some((url) => url.endsWith('/auth/logout'))).toBe(true);
    expect(session.getState()).toMatchObject({ signedIn: false, status: 'signedOut' });
    expect(hasTokenCookies()).toBe(false);
    expect(sessionNavigate).toHaveBeenCalledWith('/sign-in');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    server.events.removeAllListeners();
  });

  it('goes where it is told afterwards', async () => {
    await signInSession();
    const { user } = renderButton({ redirect: '/goodbye' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionNavigate).toHaveBeenCalledWith('/goodbye'));
    expect(session.getState().signedIn).toBe(false);
  });

  it('stays on the page with redirect false', async () => {
    await signInSession();
    const onLoggedOut = jest.fn();
    const { user } = renderButton({ redirect: false, onLoggedOut });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    expect(session.getState().signedIn).toBe(false);
    expect(sessionNavigate).not.toHaveBeenCalled();
  });

  it('never leaves the site for a redirect elsewhere', async () => {
    await signInSession();
    const { user } = renderButton({ redirect: 'https://evil.example/phish' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionNavigate).toHaveBeenCalledTimes(1));
    expect(sessionNavigate).toHaveBeenCalledWith('/sign-in');
  });

  it('clears the session even when the provider cannot be reached, and is busy meanwhile', async () => {
    await signInSession();
    let release: () => void = () => undefined;
    server.use(
      http.get(LOGOUT_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.html('<p>down</p>', { status: 503 });
      }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { user } = renderButton({ redirect: false });
      const button = screen.getByRole('button', { name: 'Log out' });
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAttribute('aria-busy', 'true');
      release();
      await waitFor(() => expect(button).toBeEnabled());
      expect(session.getState().signedIn).toBe(false);
      expect(hasTokenCookies()).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        'Logout call failed; signing out locally.',
        expect.anything(),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
