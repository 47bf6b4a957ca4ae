/**
 * A professional's page lists the employers they are engaged at, each with where they stand
 * against that employer's requirements (decision 025): a requirement the employer adds shows as
 * missing there at once; an organization's people see their own employer only.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DEMO_AGENCY_ID, DEMO_ORGANIZATION_ID } from '@mocks/seed-employers';
import { getDb } from '@mocks/store';
import ProfessionalPage from '@/features/professionals/professional-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function open(who: string, id: number) {
  await signInSession(`${who}@demo.test`);
  renderAt(
    `/profiles/professional/${id}`,
    <Routes>
      <Route path="/profiles/professional/:id" element={<ProfessionalPage />} />
    </Routes>,
  );
}

const employer = (id: number) => getDb().employers.find((e) => e.id === id)!;

describe('a professional’s engagements, on their page', () => {
  it('lists each employer with the stage, the start and what it still needs, in the staff’s voice', async () => {
    await open('admin', 1001);
    const panel = await screen.findByRole('region', { name: 'At employers' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      employer(DEMO_ORGANIZATION_ID).name,
      employer(DEMO_AGENCY_ID).name,
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/profiles/employer/${DEMO_ORGANIZATION_ID}`,
    );
    expect(items[0]).toHaveTextContent(/Working · start date \w+ \d+, \d{4}/);
    expect(items[0]).toHaveTextContent(/Meets \d+ of \d+\./);
    expect(items[0]).toHaveTextContent(/Not accepted yet: /);
    // Staff read the names; the links to the wallet are the professional's.
    expect(within(items[0]!).getAllByRole('link')).toHaveLength(1);
  });

  it('shows ACLS as missing once the employer asks everyone for it', async () => {
    const db = getDb();
    const org = employer(DEMO_ORGANIZATION_ID);
    const lacking = db.engagements
      .filter((e) => e.employerId === org.id && e.stage !== 'ended')
      .map((e) => db.professionals.find((p) => p.id === e.professionalId)!)
      .find((p) => !p.credentials.some((c) => c.typeId === 'acls' || c.typeId === 'pals'))!;
    org.requirementSets.push({
      id: `rs-${org.id}-99`,
      name: 'ACLS for everyone',
      scope: {},
      requirements: [{ typeId: 'acls', anyOf: [], blocking: true }],
      revision: 1,
    });
    org.revision += 1;
    await open('admin', lacking.id);
    const panel = await screen.findByRole('region', { name: 'At employers' });
    const there = (await within(panel).findAllByRole('listitem')).find((item) =>
      item.textContent?.includes(org.name),
    )!;
    expect(there).toHaveTextContent(/Missing: .*Advanced Cardiovascular Life Support \(ACLS\)/);
  });

  it('shows an organization only its own employer', async () => {
    await open('organization', 1001);
    const panel = await screen.findByRole('region', { name: 'At employers' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(employer(DEMO_ORGANIZATION_ID).name);
  });
});
