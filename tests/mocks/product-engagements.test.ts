/** @jest-environment node */
/**
 * Moving an engagement on (decision 033): the employer's people one stage at a time, `cleared`
 * only when the server finds the professional cleared there (and for the start day, when a
 * requirement is asked 'within N days of the start'); the professional only withdraws,
 * before the work starts; a stale or skipping move is a conflict.
 */
import {
  applyToEmployer,
  createRequirementSet,
  listEmployerRoster,
  moveEngagement,
} from '@generated/product/endpoints/employers/employers';
import { moveEngagementResponse } from '@generated/product/zod/employers/employers.zod';
import { DEMO_ORGANIZATION_ID, UNSTAFFED_EMPLOYER_ID } from '@mocks/seed-employers';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const UNSTAFFED = String(UNSTAFFED_EMPLOYER_ID);

/** Pablo applies to Juniper Kettle Home Health; the engagement's id. */
async function applied(): Promise<string> {
  await signIn('professional@demo.test');
  return (await applyToEmployer(UNSTAFFED, { facilityId: 'f-10-1' })).id;
}

describe('moveEngagement', () => {
  it('staff move it on one stage at a time; cleared only when the server finds them cleared', async () => {
    const id = await applied();
    await signIn('admin@demo.test');
    const onboarding = await moveEngagement(UNSTAFFED, id, {
      from: 'applied',
      stage: 'onboarding',
    });
    expect(moveEngagementResponse.safeParse(onboarding).error?.issues ?? []).toEqual([]);
    expect(onboarding).toMatchObject({ id, stage: 'onboarding' });
    // Skipping a stage, or naming a stage it is no longer at, is a conflict.
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'onboarding', stage: 'active' })))
        .status,
    ).toBe(409);
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'applied', stage: 'onboarding' }))).body,
    ).toMatchObject({ status: 409, message: 'This engagement has moved on since it was read' });
    // Pablo is not cleared there (an expired BLS, a license on probation…): refused, with why.
    const refused = await failure(
      moveEngagement(UNSTAFFED, id, { from: 'onboarding', stage: 'cleared' }),
    );
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'not_cleared',
      message: expect.stringMatching(/^Not cleared yet: blocking requirements not met: [1-9]\d*$/),
    });
    expect(getDb().engagements.find((e) => e.id === id)!.stage).toBe('onboarding');
    // Ending is possible from any stage, once.
    await expect(
      moveEngagement(UNSTAFFED, id, { from: 'onboarding', stage: 'ended' }),
    ).resolves.toMatchObject({ stage: 'ended' });
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'ended', stage: 'ended' }))).status,
    ).toBe(409);
  });

  it('clears a professional who meets every blocking requirement, then starts the work', async () => {
    await signIn('admin@demo.test');
    // The seed's onboarding engagements include people cleared there: the server clears one.
    const candidates = getDb().engagements.filter((e) => e.stage === 'onboarding');
    expect(candidates.length).toBeGreaterThan(0);
    let moved;
    for (const e of candidates) {
      moved = await moveEngagement(String(e.employerId), e.id, {
        from: 'onboarding',
        stage: 'cleared',
      }).catch(() => undefined);
      if (moved) break;
    }
    expect(moved).toMatchObject({ stage: 'cleared' });
    await expect(
      moveEngagement(String(moved!.employerId), moved!.id, { from: 'cleared', stage: 'active' }),
    ).resolves.toMatchObject({ stage: 'active' });
  });

  it('does not clear for the start day what was done too long before it, on the roster either', async () => {
    await signIn('admin@demo.test');
    // An engagement with a start day whose professional the server would clear today.
    const db = getDb();
    let found;
    for (const e of db.engagements.filter((x) => x.stage === 'onboarding' && x.startOn)) {
      const roster = await listEmployerRoster(String(e.employerId), { pageSize: 100 });
      const row = roster.items.find((r) => r.engagementId === e.id);
      if (row?.cleared) {
        found = { engagement: e, employerId: String(e.employerId) };
        break;
      }
    }
    expect(found).toBeDefined();
    const { engagement, employerId } = found!;
    const person = db.professionals.find((p) => p.id === engagement.professionalId)!;
    // A credential of theirs in force, issued before the window: asked within a day of the start.
    const held = person.credentials.find(
      (c) => c.typeId === 'bls' && c.issuedOn && c.issuedOn < engagement.startOn!,
    )!;
    expect(held).toBeDefined();
    await createRequirementSet(employerId, {
      name: 'Fresh BLS',
      scope: {},
      requirements: [{ typeId: 'bls', anyOf: [], blocking: true, withinDaysOfStart: 1 }],
    });
    const roster = await listEmployerRoster(employerId, { pageSize: 100 });
    expect(roster.items.find((r) => r.engagementId === engagement.id)?.cleared).toBe(false);
    const refused = await failure(
      moveEngagement(employerId, engagement.id, { from: 'onboarding', stage: 'cleared' }),
    );
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'not_cleared',
      message: 'Not cleared for the start day: done too long before it: 1',
    });
  });

  it('lets the professional withdraw before the work starts, and nothing else', async () => {
    const id = await applied();
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'applied', stage: 'onboarding' })))
        .status,
    ).toBe(403);
    await expect(
      moveEngagement(UNSTAFFED, id, { from: 'applied', stage: 'ended' }),
    ).resolves.toMatchObject({ stage: 'ended' });
    // Applying again is possible once it has ended.
    await expect(applyToEmployer(UNSTAFFED, { facilityId: 'f-10-1' })).resolves.toMatchObject({
      stage: 'applied',
    });
    // Pablo works at Saguaro Valley Health: that one is the employer's to end.
    expect(
      (
        await failure(
          moveEngagement(String(DEMO_ORGANIZATION_ID), 'e-3-1001', {
            from: 'active',
            stage: 'ended',
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('refuses other people: an organization another employer’s, a professional someone else’s', async () => {
    const id = await applied();
    await signIn('organization@demo.test');
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'applied', stage: 'ended' }))).status,
    ).toBe(403);
    await signIn('recruiter@demo.test');
    expect(
      (await failure(moveEngagement(UNSTAFFED, id, { from: 'applied', stage: 'ended' }))).status,
    ).toBe(403);
    const other = getDb().engagements.find(
      (e) => e.professionalId !== 1001 && e.stage !== 'ended',
    )!;
    await signIn('professional@demo.test');
    expect(
      (
        await failure(
          moveEngagement(String(other.employerId), other.id, { from: other.stage, stage: 'ended' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await failure(moveEngagement(UNSTAFFED, 'nope', { from: 'applied', stage: 'ended' })))
        .status,
    ).toBe(400);
  });
});
