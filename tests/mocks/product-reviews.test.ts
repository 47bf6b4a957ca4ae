/** @jest-environment node */
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import { getProfessionalCompliance } from '@generated/product/endpoints/compliance/compliance';
import { reviewCredential, waiveRequirement } from '@generated/product/endpoints/reviews/reviews';
import { listProfessionalEventsResponse } from '@generated/product/zod/audit/audit.zod';
import {
  reviewCredentialResponse,
  waiveRequirementResponse,
} from '@generated/product/zod/reviews/reviews.zod';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const PHYSICAL = 'c-1001-06'; // pending review
const BLS = 'c-1001-03'; // approved, expired
const OLD_LICENSE = 'c-1001-15'; // replaced by a renewal
const userId = (email: string) => getDb().users.find((u) => u.email === email)!.id;

describe('reviewCredential', () => {
  it('an approval counts at once, and the trail says who, when, before and after', async () => {
    await signIn('admin@demo.test');
    expect((await getProfessionalCompliance('1001')).counts['pending-review']).toBe(1);
    const approved = await reviewCredential('1001', PHYSICAL, { decision: 'approve' });
    expect(reviewCredentialResponse.safeParse(approved).error?.issues ?? []).toEqual([]);
    expect(approved).toMatchObject({
      reviewState: 'approved',
      status: 'compliant',
      reason: 'current',
    });
    const compliance = await getProfessionalCompliance('1001');
    expect(compliance.counts['pending-review']).toBe(0);
    expect(compliance.requirements.find((r) => r.typeId === 'physical')).toMatchObject({
      status: 'compliant',
    });
    const trail = await listProfessionalEvents('1001');
    expect(listProfessionalEventsResponse.safeParse(trail).error?.issues ?? []).toEqual([]);
    expect(trail.items[0]).toEqual({
      id: expect.stringMatching(/^ev-\d{6}$/),
      at: '2026-11-22T10:00:00Z',
      professionalId: 1001,
      actor: { userId: userId('admin@demo.test'), name: 'Alex Admin', role: 'admin' },
      action: 'credential.approved',
      credentialId: PHYSICAL,
      typeId: 'physical',
      before: 'pending',
      after: 'approved',
    });
    // The seeded history follows, newest first.
    expect(trail.items.map((e) => e.action)).toEqual([
      'credential.approved',
      'credential.rejected',
      'credential.approved',
    ]);
  });

  it('a rejection carries the reason the professional then reads, as written', async () => {
    await signIn('recruiter@demo.test');
    const rejected = await reviewCredential('1001', BLS, {
      decision: 'reject',
      reason: '  The card is not signed on the back.  ',
    });
    expect(rejected).toMatchObject({
      reviewState: 'rejected',
      status: 'rejected',
      rejectionReason: 'The card is not signed on the back.',
    });
    await signIn('professional@demo.test');
    const mine = await getProfessionalCompliance('me');
    expect(mine.requirements.find((r) => r.typeId === 'bls')).toMatchObject({
      status: 'rejected',
      reason: 'rejected-by-reviewer',
      rejectionReason: 'The card is not signed on the back.',
    });
    const trail = await listProfessionalEvents('me');
    expect(trail.items[0]).toMatchObject({
      actor: { name: 'Rita Recruiter', role: 'recruiter' },
      reason: 'The card is not signed on the back.',
    });
  });

  it('refuses a rejection without a reason (422), a second identical judgement and a replaced copy (409)', async () => {
    await signIn('admin@demo.test');
    expect(await failure(reviewCredential('1001', PHYSICAL, { decision: 'reject' }))).toMatchObject(
      {
        status: 422,
      },
    );
    expect(
      await failure(reviewCredential('1001', PHYSICAL, { decision: 'reject', reason: '   ' })),
    ).toMatchObject({ status: 422 });
    expect(await failure(reviewCredential('1001', BLS, { decision: 'approve' }))).toMatchObject({
      status: 409,
    });
    expect(
      await failure(reviewCredential('1001', OLD_LICENSE, { decision: 'reject', reason: 'Old' })),
    ).toMatchObject({ status: 409 });
    expect(
      await failure(reviewCredential('1001', 'c-1001-99', { decision: 'approve' })),
    ).toMatchObject({ status: 404 });
    // Nothing refused was written down.
    expect((await listProfessionalEvents('1001')).total).toBe(2);
  });

  it('is refused to organizations, to professionals and to a recruiter for someone not linked to them', async () => {
    await signIn('organization@demo.test');
    expect(
      await failure(reviewCredential('1001', PHYSICAL, { decision: 'approve' })),
    ).toMatchObject({
      status: 403,
    });
    await signIn('professional@demo.test');
    expect(await failure(reviewCredential('me', PHYSICAL, { decision: 'approve' }))).toMatchObject({
      status: 403,
    });
    await signIn('recruiter@demo.test');
    const unlinked = getDb().professionals.find(
      (p) => !p.links.includes(userId('recruiter@demo.test')) && p.credentials.length > 0,
    )!;
    const someone = unlinked.credentials[0]!.id;
    expect(
      await failure(reviewCredential(String(unlinked.id), someone, { decision: 'approve' })),
    ).toMatchObject({ status: 403 });
    expect(await failure(listProfessionalEvents(String(unlinked.id)))).toMatchObject({
      status: 403,
    });
  });
});

describe('waiveRequirement', () => {
  it('waives the missing influenza vaccine until a day: waived at once, the reason for the professional, the trail', async () => {
    await signIn('recruiter@demo.test');
    const waived = await waiveRequirement('1001', {
      typeId: 'influenza',
      reason: '  Declination signed for this season.  ',
      endsOn: '2027-03-31',
    });
    expect(waiveRequirementResponse.safeParse(waived).error?.issues ?? []).toEqual([]);
    expect(waived).toMatchObject({
      typeId: 'influenza',
      status: 'waived',
      reason: 'waiver-active',
      dueOn: '2027-03-31',
      waiverReason: 'Declination signed for this season.',
    });
    expect((await getProfessionalCompliance('1001')).counts.missing).toBe(0);
    expect((await listProfessionalEvents('1001')).items[0]).toMatchObject({
      action: 'requirement.waived',
      typeId: 'influenza',
      after: '2027-03-31',
      reason: 'Declination signed for this season.',
      actor: { name: 'Rita Recruiter' },
    });
    // A shorter one given later is the one that counts.
    expect(
      await waiveRequirement('1001', {
        typeId: 'influenza',
        reason: 'Until the clinic opens.',
        endsOn: '2026-12-01',
      }),
    ).toMatchObject({ dueOn: '2026-12-01', waiverReason: 'Until the clinic opens.' });
  });

  it('refuses a past or far day, a blank reason and a type not required (422); organizations and professionals (403)', async () => {
    await signIn('admin@demo.test');
    const refused = await failure(
      waiveRequirement('1001', { typeId: 'pals', reason: '   ', endsOn: '2026-11-22' }),
    );
    expect(refused.status).toBe(422);
    expect(
      (refused.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field),
    ).toEqual(['typeId', 'reason', 'endsOn']);
    expect(
      await failure(
        waiveRequirement('1001', { typeId: 'influenza', reason: 'x', endsOn: '2028-01-01' }),
      ),
    ).toMatchObject({ status: 422 });
    await signIn('organization@demo.test');
    expect(
      await failure(
        waiveRequirement('1001', { typeId: 'influenza', reason: 'x', endsOn: '2027-01-01' }),
      ),
    ).toMatchObject({ status: 403 });
    await signIn('professional@demo.test');
    expect(
      await failure(
        waiveRequirement('me', { typeId: 'influenza', reason: 'x', endsOn: '2027-01-01' }),
      ),
    ).toMatchObject({ status: 403 });
  });
});

describe('waiveRequirement, what it refuses', () => {
  it('refuses a day the calendar does not have (422) and leaves the record readable', async () => {
    await signIn('admin@demo.test');
    expect(
      await failure(
        waiveRequirement('1001', {
          typeId: 'influenza',
          reason: 'Declined.',
          endsOn: '2027-02-30',
        }),
      ),
    ).toMatchObject({ status: 422 });
    expect((await getProfessionalCompliance('1001')).counts.missing).toBe(1);
  });

  it('refuses to waive a finding about the person (409): the probation is acted on', async () => {
    await signIn('admin@demo.test');
    const before = await getProfessionalCompliance('1001');
    expect(before.requirements.find((r) => r.typeId === 'rn-license')?.status).toBe(
      'needs-attention',
    );
    expect(
      await failure(
        waiveRequirement('1001', {
          typeId: 'rn-license',
          reason: 'Trust me.',
          endsOn: '2027-01-01',
        }),
      ),
    ).toMatchObject({ status: 409 });
  });
});
