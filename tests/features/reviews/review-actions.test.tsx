import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import { productInstant } from '@mocks/calendar';
import { getDb } from '@mocks/store';
import ProfessionalPage from '@/features/professionals/professional-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function renderPablo(who: string) {
  await signInSession(`${who}@demo.test`);
  const user = setupUser({ delay: null });
  renderAt(
    '/profiles/professional/1001',
    <Routes>
      <Route path="/profiles/professional/:id" element={<ProfessionalPage />} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Pablo Professional' });
  return user;
}

/** The "On file" entry of a credential, by its type's name and a detail of its own. */
async function onFile(name: RegExp, detail?: string) {
  const list = await screen.findByRole('region', { name: 'On file' });
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5));
  return within(list)
    .getAllByRole('listitem')
    .find(
      (item) =>
        within(item).queryByRole('heading', { name }) &&
        (!detail || item.textContent?.includes(detail)),
    )!;
}

describe('reviewing on a professional’s page', () => {
  it('approving the physical in review changes the overall counts at once and writes the activity', async () => {
    const user = await renderPablo('admin');
    const summary = await screen.findByRole('region', { name: 'Where things stand' });
    expect(summary).toHaveTextContent('Pending review: 1');
    const physical = await onFile(/Physical examination/);
    await user.click(within(physical).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(physical).getByRole('status')).toHaveTextContent(
        'Approved: Physical examination.',
      ),
    );
    await waitFor(() => expect(summary).not.toHaveTextContent('Pending review'));
    const activity = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent(
        'Alex Admin approved Physical examination',
      ),
    );
  });

  it('rejecting asks for the reason, keeps what was typed, and shows it as the reviewer’s note', async () => {
    const user = await renderPablo('recruiter');
    const bls = await onFile(/Basic Life Support/);
    await user.click(within(bls).getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this credential?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why, for the professional to read')).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.type(reason, 'The card is not signed on the back.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rejected = await onFile(/Basic Life Support/);
    await waitFor(() =>
      expect(rejected).toHaveTextContent('Reviewer’s note: “The card is not signed on the back.”'),
    );
    const activity = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent(
        'Rita Recruiter rejected Basic Life Support (BLS)',
      ),
    );
  });

  it('checking a license at its board again: suspended since, so Needs attention with the board’s words', async () => {
    const suspended = await fetch('http://localhost/__demo/registry/licenses', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state: 'NV',
        typeId: 'rn-license',
        number: 'RN-884120',
        licensee: 'Pablo Professional',
        status: 'suspended',
        boardText: 'SUSPENDED - BOARD ORDER 26-7',
      }),
    });
    expect(suspended.status).toBe(200);
    const user = await renderPablo('recruiter');
    const nevada = await onFile(/Registered nurse \(RN\) license/, 'RN-884120');
    expect(nevada).toHaveTextContent('answered “ACTIVE - CLEAR”');
    // A type a person checks has no such button.
    const bls = await onFile(/Basic Life Support/);
    expect(within(bls).queryByRole('button', { name: 'Check at the source' })).toBeNull();

    await user.click(within(nevada).getByRole('button', { name: 'Check at the source' }));
    await waitFor(() =>
      expect(within(nevada).getByRole('status')).toHaveTextContent(
        'checked at the source just now',
      ),
    );
    const now = await onFile(/Registered nurse \(RN\) license/, 'RN-884120');
    await waitFor(() => expect(now).toHaveTextContent('answered “SUSPENDED - BOARD ORDER 26-7”'));
    expect(now).toHaveTextContent('Needs attention');
    const activity = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent(
        'Rita Recruiter checked Registered nurse (RN) license at its source',
      ),
    );
    expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent(
      'The source answered: “SUSPENDED - BOARD ORDER 26-7”',
    );
  });

  it('a check past the plan’s verifications for the month is refused with the plan’s message', async () => {
    // Starter includes 250 a month, all used this month (decision 038).
    const db = getDb();
    const usage = { month: productInstant().toISOString().slice(0, 7), verifications: 250 };
    db.subscription = { ...db.subscription, planId: 'starter', usage };
    const license = () =>
      getDb()
        .professionals.find((p) => p.id === 1001)!
        .credentials.find((c) => c.id === 'c-1001-01')!.verification;
    const before = license();
    const user = await renderPablo('admin');
    const nevada = await onFile(/Registered nurse \(RN\) license/, 'RN-884120');
    await user.click(within(nevada).getByRole('button', { name: 'Check at the source' }));
    await waitFor(() =>
      expect(nevada).toHaveTextContent(
        "The check could not be run. Your plan includes 250 verifications a month, and this month's are used. An administrator can change the plan on the Pricing page.",
      ),
    );
    // Refused before the board was asked: the last answer stays, nothing more is counted.
    expect(license()).toEqual(before);
    expect(getDb().subscription.usage).toEqual(usage);
  });

  it('waiving asks for the reason and a last day before any request, and keeps what was typed', async () => {
    const user = await renderPablo('admin');
    const checklist = await screen.findByRole('region', { name: 'Requirements' });
    const influenza = await waitFor(() =>
      within(checklist)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name: /Influenza/ }))!,
    );
    // Met requirements offer no waiver.
    const tb = within(checklist)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: /Tuberculosis/ }))!;
    expect(within(tb).queryByRole('button', { name: 'Waive…' })).toBeNull();

    await user.click(within(influenza).getByRole('button', { name: 'Waive…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive this requirement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await within(dialog).findByText('Say why, for the professional to read')).toBeVisible();
    expect(within(dialog).getByText('Choose a day after today, within a year')).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Declination signed for this season.');
    await user.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(reason).toHaveValue('Declination signed for this season.');
    expect(within(dialog).getByText('Choose a day after today, within a year')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers an organization no review buttons (the API would refuse them)', async () => {
    await renderPablo('organization');
    const physical = await onFile(/Physical examination/);
    // Only its document to read: nothing to judge.
    expect(
      within(physical)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Waive…' })).not.toBeInTheDocument();
  });
});
