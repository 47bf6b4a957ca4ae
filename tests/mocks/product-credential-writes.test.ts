/**
 * @jest-environment node
 *
 * A professional's credentials written (issue #34 item 5): added with the fields its type asks,
 * renewed, corrected and deleted while no reviewer has judged them; who may, and what is refused.
 */
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import {
  addCredential,
  deleteCredential,
  listProfessionalCredentials,
  updateCredential,
} from '@generated/product/endpoints/credentials/credentials';
import { updateCredentialResponse } from '@generated/product/zod/credentials/credentials.zod';
import { resetDemoData } from '@mocks/store';
import { uploadCredentialDocument } from '@generated/product/endpoints/documents/documents';
import { samplePdf } from '@tests/utils/contract-calls';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0); // 2026-11-22 in Pablo's Los Angeles
  await resetDemoData();
});

const BLS = {
  typeId: 'bls',
  issuer: 'American Heart Association',
  number: 'AHA9K2M41Z',
  issuedOn: '2024-12-02',
  expiresOn: '2026-12-02',
};

describe('addCredential', () => {
  it('adds a BLS card expiring in 10 days: missing its document until it is sent, then waiting for a reviewer, its days left counted', async () => {
    await signIn('professional@demo.test');
    const added = await addCredential('me', BLS);
    // The 201 answer is a Credential, as the 200 of a correction is.
    expect(updateCredentialResponse.safeParse(added).error?.issues ?? []).toEqual([]);
    expect(added).toMatchObject({
      id: 'c-1001-16',
      typeId: 'bls',
      reviewState: 'pending',
      status: 'missing',
      reason: 'document-missing',
      nextActor: 'professional',
      dueOn: '2026-12-02',
      daysLeft: 10,
      addedAt: '2026-11-22T10:00:00Z',
    });
    // With its document, there is something for a reviewer to look at.
    await uploadCredentialDocument('me', added.id, { file: samplePdf('bls.pdf') });
    const mine = await listProfessionalCredentials('me');
    expect(mine.items.find((c) => c.id === 'c-1001-16')).toMatchObject({
      status: 'pending-review',
      reason: 'awaiting-review',
      nextActor: 'reviewer',
      daysLeft: 10,
    });
    // The newest first: the document, then the card.
    expect((await listProfessionalEvents('me')).items[1]).toMatchObject({
      action: 'credential.added',
      credentialId: 'c-1001-16',
      actor: { name: 'Pablo Professional', role: 'professional' },
    });
  });

  it('renews the expired BLS: the old card becomes history once the new one is added', async () => {
    await signIn('professional@demo.test');
    const renewal = await addCredential('me', { ...BLS, renews: 'c-1001-03' });
    const mine = await listProfessionalCredentials('me');
    expect(mine.items.find((c) => c.id === 'c-1001-03')).toMatchObject({
      replacedBy: renewal.id,
    });
    expect(await failure(addCredential('me', { ...BLS, renews: 'c-1001-03' }))).toMatchObject({
      status: 409,
    });
    expect(await failure(addCredential('me', { ...BLS, renews: 'c-1001-04' }))).toMatchObject({
      status: 409, // an ACLS card is not renewed by a BLS card
    });
  });

  it('refuses, field by field, what the type does not allow (422), and stores nothing', async () => {
    await signIn('professional@demo.test');
    const refused = await failure(addCredential('me', { typeId: 'npi', number: '1234567890' }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'number', message: 'Not a valid NPI: its check digit does not match' }],
    });
    const missing = await failure(addCredential('me', { typeId: 'rn-license', number: 'RN-1' }));
    expect(missing.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'state', message: 'This credential needs it' },
        { field: 'expiresOn', message: 'This credential needs it' },
      ]),
    });
    const dates = await failure(
      addCredential('me', { ...BLS, issuedOn: '2026-11-23', expiresOn: '2026-11-01' }),
    );
    expect(dates.body).toMatchObject({
      errors: [
        { field: 'issuedOn', message: 'The issue date is after today' },
        { field: 'expiresOn', message: 'The expiry date is not after the issue date' },
      ],
    });
    expect(
      await failure(addCredential('me', { typeId: 'no-such-type', issuedOn: '2026-01-01' })),
    ).toMatchObject({ status: 422 });
    expect((await listProfessionalCredentials('me')).items).toHaveLength(15);
  });

  it('accepts a valid NPI (its check digit right)', async () => {
    await signIn('admin@demo.test');
    expect(await addCredential('1001', { typeId: 'npi', number: '1245319599' })).toMatchObject({
      typeId: 'npi',
      reviewState: 'approved',
      reason: 'awaiting-verification',
    });
  });

  it('is the professional’s own or an administrator’s to write: others 403', async () => {
    await signIn('recruiter@demo.test');
    expect(await failure(addCredential('1001', BLS))).toMatchObject({ status: 403 });
    await signIn('organization@demo.test');
    expect(await failure(addCredential('1001', BLS))).toMatchObject({ status: 403 });
    await signIn('professional@demo.test');
    expect(await failure(addCredential('2009', BLS))).toMatchObject({ status: 403 });
  });
});

describe('updateCredential and deleteCredential', () => {
  it('corrects and deletes a credential while it waits; a judged one is 409', async () => {
    await signIn('professional@demo.test');
    const added = await addCredential('me', BLS);
    const corrected = await updateCredential('me', added.id, { expiresOn: '2028-12-02' });
    expect(corrected).toMatchObject({ expiresOn: '2028-12-02', issuer: BLS.issuer });
    await deleteCredential('me', added.id);
    expect((await listProfessionalCredentials('me')).items.map((c) => c.id)).not.toContain(
      added.id,
    );
    // The approved NV license and the physical in review (pending: it may still be corrected).
    expect(
      await failure(updateCredential('me', 'c-1001-01', { expiresOn: '2030-01-01' })),
    ).toMatchObject({ status: 409 });
    expect(await failure(deleteCredential('me', 'c-1001-01'))).toMatchObject({ status: 409 });
    expect(await failure(deleteCredential('me', 'c-1001-99'))).toMatchObject({ status: 404 });
  });

  it('deleting a renewal gives the renewed card its place back', async () => {
    await signIn('professional@demo.test');
    const renewal = await addCredential('me', { ...BLS, renews: 'c-1001-03' });
    await deleteCredential('me', renewal.id);
    const old = (await listProfessionalCredentials('me')).items.find((c) => c.id === 'c-1001-03');
    expect(old?.replacedBy).toBeUndefined();
  });
});

describe('what a source has answered stays', () => {
  it('refuses to correct or delete a checked NPI, to renew away a finding, and lets only staff add the exclusion check', async () => {
    await signIn('professional@demo.test');
    expect(
      await failure(updateCredential('me', 'c-1001-13', { number: '1245319599' })),
    ).toMatchObject({
      status: 409,
    });
    expect(await failure(deleteCredential('me', 'c-1001-13'))).toMatchObject({ status: 409 });
    // The Arizona license is on probation at its board: a new copy does not hide it.
    expect(
      await failure(
        addCredential('me', {
          typeId: 'rn-license',
          state: 'AZ',
          number: 'RN-552071',
          expiresOn: '2028-01-01',
          renews: 'c-1001-02',
        }),
      ),
    ).toMatchObject({ status: 409 });
    const own = await failure(
      addCredential('me', { typeId: 'oig-exclusion-check', issuedOn: '2026-11-20' }),
    );
    expect(own.body).toMatchObject({
      errors: [{ field: 'typeId', message: 'The platform runs this check itself' }],
    });
    await signIn('admin@demo.test');
    expect(
      await addCredential('1001', { typeId: 'oig-exclusion-check', issuedOn: '2026-11-20' }),
    ).toMatchObject({ reason: 'awaiting-verification' });
  });

  it('writes a correction to the trail', async () => {
    await signIn('professional@demo.test');
    const added = await addCredential('me', BLS);
    await updateCredential('me', added.id, { number: 'AHA0000001' });
    expect((await listProfessionalEvents('me')).items[0]).toMatchObject({
      action: 'credential.corrected',
      credentialId: added.id,
    });
  });
});
