/**
 * A roster row's stage, moved on by the employer's people (decision 033): the next stage or the
 * end from a menu named for the person; the server's refusal (not cleared) said under it.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RosterEntry } from '@generated/product/model';
import { standingAt } from '@mocks/compliance/employer-standing';
import { getDb } from '@mocks/store';
import { StageControl } from '@/features/employers/stage-control';
import { resetShell } from '../../app/shell';
import { setupAuthScreens } from '../auth/screens/helpers';
import { renderStep } from '../onboarding/helpers';

setupAuthScreens();
beforeEach(() => resetShell());

/** An engagement at the demo organization whose professional is not cleared there, as applied. */
function notClearedApplicant(): RosterEntry {
  const db = getDb();
  const member = db.users.find((u) => u.email === 'organization@demo.test')!.id;
  const org = db.employers.find((e) => e.memberUserIds.includes(member))!;
  const engagement = db.engagements.find((e) => {
    const person = db.professionals.find((p) => p.id === e.professionalId)!;
    return (
      e.employerId === org.id &&
      e.stage !== 'ended' &&
      !standingAt(person, org, e.facilityId, new Date()).cleared
    );
  })!;
  engagement.stage = 'applied';
  const person = db.professionals.find((p) => p.id === engagement.professionalId)!;
  return {
    engagementId: engagement.id,
    professionalId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    discipline: person.discipline,
    stage: 'applied',
    overallStatus: 'missing',
    cleared: false,
    missingCount: 1,
  } as RosterEntry;
}

it('moves an engagement on, and says why it is not made ready to start', async () => {
  const entry = notClearedApplicant();
  const name = `${entry.firstName} ${entry.lastName}`;
  const stored = () => getDb().engagements.find((e) => e.id === entry.engagementId)!.stage;
  const user = await renderStep('/roster', <StageControl employerId="mine" entry={entry} />, {
    email: 'organization@demo.test',
  });
  await user.click(screen.getByRole('button', { name: `Change stage: ${name}` }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Start onboarding', 'End the engagement']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Start onboarding' }));
  await waitFor(() => expect(stored()).toBe('onboarding'));

  // The row, read again, is at onboarding: ready to start is the server's to grant.
  cleanup();
  resetShell();
  const again = await renderStep(
    '/roster',
    <StageControl employerId="mine" entry={{ ...entry, stage: 'onboarding' }} />,
    { email: 'organization@demo.test' },
  );
  await again.click(screen.getByRole('button', { name: `Change stage: ${name}` }));
  await again.click(await screen.findByRole('menuitem', { name: 'Mark as ready to start' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^The stage did not change\. Not cleared yet: blocking requirements not met: [1-9]\d*$/,
  );
  expect(stored()).toBe('onboarding');
});
