import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { DEFAULT_VIEW, readView, writeView } from '@/features/professionals/list-query';
import ProfessionalsPage from '@/features/professionals/professionals-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { DESKTOP, PHONE, renderAt, setScreenWidth } from '../../app/layouts/harness';

setupAuthScreens();

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

async function renderProfessionals(path = '/profiles/professionals', locale: 'en' | 'es' = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  const result = renderAt(
    path,
    <Routes>
      <Route
        path="/profiles/professionals"
        element={
          <>
            <ProfessionalsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { locale },
  );
  return { user, ...result };
}

const table = () => screen.getByRole('table', { name: /^(Professionals|Profesionales)$/ });
const rows = () => within(table()).getAllByRole('row').slice(1);
const search = () => screen.getByTestId('search').textContent;

describe('the list view in the address', () => {
  it('reads defaults from nothing, drops what it cannot read, and reads back what it wrote', () => {
    expect(readView('')).toEqual(DEFAULT_VIEW);
    expect(readView('?status=fine&discipline=md&state=Texas&within=13&sort=age')).toEqual(
      DEFAULT_VIEW,
    );
    const view = {
      ...DEFAULT_VIEW,
      status: 'expired' as const,
      state: 'TX',
      within: 30,
      page: 2,
    };
    expect(writeView(view)).toBe('?status=expired&state=TX&within=30&page=2');
    expect(readView(writeView(view))).toEqual(view);
  });
});

describe('professionals (/profiles/professionals)', () => {
  it('filters to expired from the address: only expired professionals, the size asked, with the total', async () => {
    await renderProfessionals('/profiles/professionals?status=expired&pageSize=10');
    const expired = getDb().professionals.length; // the seed has far more than ten in all
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const row of rows()) expect(within(row).getByText('Expired')).toBeVisible();
    expect(screen.getByText(/^\d+ professionals$/)).toBeInTheDocument();
    expect(Number(screen.getByText(/^\d+ professionals$/).textContent!.split(' ')[0])).toBeLessThan(
      expired,
    );
    const link = within(rows()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/profiles\/professional\/\d+$/);
  });

  it('filters by status and by an expiry window from the selects, keeping it all in the address', async () => {
    const { user } = await renderProfessionals();
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('combobox', { name: 'Overall status' }));
    await user.click(screen.getByRole('option', { name: 'Needs attention' }));
    await waitFor(() => expect(search()).toBe('?status=needs-attention'));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('Needs attention')));
    await user.click(screen.getByRole('combobox', { name: 'Something expiring' }));
    await user.click(screen.getByRole('option', { name: 'Within 90 days' }));
    await waitFor(() => expect(search()).toBe('?status=needs-attention&within=90'));
    await user.click(screen.getByRole('button', { name: 'Next expiry' }));
    await waitFor(() => expect(search()).toContain('sort=nextExpiry'));
  });

  it('finds the demo professional by NPI after a pause in typing, and shows the next expiry in words', async () => {
    const { user } = await renderProfessionals();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, email, NPI or license number' }),
      '1234567893',
    );
    await waitFor(() => expect(search()).toBe('?q=1234567893'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByRole('link')).toHaveTextContent('Pablo Professional');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/profiles/professional/1001');
    expect(row).toHaveTextContent('Needs attention');
    expect(row).toHaveTextContent('Registered nurse (RN)');
    expect(row).toHaveTextContent('NV · AZ');
    // ACLS (advisory) expires in 20 days: the soonest of what Pablo must renew.
    expect(row).toHaveTextContent(
      /Advanced Cardiovascular Life Support \(ACLS\).*\(in 2[01] days\)/,
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user } = await renderProfessionals('/profiles/professionals?q=zzzz-nobody');
    expect(await screen.findByText('No professionals match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    injectFault({ operationId: 'listProfessionals', status: 503 });
    const { user } = await renderProfessionals();
    expect(await screen.findByText(/The professionals could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('speaks Spanish, statuses and credential names included', async () => {
    await renderProfessionals('/profiles/professionals?q=1234567893', 'es');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profesionales');
    expect(rows()[0]).toHaveTextContent('Requiere atención');
    expect(rows()[0]).toHaveTextContent('Enfermería registrada (RN)');
    await waitFor(() =>
      expect(rows()[0]).toHaveTextContent(/Soporte vital cardiovascular avanzado/),
    );
  });
});

describe('on a phone: cards, not a table', () => {
  beforeEach(() => setScreenWidth(PHONE));
  afterEach(() => setScreenWidth(DESKTOP));

  it('shows each professional as a card with their status, and sorts from selects', async () => {
    const { user } = await renderProfessionals('/profiles/professionals?status=expired');
    const list = await screen.findByRole('list', { name: 'Professionals' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    for (const card of within(list).getAllByRole('listitem'))
      expect(within(card).getByText('Expired')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Missing' }));
    await waitFor(() => expect(search()).toBe('?status=expired&sort=missingCount'));
  });
});
