/** @jest-environment node */
/**
 * Where a professional works (decision 030): the employer found in the directory (names and
 * cities, best first, for any role) or typed; the same employer again corrects the position,
 * another ends it on the new one's first day; checked at its fields; the professional's own to say.
 */
import { searchEmployerDirectory } from '@generated/product/endpoints/employers/employers';
import {
  getOnboarding,
  listWorkHistory,
  setCurrentEmployer,
} from '@generated/product/endpoints/onboarding/onboarding';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, registered, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

it('finds employers by the start of their name first, then within it, then by city', async () => {
  await signIn('professional@demo.test');
  const { items } = await searchEmployerDirectory({ search: 'sag' });
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(10);
  expect(items[0]).toEqual({
    id: 3,
    name: 'Saguaro Valley Health',
    kind: 'organization',
    city: expect.any(String),
    state: expect.any(String),
  });
  const starts = items.findIndex((e) => !e.name.toLowerCase().startsWith('sag'));
  if (starts >= 0)
    expect(items.slice(starts).every((e) => !e.name.toLowerCase().startsWith('sag'))).toBe(true);
  // Accents and case aside; too short a text is refused.
  const accented = await searchEmployerDirectory({ search: 'SÁGUARO' });
  expect(accented.items.map((e) => e.id)).toContain(3);
  expect((await failure(searchEmployerDirectory({ search: 's' }))).status).toBe(400);
});

it('keeps the current position, corrects it, and ends it when another employer starts', async () => {
  await registered({ type: 'professional', discipline: 'rn', state: 'AZ' });
  expect((await getOnboarding('me')).steps[1]).toMatchObject({ step: 'employer', state: 'todo' });
  const typed = await setCurrentEmployer('me', {
    employerName: ' Desert Bloom Clinic ',
    title: 'Clinic nurse',
    startedOn: '2019-06-01',
  });
  expect(typed).toMatchObject({ employerName: 'Desert Bloom Clinic', title: 'Clinic nurse' });
  expect(typed.employerId).toBeUndefined();
  const corrected = await setCurrentEmployer('me', {
    employerName: 'desert bloom clinic',
    title: 'Charge nurse',
    startedOn: '2019-06-01',
  });
  expect(corrected.id).toBe(typed.id);
  expect((await getOnboarding('me')).steps[1]).toMatchObject({ state: 'done' });

  await setCurrentEmployer('me', {
    employerId: 3,
    title: 'ICU staff nurse',
    startedOn: '2024-03-01',
  });
  expect((await listWorkHistory('me')).items).toEqual([
    expect.objectContaining({ employerId: 3, employerName: 'Saguaro Valley Health' }),
    expect.objectContaining({
      employerName: 'desert bloom clinic',
      title: 'Charge nurse',
      endedOn: '2024-03-01',
    }),
  ]);
});

it('refuses at the fields, and anyone but the professional', async () => {
  await registered();
  const refused = await failure(
    setCurrentEmployer('me', {
      employerId: 999,
      employerName: 'Both',
      title: ' ',
      startedOn: '2099-01-01',
    }),
  );
  expect([refused.status, refused.body]).toMatchObject([
    422,
    {
      errors: [
        { field: 'employerId', message: 'No employer has this id' },
        { field: 'employerName', message: 'Name the employer, or choose one found' },
        { field: 'title', message: 'Enter your position' },
        { field: 'startedOn', message: 'The first day cannot be after today' },
      ],
    },
  ]);
  await signIn('recruiter@demo.test');
  const nurseId = getDb().professionals.find((p) => p.email === 'user@demo.test')!.id;
  const forbidden = await failure(
    setCurrentEmployer(String(nurseId), { employerId: 3, title: 'Nurse', startedOn: '2024-01-01' }),
  );
  expect(forbidden.status).toBe(403);
});
