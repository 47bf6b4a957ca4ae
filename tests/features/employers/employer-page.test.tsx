import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getDb } from '@mocks/store';
import EmployerPage from '@/features/employers/employer-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function renderEmployer(who: string, id: string | number, locale: 'en' | 'es' = 'en') {
  await signInSession(`${who}@demo.test`);
  renderAt(
    `/profiles/employer/${id}`,
    <Routes>
      <Route path="/profiles/employer/:id" element={<EmployerPage />} />
    </Routes>,
    { locale },
  );
}

/** The employer the demo account `organization@demo.test` acts for (README). */
function demoOrganization() {
  const db = getDb();
  const member = db.users.find((u) => u.email === 'organization@demo.test')!.id;
  return db.employers.find((e) => e.memberUserIds.includes(member))!;
}

const region = (name: string) => screen.getByRole('region', { name });

describe("an employer's page (/profiles/employer/{id})", () => {
  it("shows an organization its own employer ('mine'): profile, workforce, requirements, facilities and roster", async () => {
    const org = demoOrganization();
    await renderEmployer('organization', 'mine');
    expect(await screen.findByRole('heading', { level: 1, name: org.name })).toBeInTheDocument();
    expect(region('Profile')).toHaveTextContent(`Legal name${org.legalName}`);
    const workforce = region('Workforce today');
    expect(workforce).toHaveTextContent(/Cleared to work\d+ of \d+ \(\d+%\)/);
    const requirements = region('Requirements');
    for (const set of org.requirementSets) expect(requirements).toHaveTextContent(set.name);
    // A set scoped to a facility names it, and a requirement with an age limit says so.
    expect(requirements).toHaveTextContent(/Issued within the last \d+ months/);
    expect(requirements).toHaveTextContent(/Also accepted: /);
    const facilities = region('Facilities');
    for (const facility of org.facilities) expect(facilities).toHaveTextContent(facility.name);

    const roster = region('Roster');
    const table = await within(roster).findByRole('table', { name: 'Professionals engaged here' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(
      /^\/profiles\/professional\/\d+$/,
    );
    const engaged = Number(/of (\d+)/.exec(workforce.textContent ?? '')?.[1]);
    expect(within(roster).getByText(`${engaged} professionals`)).toBeInTheDocument();
  });

  it('shows a professional what an employer asks, without its workforce or roster', async () => {
    const org = demoOrganization();
    await renderEmployer('professional', org.id);
    expect(await screen.findByRole('heading', { level: 1, name: org.name })).toBeInTheDocument();
    expect(region('Requirements')).toHaveTextContent(org.requirementSets[0]!.name);
    expect(screen.queryByRole('region', { name: 'Workforce today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Roster' })).not.toBeInTheDocument();
  });

  it('tells an organization another employer is not theirs to see, without Retry', async () => {
    const other = getDb().employers.find((e) => e.id !== demoOrganization().id)!;
    await renderEmployer('organization', other.id);
    expect(
      await screen.findByText('You can only see the organization you work for.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Employer details');
  });

  it('says an unknown employer does not exist, with the way back to the list (es)', async () => {
    await renderEmployer('admin', 999999, 'es');
    expect(await screen.findByText('No existe ese empleador.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Volver a empleadores' }),
    ).toHaveAttribute('href', '/profiles/employers');
  });
});
