/** @jest-environment node */
/**
 * Onboarding's license step (decision 028): the license put on file and asked of its board at
 * once, the NPI of the NPI registry; the name as the license shows it becomes the professional's;
 * a typo is corrected by sending again, a board's finding about the person is not.
 */
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  checkOnboardingLicense,
  getOnboarding,
} from '@generated/product/endpoints/onboarding/onboarding';
import type { LicenseStepInput } from '@generated/product/model';
import { checkOnboardingLicenseResponse } from '@generated/product/zod/onboarding/onboarding.zod';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, registered, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

/** A license the demo's Texas board holds as active, with its holder's NPI. */
const MARISOL: LicenseStepInput = {
  firstName: 'Marisol',
  lastName: 'Okafor',
  state: 'TX',
  typeId: 'rn-license',
  number: 'rn-730118',
  expiresOn: '2028-01-31',
  npi: '1730118001',
};

it('puts the license and the NPI on file, answered by their sources, under the name given', async () => {
  await registered({ type: 'professional', discipline: 'rn', state: 'TX' });
  const answer = await checkOnboardingLicense('me', MARISOL);
  expect(checkOnboardingLicenseResponse.safeParse(answer).error?.issues ?? []).toEqual([]);
  expect(answer.license).toMatchObject({
    typeId: 'rn-license',
    number: 'RN-730118',
    state: 'TX',
    verification: { outcome: 'active', source: 'license-board', sourceText: 'ACTIVE - CLEAR' },
    // Verified at its board; the copy is still to send.
    status: 'missing',
    reason: 'document-missing',
  });
  expect(answer.npi).toMatchObject({
    typeId: 'npi',
    number: '1730118001',
    verification: { outcome: 'active', source: 'npi-registry', sourceText: 'Status A (active)' },
  });
  const me = getDb().professionals.find((p) => p.email === 'user@demo.test');
  expect([me?.firstName, me?.lastName, me?.npi]).toEqual(['Marisol', 'Okafor', '1730118001']);
  expect((await getOnboarding('me')).current).toBe('employer');
  const events = await listProfessionalEvents('me');
  expect(events.items.map((e) => [e.action, e.typeId, e.after])).toEqual(
    expect.arrayContaining([
      ['credential.added', 'rn-license', 'pending'],
      ['credential.verified', 'rn-license', 'active'],
      ['credential.verified', 'npi', 'active'],
    ]),
  );
});

it('says what the board says: not found for a typo (then corrected in place), a name that differs', async () => {
  await registered({ type: 'professional', discipline: 'rn', state: 'TX' });
  const { npi: _npi, ...license } = MARISOL;
  const typo = await checkOnboardingLicense('me', { ...license, number: 'RN-730119' });
  // The board's answer beside the status: the engine puts the copy still to send first.
  expect(typo.license).toMatchObject({
    verification: { outcome: 'not-found', sourceText: 'No record matches this license number' },
    status: 'missing',
    reason: 'document-missing',
  });
  expect(typo.npi).toBeUndefined();
  const fixed = await checkOnboardingLicense('me', license);
  expect([fixed.license.id, fixed.license.verification?.outcome]).toEqual([
    typo.license.id,
    'active',
  ]);
  expect((await listProfessionalCredentials('me')).items).toHaveLength(1);

  const other = await checkOnboardingLicense('me', { ...license, firstName: 'Mariela' });
  expect(other.license).toMatchObject({
    verification: {
      outcome: 'name-mismatch',
      sourceText: 'ACTIVE - CLEAR (licensee: Marisol Okafor)',
    },
  });
});

it('keeps a finding about the person for a reviewer: probation is not overwritten by sending again', async () => {
  await registered({ type: 'professional', discipline: 'rn', state: 'AZ' });
  const probation = {
    firstName: 'Priya',
    lastName: 'Vanterpool',
    state: 'AZ',
    typeId: 'rn-license',
    number: 'RN-840553',
    expiresOn: '2027-09-30',
  };
  const first = await checkOnboardingLicense('me', probation);
  expect(first.license).toMatchObject({
    verification: { outcome: 'probation', sourceText: 'ACTIVE - PROBATION (BOARD ORDER)' },
  });
  const again = await failure(checkOnboardingLicense('me', probation));
  expect([again.status, again.body]).toMatchObject([409, { code: 'conflict' }]);
});

it('refuses at the field: a type that is not a license, a wrong NPI check digit; others 403', async () => {
  await registered({ type: 'professional', discipline: 'rn', state: 'TX' });
  const refused = await failure(
    checkOnboardingLicense('me', { ...MARISOL, typeId: 'bls', npi: '1730118002', firstName: ' ' }),
  );
  expect([refused.status, refused.body]).toMatchObject([
    422,
    {
      errors: [
        { field: 'firstName', message: 'Enter the first name' },
        { field: 'typeId', message: 'Not a license of the catalog' },
        { field: 'npi', message: 'Not a valid NPI: its check digit does not match' },
      ],
    },
  ]);
  expect((await listProfessionalCredentials('me')).items).toEqual([]);

  await signIn('recruiter@demo.test');
  const professionalId = getDb().professionals.find((p) => p.email === 'user@demo.test')!.id;
  const forbidden = await failure(checkOnboardingLicense(String(professionalId), MARISOL));
  expect(forbidden.status).toBe(403);
});
