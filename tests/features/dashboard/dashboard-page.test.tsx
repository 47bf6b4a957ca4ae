import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import type { UserRole } from '@generated/product/model';
import { clearFaults, injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import DashboardPage from '@/features/dashboard/dashboard-page';
import {
  PASSWORD,
  TENANT,
  signInSession,
  setupAuthScreens,
  totpCode,
  visibleText,
} from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

const { server } = setupAuthScreens();

/** Every product API call the page makes, as `METHOD path?query`. */
let calls: string[] = [];
beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

async function renderDashboard(email = 'admin@demo.test', locale: 'en' | 'es' = 'en') {
  await signInSession(email);
  const user = setupUser({ delay: null });
  const result = renderAt(
    '/home',
    <>
      <Routes>
        <Route path="/home" element={<DashboardPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return { user, ...result };
}

const ROLE_NAMES: Record<UserRole, string> = {
  admin: 'Administrator',
  user: 'Team member',
  recruiter: 'Recruiter',
  agency: 'Agency',
  organization: 'Organization',
  professional: 'Professional',
};

const number = (n: number) => new Intl.NumberFormat('en').format(n);
const region = (name: string) => screen.getByRole('region', { name });
/** The value shown under a label of a card's summary (a description list). */
const valueOf = (card: HTMLElement, label: string) =>
  visibleText(within(card).getByText(label, { selector: 'dt' }).nextElementSibling!);

/** What the demo backend holds, counted the way the page should count it. */
function expected() {
  const users = getDb().users;
  const byRole = (Object.keys(ROLE_NAMES) as UserRole[]).map((role) => ({
    role,
    count: users.filter((u) => u.defaultRole === role).length,
  }));
  const newest = [...users]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id)
    .slice(0, 5);
  return {
    total: users.length,
    active: users.filter((u) => u.isActive).length,
    inactive: users.filter((u) => !u.isActive).length,
    byRole,
    newest,
  };
}

describe('dashboard (/home) as an admin', () => {
  it('welcomes the admin and counts all, active and inactive users', async () => {
    await renderDashboard();
    const want = expected();
    expect(want.active).toBeGreaterThan(0);
    expect(want.inactive).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(visibleText(screen.getByText(/^Welcome back, /))).toBe('Welcome back, Alex Admin!');

    const users = region('Users');
    expect(within(users).getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(valueOf(users, 'All users')).toBe(number(want.total)));
    expect(valueOf(users, 'Active')).toBe(number(want.active));
    expect(valueOf(users, 'Inactive')).toBe(number(want.inactive));
    const share = Math.round((want.active / want.total) * 100);
    expect(within(users).getByText(`${share}% of users are active`)).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'Open the users list' })).toHaveAttribute(
      'href',
      '/profiles/users',
    );
    // One count per call: all, active, inactive, each of the six roles; and the newest users.
    expect(calls.filter((call) => call === 'GET /api/v1/users')).toHaveLength(10);
  });

  it('charts users by role, largest group first, with a table for screen readers', async () => {
    await renderDashboard();
    const want = expected().byRole.sort((a, b) => b.count - a.count);
    const table = await screen.findByRole('table', { name: 'Users by role' });
    const rows = within(table).getAllByRole('row').slice(1);
    const sum = want.reduce((total, r) => total + r.count, 0);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual(
      want.map(({ role, count }) => [
        ROLE_NAMES[role],
        number(count),
        `${Math.round((count / sum) * 100)}%`,
      ]),
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Role', 'Users', 'Share']);
    // The drawn bars repeat the numbers for sighted readers only.
    const chart = region('Users by role').querySelector('figure > [aria-hidden="true"]');
    expect(chart).toHaveTextContent(ROLE_NAMES[want[0]!.role]);
  });

  it('lists the newest users first, each linking to their page', async () => {
    const { user } = await renderDashboard();
    const newest = expected().newest;
    const card = region('Newest users');
    const people = await waitFor(() => {
      const found = within(card)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/profiles/user/'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(people.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      newest.map((u) => [`${u.firstName} ${u.lastName}`, `/profiles/user/${u.id}`]),
    );
    expect(people[0]!.querySelector('bdi')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'See all users, newest first' })).toHaveAttribute(
      'href',
      '/profiles/users?sort=createdAt&order=desc',
    );

    await user.click(people[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent(`/profiles/user/${newest[0]!.id}`);
  });

  it('shows an error with Retry on each card, and Retry brings the card back', async () => {
    injectFault({ operationId: 'listUsers', status: 503, times: 100 });
    const { user } = await renderDashboard();
    const retry = (card: string) =>
      screen.getByRole('button', { name: 'Retry', description: card });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
    for (const card of ['Users', 'Users by role', 'Newest users']) {
      expect(within(region(card)).getByRole('alert')).toHaveTextContent(
        'This could not be loaded. The service is temporarily unavailable. Please try again shortly.',
      );
    }

    clearFaults(); // the service is back
    await user.click(retry('Newest users'));
    const newest = expected().newest[0]!;
    expect(
      await within(region('Newest users')).findByRole('link', {
        name: `${newest.firstName} ${newest.lastName}`,
      }),
    ).toBeInTheDocument();
    // Only that card was retried: the others still offer theirs.
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);

    await user.click(retry('Users by role'));
    await user.click(retry('Users'));
    expect(await screen.findByRole('table', { name: 'Users by role' })).toBeInTheDocument();
    await waitFor(() =>
      expect(valueOf(region('Users'), 'All users')).toBe(number(expected().total)),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("renders a user's name as text, isolated for right-to-left scripts", async () => {
    const newest = expected().newest[0]!;
    const stored = getDb().users.find((u) => u.id === newest.id)!;
    stored.firstName = '<img src=x onerror=alert(1)>';
    stored.lastName = '\u202Eأحمد';
    const { container } = await renderDashboard();
    const link = await within(region('Newest users')).findByRole('link', {
      name: /<img src=x onerror=alert\(1\)>/,
    });
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)> \u202Eأحمد');
    expect(link.querySelector('bdi')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(link).toHaveAttribute('href', `/profiles/user/${newest.id}`);
  });

  it('offers the admin pages as quick links, and the account summary', async () => {
    await renderDashboard();
    const links = within(region('Quick links')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Users', '/profiles/users'],
      ['Professionals', '/profiles/professionals'],
      ['Employers', '/profiles/employers'],
      ['Account settings', '/profiles/account/settings'],
      ['Support hub', '/profiles/help-center/support-hub'],
      ['File manager', '/profiles/file-manager'],
      ['Pricing', '/profiles/account/pricing'],
      ['System configuration', '/system/config'],
    ]);
    const account = region('Your account');
    expect(valueOf(account, 'Email')).toBe('admin@demo.test');
    expect(valueOf(account, 'Profiles')).toBe('Administrator');
  });

  it('speaks Spanish', async () => {
    await renderDashboard('admin@demo.test', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Panel');
    expect(visibleText(screen.getByText(/^¡Bienvenido de nuevo, /))).toBe(
      '¡Bienvenido de nuevo, Alex Admin!',
    );
    const table = await screen.findByRole('table', { name: 'Usuarios por rol' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Rol');
    await waitFor(() =>
      expect(valueOf(region('Usuarios'), 'Todos los usuarios')).toBe(
        new Intl.NumberFormat('es').format(expected().total),
      ),
    );
    expect(region('Usuarios más recientes')).toBeInTheDocument();
  });
});

describe('dashboard (/home) as a user or recruiter', () => {
  it.each([
    [
      'user@demo.test',
      'Uma User',
      'Team member',
      [
        ['Account settings', '/profiles/account/settings'],
        ['Support hub', '/profiles/help-center/support-hub'],
        ['File manager', '/profiles/file-manager'],
        ['Pricing', '/profiles/account/pricing'],
      ],
    ],
    [
      'recruiter@demo.test',
      'Rita Recruiter',
      'Recruiter',
      [['Account settings', '/profiles/account/settings']],
    ],
  ])(
    '%s sees their own account and links, and no users are asked for',
    async (email, name, profile, links) => {
      await renderDashboard(email);
      expect(visibleText(screen.getByText(/^Welcome back, /))).toBe(`Welcome back, ${name}!`);
      const account = region('Your account');
      expect(valueOf(account, 'Email')).toBe(email);
      expect(valueOf(account, 'Profiles')).toBe(profile);
      expect(valueOf(account, 'Second sign-in step')).toBe('Not required');
      expect(
        within(region('Quick links'))
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);

      // Give any call a chance to start, then check that none did.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
      expect(screen.queryByRole('table', { name: 'Users by role' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Newest users' })).toBeNull();
      expect(calls.filter((call) => call.includes('/users'))).toEqual([]);
    },
  );

  it('says when the account must use a second sign-in step', async () => {
    const first = await loginWithPassword(TENANT, {
      emailOrUsername: 'mfa@demo.test',
      password: PASSWORD,
    });
    session.handleLoginResponse(first, { redirect: false });
    const second = await loginWithTotp(TENANT, { totpCode: totpCode() });
    session.handleLoginResponse(second, { redirect: false });
    renderAt('/home', <DashboardPage />);
    expect(valueOf(region('Your account'), 'Email')).toBe('mfa@demo.test');
    expect(valueOf(region('Your account'), 'Second sign-in step')).toBe('Required');
  });
});
