import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { LayoutFor } from '@/app/layouts';
import { displayName, initials } from '@/features/auth/session/user-identity';
import { getThemeSettings } from '@/lib/theme/theme-store';
import { session } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { resetShell } from '../shell';
import { DESKTOP, renderAt, renderInShellAt, setScreenWidth, signedInAs } from './harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));
jest.mock('@/features/auth/session', () => ({
  session: { logout: jest.fn(() => Promise.resolve()) },
}));

const useSessionMock = jest.mocked(useSession);

const app = (
  <LayoutFor layout="app" signedIn>
    <h1>Dashboard</h1>
  </LayoutFor>
);

beforeEach(() => {
  resetShell();
  setScreenWidth(DESKTOP);
  jest.mocked(session.logout).mockClear();
  useSessionMock.mockReturnValue(signedInAs(['admin']));
});

describe('the user menu', () => {
  it("shows the person's initials, name and email, and logs out", async () => {
    renderAt('/home', app);
    const button = screen.getByRole('button', { name: /^Account menu/ });
    expect(button).toHaveTextContent('AL');
    await setupUser().click(button);
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(panel).toHaveTextContent('ada@example.com');

    await setupUser().click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it('falls back to the email when the identity has no name', async () => {
    useSessionMock.mockReturnValue(signedInAs(['user'], { email: 'grace.hopper@example.com' }));
    renderAt('/home', app);
    // The initials it shows are part of its name (WCAG 2.5.3, label in name).
    const button = screen.getByRole('button', { name: 'Account menu, GH' });
    expect(button).toHaveTextContent('GH');
    await setupUser().click(button);
    // The email is who they are: the panel's title, said once.
    const panel = await screen.findByRole('dialog', { name: 'grace.hopper@example.com' });
    expect(panel.textContent?.split('grace.hopper@example.com')).toHaveLength(2);
  });

  it('speaks Spanish', async () => {
    renderAt('/home', app, { locale: 'es' });
    await setupUser().click(screen.getByRole('button', { name: /^Menú de la cuenta, \p{Lu}+$/u }));
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it.each([
    ['https://images.example/ada.png', 'https://images.example/ada.png'],
    ['http://tracker.example/pixel.gif', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('shows the picture %p only over https', (image, shown) => {
    useSessionMock.mockReturnValue(signedInAs(['user'], { name: 'Ada Lovelace', image } as never));
    renderAt('/home', app);
    const button = screen.getByRole('button', { name: /^Account menu/ });
    expect(button.querySelector('img')?.getAttribute('src') ?? null).toBe(shown);
    if (!shown) expect(button).toHaveTextContent('AL');
  });

  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Ana María de la Cruz', 'AC'],
    ['', ''],
    [undefined, ''],
  ])('initials of %p are %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('takes the name from the product user when the identity has none', () => {
    expect(displayName({ identity: null, user: { firstName: 'Grace', lastName: 'Hopper' } })).toBe(
      'Grace Hopper',
    );
  });

  it('falls back to the email when nobody gave a name (a sign-up without names)', () => {
    expect(
      displayName({
        identity: { email: 'qa.newbie2@demo.test' },
        user: { firstName: '', lastName: '', email: 'qa.newbie2@demo.test' },
      }),
    ).toBe('qa.newbie2@demo.test');
    expect(initials('qa.newbie2@demo.test')).toBe('QN');
  });
});

describe('header controls', () => {
  it('switches between light and dark', async () => {
    renderAt('/home', app);
    await setupUser().click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(getThemeSettings().mode).toBe('dark');
    await setupUser().click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveClass('light');
  });

  it('opens the settings panel', async () => {
    renderAt('/home', app);
    await setupUser().click(screen.getByRole('button', { name: 'Open settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(panel).getByRole('radiogroup', { name: 'Mode' })).toBeInTheDocument();
  });

  it('switches the language, and the whole frame follows', async () => {
    renderInShellAt('/home', app);
    const button = await screen.findByRole('button', { name: 'Change language' });
    await setupUser().click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await setupUser().click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    expect(
      await screen.findByRole('navigation', { name: 'Navegación principal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
    expect(JSON.parse(localStorage.getItem('locale') ?? '{}')).toEqual({ currentLang: 'es' });
  });
});
