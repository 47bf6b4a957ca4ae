import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getDb } from '@mocks/store';
import { DEFAULT_VIEW, readView, writeView } from '@/features/employers/list-query';
import EmployersPage from '@/features/employers/employers-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

async function renderEmployers(path = '/profiles/employers', locale: 'en' | 'es' = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <Routes>
      <Route
        path="/profiles/employers"
        element={
          <>
            <EmployersPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { locale },
  );
  return { user };
}

const table = () => screen.getByRole('table', { name: /^(Employers|Empleadores)$/ });
const rows = () => within(table()).getAllByRole('row').slice(1);
const search = () => screen.getByTestId('search').textContent;

describe('the employers list view in the address', () => {
  it('reads defaults from nothing, drops what it cannot read, and reads back what it wrote', () => {
    expect(readView('')).toEqual(DEFAULT_VIEW);
    expect(readView('?kind=hospital&state=Arizona&sort=size&pageSize=7')).toEqual(DEFAULT_VIEW);
    const view = { ...DEFAULT_VIEW, kind: 'agency' as const, state: 'TX', page: 2 };
    expect(writeView(view)).toBe('?kind=agency&state=TX&page=2');
    expect(readView(writeView(view))).toEqual(view);
  });
});

describe('employers (/profiles/employers)', () => {
  it('lists every employer with its share cleared, and filters to agencies from the select', async () => {
    const { user } = await renderEmployers();
    const all = getDb().employers;
    await waitFor(() => expect(rows()).toHaveLength(Math.min(all.length, 25)));
    expect(screen.getByText(`${all.length} employers`)).toBeInTheDocument();
    // Cleared as the server counted it: 'n of m (p%)', or nobody engaged.
    for (const row of rows())
      expect(row).toHaveTextContent(/\d+ of \d+ \(\d+%\)|No one engaged yet/);
    const link = within(rows()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/profiles\/employer\/\d+$/);

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Staffing agency' }));
    await waitFor(() => expect(search()).toBe('?kind=agency'));
    const agencies = all.filter((e) => e.kind === 'agency').length;
    await waitFor(() => expect(rows()).toHaveLength(agencies));
    for (const row of rows()) expect(row).toHaveTextContent('Staffing agency');
  });

  it('sorts by the share cleared from its column header, and says when nobody is engaged', async () => {
    const { user } = await renderEmployers();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Cleared' }));
    await waitFor(() => expect(search()).toBe('?sort=clearedShare'));
    // Ascending: the lowest share first, and an employer with no one engaged last.
    await waitFor(() => expect(rows().at(-1)).toHaveTextContent('No one engaged yet'));
    const shares = rows()
      .map((row) => /\((\d+)%\)/.exec(row.textContent ?? '')?.[1])
      .filter((share) => share !== undefined)
      .map(Number);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('speaks Spanish: headings, kinds and the share in Spanish number format', async () => {
    await renderEmployers('/profiles/employers?kind=organization', 'es');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.getByRole('columnheader', { name: 'Habilitados' })).toBeInTheDocument();
    for (const row of rows()) expect(row).toHaveTextContent('Organización');
    // es formats a percentage with a space before the sign.
    expect(rows()[0]).toHaveTextContent(/\d+ de \d+ \(\d+\s%\)|Todavía nadie vinculado/);
  });
});
