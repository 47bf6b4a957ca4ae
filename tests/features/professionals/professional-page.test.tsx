import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getDb } from '@mocks/store';
import ProfessionalPage from '@/features/professionals/professional-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function renderProfessional(who: string, id: string | number) {
  await signInSession(`${who}@demo.test`);
  renderAt(
    `/profiles/professional/${id}`,
    <Routes>
      <Route path="/profiles/professional/:id" element={<ProfessionalPage />} />
    </Routes>,
  );
}

describe("a professional's page (/profiles/professional/{id})", () => {
  it('shows an administrator the profile and the record, in the staff’s voice', async () => {
    await renderProfessional('admin', 1001);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pablo Professional' }),
    ).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('NPI1234567893');
    expect(profile).toHaveTextContent('Licensed inNV, AZ');
    expect(profile).toHaveTextContent('SpecialtiesIntensive care, Emergency');
    const summary = await screen.findByRole('region', { name: 'Where things stand' });
    expect(summary).toHaveTextContent('Not cleared to work yet.');
    expect(summary).toHaveTextContent('4 items wait on the professional.');
    const checklist = screen.getByRole('region', { name: 'Requirements' });
    await waitFor(() => expect(checklist).toHaveTextContent(/Expired on \w+ \d+, \d{4}\./));
    expect(checklist).not.toHaveTextContent('upload your');
  });

  it('tells a recruiter a professional not linked to them is not theirs to see, without Retry', async () => {
    const recruiter = getDb().users.find((u) => u.email === 'recruiter@demo.test')!.id;
    const unlinked = getDb().professionals.find((p) => !p.links.includes(recruiter))!;
    await renderProfessional('recruiter', unlinked.id);
    const alert = await screen.findByText('You can only see the professionals you work with.');
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Professional details');
  });

  it('says an unknown professional does not exist, with the way back to the list', async () => {
    await renderProfessional('admin', 999999);
    expect(
      await screen.findByText('This professional does not exist, or was removed.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Back to professionals' }),
    ).toHaveAttribute('href', '/profiles/professionals');
  });
});
