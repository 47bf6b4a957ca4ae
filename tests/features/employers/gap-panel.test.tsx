/**
 * The gap before applying on an employer's page (decision 025), as a professional reads it: the
 * API's count and lists in words, each missing requirement a link to the wallet, the employer's
 * notes, Apply, and what an engagement on record says instead; in English and Spanish.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { now } from '@mocks/clock';
import { gapOf } from '@mocks/product/gap';
import { DEMO_ORGANIZATION_ID, UNSTAFFED_EMPLOYER_ID } from '@mocks/seed-employers';
import { getDb } from '@mocks/store';
import { setupUser } from '@tests/utils/user';
import EmployerPage from '@/features/employers/employer-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

const PABLO = 1001;
const TITLE = 'Your credentials against these requirements';

async function open(id: number, locale: 'en' | 'es' = 'en') {
  await signInSession('professional@demo.test');
  renderAt(
    `/profiles/employer/${id}`,
    <Routes>
      <Route path="/profiles/employer/:id" element={<EmployerPage />} />
    </Routes>,
    { locale },
  );
}

/** What the API answers for the demo professional at the employer's first facility today. */
function expected(id: number) {
  const db = getDb();
  const employer = db.employers.find((e) => e.id === id)!;
  const record = db.professionals.find((p) => p.id === PABLO)!;
  return gapOf(record, employer, employer.facilities[0]?.id, undefined, new Date(now()));
}

describe('the gap before applying', () => {
  it('says how many requirements are met, links each missing one to the wallet, and applies', async () => {
    const gap = expected(UNSTAFFED_EMPLOYER_ID);
    const missing = gap.requirements.filter((r) => r.status === 'missing');
    expect(missing.length).toBeGreaterThan(0);
    await open(UNSTAFFED_EMPLOYER_ID);
    const panel = await screen.findByRole('region', { name: TITLE });
    const summary = await within(panel).findByText(`You meet ${gap.met} of ${gap.total}.`);
    const status = summary.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(/Missing: /);
    const links = within(status).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(missing.length);
    for (const link of links) expect(link).toHaveAttribute('href', '/profiles/documentation/me');
    // Every requirement is listed with its status, the engine's words.
    const checklist = within(panel).getByRole('region', { name: 'Requirement by requirement' });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(gap.total);

    const user = setupUser();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(
      await within(panel).findByText(/Application sent: Juniper Kettle Home Health sees it/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument(),
    );
    expect(panel).toHaveTextContent(/Stage: Applied\./);
    // Focus moves from the button that went to what replaced it.
    expect(document.activeElement).toHaveTextContent(/^Application sent: /);
    expect(
      getDb().engagements.filter(
        (e) => e.employerId === UNSTAFFED_EMPLOYER_ID && e.professionalId === PABLO,
      ),
    ).toEqual([expect.objectContaining({ stage: 'applied', facilityId: 'f-10-1' })]);

    // Withdrawn, after asking: Apply comes back, and the word that it worked has the focus.
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Withdraw from Juniper Kettle Home Health?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    expect(await within(panel).findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Application withdrawn.'));
    expect(
      getDb().engagements.find(
        (e) => e.employerId === UNSTAFFED_EMPLOYER_ID && e.professionalId === PABLO,
      )?.stage,
    ).toBe('ended');
  });

  it('shows the engagement on record instead of Apply, and the employer’s notes', async () => {
    const gap = expected(DEMO_ORGANIZATION_ID);
    const noted = gap.requirements.find((r) => r.notes.length > 0)!;
    await open(DEMO_ORGANIZATION_ID);
    const panel = await screen.findByRole('region', { name: TITLE });
    await within(panel).findByText(`You meet ${gap.met} of ${gap.total}.`);
    expect(panel).toHaveTextContent(/On record here since .+\. Stage: Working\./);
    expect(within(panel).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(panel).getByText(`The employer says: ${noted.notes[0]}`)).toBeInTheDocument();
  });

  it('shows the application made in another tab when Apply is refused as a duplicate', async () => {
    await open(UNSTAFFED_EMPLOYER_ID);
    const panel = await screen.findByRole('region', { name: TITLE });
    const apply = await within(panel).findByRole('button', { name: 'Apply' });
    getDb().engagements.push({
      id: 'e-10-9999',
      professionalId: PABLO,
      employerId: UNSTAFFED_EMPLOYER_ID,
      facilityId: 'f-10-1',
      stage: 'applied',
      createdAt: '2026-11-20T10:00:00Z',
    });
    await setupUser().click(apply);
    expect(await within(panel).findByText(/already applied to this employer/)).toBeInTheDocument();
    await waitFor(() =>
      expect(panel).toHaveTextContent(/On record here since .+\. Stage: Applied\./),
    );
    expect(within(panel).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says a screen done too long before the first day typed is not good for that start', async () => {
    const employer = getDb().employers.find((e) => e.id === UNSTAFFED_EMPLOYER_ID)!;
    employer.requirementSets.push({
      id: 'rs-10-99',
      name: 'Screens before the start',
      scope: {},
      requirements: [{ typeId: 'drug-screen', anyOf: [], blocking: true, withinDaysOfStart: 30 }],
      revision: 1,
    });
    employer.revision += 1;
    await open(UNSTAFFED_EMPLOYER_ID);
    const panel = await screen.findByRole('region', { name: TITLE });
    const user = setupUser({ delay: null });
    // Pablo's drug screen is months old: a start next year wants a new one.
    const start = within(panel).getByRole('group', { name: /^First day of work/ });
    await user.click(within(start).getAllByRole('spinbutton')[0]!);
    await user.keyboard(`0115${new Date(now()).getUTCFullYear() + 1}`);
    expect(
      await within(panel).findByText(
        'Done more than 30 days before your first day: a new one is needed for this start.',
      ),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      /Done too long before your start: .*Drug screen done within 30 days of the start/,
    );
  });

  it('speaks Spanish', async () => {
    const gap = expected(UNSTAFFED_EMPLOYER_ID);
    await open(UNSTAFFED_EMPLOYER_ID, 'es');
    const panel = await screen.findByRole('region', {
      name: 'Tus credenciales frente a estos requisitos',
    });
    expect(
      await within(panel).findByText(`Cumples ${gap.met} de ${gap.total}.`),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(/Falta: /);
    expect(within(panel).getByRole('button', { name: 'Postularme' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Dónde trabajarías')).toBeDefined();
  });
});
