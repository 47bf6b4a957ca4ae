import { screen, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NavMenu } from '@/app/layouts/nav-menu';
import { useNavGroups } from '@/features/navigation/use-navigation';
import type { Role } from '@/features/auth/session/session';
import { useSession } from '@/features/auth/session/use-session';
import { renderAt, signedInAs } from './harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));

const useSessionMock = jest.mocked(useSession);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Menu() {
  return (
    <>
      <NavMenu groups={useNavGroups()} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

function renderMenuAs(roles: Role[], path = '/home', locale: 'en' | 'es' = 'en') {
  useSessionMock.mockReturnValue(signedInAs(roles));
  renderAt(path, <Menu />, { locale });
  return screen.getByRole('navigation', {
    name: locale === 'en' ? 'Main navigation' : 'Navegación principal',
  });
}

/** Each section's heading and the labels under it, as a person reads the menu. */
function readMenu(nav: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(nav)
      .getAllByRole('list')
      .map((list) => [
        list.getAttribute('aria-labelledby')
          ? document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent
          : list.getAttribute('aria-label'),
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent ?? ''),
      ]),
  );
}

describe('the navigation menu', () => {
  it('shows an admin every section', () => {
    expect(readMenu(renderMenuAs(['admin']))).toEqual({
      Main: ['Dashboard', 'File manager'],
      Profiles: ['Professionals', 'Employers', 'Users'],
      'Help Center': ['Support hub', 'Manage help articles'],
      Account: ['Account settings', 'Roles and permissions', 'Pricing'],
      System: ['System configuration'],
      Others: ['Access denied', 'Welcome'],
    });
  });

  it('shows a professional only what a professional may open', () => {
    expect(readMenu(renderMenuAs(['professional'], '/profiles/documentation/me'))).toEqual({
      Main: ['My documentation'],
      Account: ['Account settings'],
    });
  });

  it('shows a recruiter the dashboard and account settings', () => {
    expect(readMenu(renderMenuAs(['recruiter']))).toEqual({
      Main: ['Dashboard'],
      Account: ['Account settings'],
    });
  });

  it('marks the current page, also on a page below a menu entry', () => {
    const nav = renderMenuAs(['admin'], '/profiles/account/settings/security');
    expect(within(nav).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('links parameterised routes to their base path and follows a click', async () => {
    const nav = renderMenuAs(['admin'], '/system/config/mail');
    const system = within(nav).getByRole('link', { name: 'System configuration' });
    expect(system).toHaveAttribute('href', '/system/config');
    expect(system).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/profiles/account/settings',
    );
    await setupUser().click(within(nav).getByRole('link', { name: 'Users' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/profiles/users');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives each entry an icon', () => {
    const nav = renderMenuAs(['admin']);
    for (const link of within(nav).getAllByRole('link')) {
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('translates the section headings into Spanish', () => {
    const nav = renderMenuAs(['admin'], '/home', 'es');
    expect(Object.keys(readMenu(nav))).toEqual([
      'Principal',
      'Perfiles',
      'Centro de ayuda',
      'Cuenta',
      'Sistema',
      'Otros',
    ]);
  });
});
