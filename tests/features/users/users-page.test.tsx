import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { readView, writeView, DEFAULT_VIEW } from '@/features/users/list-query';
import UsersPage from '@/features/users/users-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { DESKTOP, PHONE, renderAt, setScreenWidth } from '../../app/layouts/harness';

setupAuthScreens();

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

async function renderUsers(path = '/profiles/users', locale: 'en' | 'es' = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  const result = renderAt(
    path,
    <Routes>
      <Route
        path="/profiles/users"
        element={
          <>
            <UsersPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { locale },
  );
  return { user, ...result };
}

const rows = () =>
  within(screen.getByRole('table', { name: /Users|Usuarios/ }))
    .getAllByRole('row')
    .slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const search = () => screen.getByTestId('search').textContent;

describe('the list view in the address', () => {
  it('reads defaults from nothing and drops what it cannot read', () => {
    expect(readView('')).toEqual(DEFAULT_VIEW);
    expect(readView('?page=-3&pageSize=7&sort=password&order=up&role=root&active=maybe')).toEqual(
      DEFAULT_VIEW,
    );
    expect(
      readView('?q=ana&role=admin&active=false&sort=email&order=desc&pageSize=50&page=3'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'email',
      order: 'desc',
      search: 'ana',
      role: 'admin',
      isActive: false,
    });
  });

  it('writes only what differs from the default, and reads back the same view', () => {
    expect(writeView(DEFAULT_VIEW)).toBe('');
    const view = { ...DEFAULT_VIEW, search: ' garcía ', role: 'user' as const, page: 2 };
    expect(writeView(view)).toBe('?q=garc%C3%ADa&role=user&page=2');
    expect(readView(writeView(view))).toEqual({ ...view, search: 'garcía' });
  });
});

describe('users administration (/profiles/users)', () => {
  it('shows the first page from the server, sorted by last name, with the total', async () => {
    await renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const total = getDb().users.length;
    expect(screen.getByText(`${total} users`)).toBeInTheDocument();
    expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument();
    const lastNames = getDb()
      .users.map((u) => u.lastName)
      .sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);
    expect(names()[0]).toContain(lastNames[0]);
  });

  it('pages, sorts and filters on the server, keeping it all in the address', async () => {
    const { user } = await renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(search()).toBe('?page=2'));
    await waitFor(() => expect(screen.getByText(/^26–50 of/)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(search()).toBe('?sort=email'));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(search()).toBe('?sort=email&order=desc'));
    const emails = getDb()
      .users.map((u) => u.email)
      .sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare)
      .reverse();
    await waitFor(() =>
      expect(within(rows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(emails[0]!),
    );

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(search()).toBe('?role=admin&sort=email&order=desc'));
    const admins = getDb().users.filter((u) => u.defaultRole === 'admin').length;
    await waitFor(() => expect(rows()).toHaveLength(Math.min(admins, 25)));
    for (const row of rows()) expect(row).toHaveTextContent('Administrator');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(search()).toContain('active=false'));
  });

  it('searches after a pause in typing (accents ignored), from page 1', async () => {
    const { user } = await renderUsers('/profiles/users?page=3');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const someone = getDb().users.find((u) => /[áéíóú]/.test(u.lastName))!;
    const plain = someone.lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), plain);
    expect(search()).toBe('?page=3'); // nothing sent while typing
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams({ q: plain })}`));
    await waitFor(() => expect(names().some((n) => n?.includes(someone.lastName))).toBe(true));
  });

  it('shows a user without names by their email, as a link to their page', async () => {
    const nameless = getDb().users.find((u) => u.email === 'user@demo.test')!;
    Object.assign(nameless, { firstName: '', lastName: '' });
    await renderUsers('/profiles/users?q=user%40demo.test');
    const link = await within(await screen.findByRole('table', { name: 'Users' })).findByRole(
      'link',
      { name: 'user@demo.test' },
    );
    expect(link).toHaveAttribute('href', `/profiles/user/${nameless.id}`);
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user } = await renderUsers('/profiles/users?q=zzzz-nobody');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    injectFault({ operationId: 'listUsers', status: 503 });
    const { user } = await renderUsers();
    expect(await screen.findByText(/The users could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('renders names as text, isolated for right-to-left scripts', async () => {
    const first = getDb().users[0]!;
    first.firstName = '<img src=x onerror=alert(1)>';
    first.lastName = '\u202Eأحمد';
    const { container } = await renderUsers(`/profiles/users?q=${encodeURIComponent(first.email)}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const link = within(rows()[0]!).getByRole('link');
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(link.querySelector('bdi')).not.toBeNull();
    expect(link).toHaveAttribute('href', `/profiles/user/${first.id}`);
  });

  it('speaks Spanish', async () => {
    await renderUsers('/profiles/users', 'es');
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Usuarios');
    expect(
      screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Filas por página')).toBeInTheDocument();
  });
});

describe('on a phone (below sm): a list of cards, not a table', () => {
  beforeEach(() => setScreenWidth(PHONE));
  afterEach(() => setScreenWidth(DESKTOP));

  it('shows each user as a card with name (linked), email, role, status and date; sorts from selects', async () => {
    const { user } = await renderUsers();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    const first = within(list).getAllByRole('listitem')[0]!;
    const stored = getDb().users.find(
      (u) => `${u.firstName} ${u.lastName}` === within(first).getByRole('link').textContent,
    )!;
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/profiles/user/${stored.id}`);
    expect(first).toHaveTextContent(stored.email);
    expect(within(first).getByText(stored.isActive ? 'Active' : 'Inactive')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Email' }));
    await waitFor(() => expect(search()).toContain('sort=email'));
    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(screen.getByRole('option', { name: 'Descending' }));
    await waitFor(() => expect(search()).toContain('order=desc'));
    const emails = getDb()
      .users.map((u) => u.email)
      .sort()
      .reverse();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(emails[0]!),
    );
  });
});
