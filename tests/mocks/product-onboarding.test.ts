/** @jest-environment node */
/**
 * Onboarding and job preferences (decision 027): where a professional stands is read from what
 * they hold (a license, an engagement at work, a résumé, saved preferences, a confirmed phone),
 * only skips are kept and only optional steps skip; `current` is the first step neither done nor
 * skipped. Onboarding is the professional's own; preferences are read by whoever may read them and
 * changed by the professional alone, checked at their fields.
 */
import {
  getJobPreferences,
  getOnboarding,
  updateJobPreferences,
  updateOnboarding,
} from '@generated/product/endpoints/onboarding/onboarding';
import type { JobPreferencesInput } from '@generated/product/model';
import { getOnboardingResponse } from '@generated/product/zod/onboarding/onboarding.zod';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, registered, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const WANTED: JobPreferencesInput = {
  shiftTypes: ['night', 'rotating'],
  shiftLengths: [12],
  employmentTypes: ['travel'],
  states: ['NV', 'AZ'],
  minimumHourlyPay: 58,
  earliestStart: '2027-01-11',
};

const states = (onboarding: Awaited<ReturnType<typeof getOnboarding>>) =>
  Object.fromEntries(onboarding.steps.map((s) => [s.step, s.state]));

it('starts a new professional at the license, and moves on as steps are skipped or done', async () => {
  await registered();
  const start = await getOnboarding('me');
  expect(getOnboardingResponse.safeParse(start).error?.issues ?? []).toEqual([]);
  expect(start.steps.map((s) => [s.step, s.optional])).toEqual([
    ['license', false],
    ['employer', true],
    ['resume', true],
    ['preferences', true],
    ['phone', false],
  ]);
  expect(start).toMatchObject({ current: 'license', complete: false });

  const refused = await failure(updateOnboarding('me', { skipped: ['license', 'employer'] }));
  expect([refused.status, refused.body]).toMatchObject([
    422,
    { errors: [{ field: 'skipped', message: 'This step cannot be skipped' }] },
  ]);
  const skipped = await updateOnboarding('me', { skipped: ['employer', 'resume'] });
  expect(states(skipped)).toEqual({
    license: 'todo',
    employer: 'skipped',
    resume: 'skipped',
    preferences: 'todo',
    phone: 'todo',
  });
  // Kept by the server: read again, the same.
  expect(states(await getOnboarding('me'))).toEqual(states(skipped));

  await updateJobPreferences('me', WANTED);
  expect(states(await getOnboarding('me')).preferences).toBe('done');
  // A skip taken back makes the step current again once the ones before it are through.
  const back = await updateOnboarding('me', { skipped: ['resume'] });
  expect(states(back).employer).toBe('todo');
});

it('reads the steps from what the demo professional holds', async () => {
  await signIn('professional@demo.test');
  const pablo = getDb().professionals.find((p) => p.id === 1001)!;
  const onboarding = await getOnboarding('me');
  expect(states(onboarding)).toMatchObject({
    license: 'done', // he holds state licenses
    employer: 'done', // at work at Saguaro Valley Health
    preferences: 'todo',
    phone: 'done', // +1 702 555 0101, confirmed
  });
  expect(states(onboarding).resume).toBe(
    pablo.credentials.some((c) => c.typeId === 'resume') ? 'done' : 'todo',
  );
  expect(onboarding.current).toBe(onboarding.steps.find((s) => s.state === 'todo')?.step);
});

it('keeps job preferences whole, checked at their fields', async () => {
  await registered();
  expect(await getJobPreferences('me')).toEqual({
    shiftTypes: [],
    shiftLengths: [],
    employmentTypes: [],
    states: [],
  });
  const empty = await failure(
    updateJobPreferences('me', {
      ...WANTED,
      shiftTypes: [],
      states: [],
      earliestStart: '2026-11-21',
    }),
  );
  expect(empty.body).toMatchObject({
    errors: [
      { field: 'shiftTypes', message: 'Choose at least one shift type' },
      { field: 'states', message: 'Choose at least one state' },
      { field: 'earliestStart', message: 'The start cannot be before today' },
    ],
  });
  const saved = await updateJobPreferences('me', WANTED);
  expect(saved).toEqual({ ...WANTED, updatedAt: new Date(T0).toISOString().replace('.000', '') });
  expect(await getJobPreferences('me')).toEqual(saved);
});

it('lets nobody else see onboarding, and only the professional change preferences', async () => {
  await signIn('admin@demo.test');
  expect((await failure(getOnboarding('1001'))).status).toBe(403);
  await expect(getJobPreferences('1001')).resolves.toMatchObject({ states: [] });
  const admin = await failure(updateJobPreferences('1001', WANTED));
  expect([admin.status, admin.message]).toEqual([
    403,
    'Only the professional can change their preferences',
  ]);
  await signIn('recruiter@demo.test');
  expect((await failure(updateOnboarding('1001', { skipped: [] }))).status).toBe(403);
});
