/** @jest-environment node */
import { changePlan, getSubscription, listPlans } from '@generated/product/endpoints/plans/plans';
import { verifyCredential } from '@generated/product/endpoints/verifications/verifications';
import { getSubscriptionResponse, listPlansResponse } from '@generated/product/zod/plans/plans.zod';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
let clock: ReturnType<typeof fixClock>;
beforeEach(async () => {
  configureClients();
  clock = fixClock(T0); // 2026-11-22
  await resetDemoData();
});

const NV_LICENSE = 'c-1001-01';
const DAY = 86_400;
const inSpanish = { headers: { 'accept-language': 'es-MX,es;q=0.9' } };
const checkedThisMonth = () =>
  getDb()
    .professionals.flatMap((p) => p.credentials)
    .filter((c) => c.verification?.checkedAt.startsWith('2026-11')).length;

describe('plans and the subscription', () => {
  it('lists three plans cheapest first, in the contract shape', async () => {
    await signIn('user@demo.test');
    const plans = await listPlans();
    expect(listPlansResponse.safeParse(plans).error?.issues ?? []).toEqual([]);
    expect(plans.items.map((p) => [p.id, p.pricePerSeat, p.verificationsPerMonth])).toEqual([
      ['starter', 2900, 250],
      ['team', 4900, 1000],
      ['enterprise', 8900, 5000],
    ]);
  });

  it('starts on the Team trial, 14 days from the seed day, with the seed’s checks counted', async () => {
    await signIn('admin@demo.test');
    const subscription = await getSubscription();
    expect(getSubscriptionResponse.safeParse(subscription).error?.issues ?? []).toEqual([]);
    const staff = getDb().users.filter((u) => u.isActive && u.defaultRole !== 'professional');
    expect(subscription).toEqual({
      planId: 'team',
      status: 'trialing',
      trialEndsOn: '2026-12-05',
      trialDaysLeft: 13,
      seatsInUse: staff.length,
      verifications: { month: '2026-11', used: checkedThisMonth(), included: 1000 },
    });
    expect(subscription.verifications.used).toBeGreaterThan(250);

    clock.advance(13 * DAY); // the trial's last day
    await signIn('admin@demo.test');
    expect(await getSubscription()).toMatchObject({ status: 'trialing', trialDaysLeft: 0 });
    clock.advance(DAY);
    await signIn('admin@demo.test');
    const ended = await getSubscription();
    expect(ended).toMatchObject({ status: 'trial-ended', trialEndsOn: '2026-12-05' });
    expect(ended.trialDaysLeft).toBeUndefined();
    // A new month counts from 0.
    expect(ended.verifications).toEqual({ month: '2026-12', used: 0, included: 1000 });
  });

  it('counts each verification, and a smaller plan refuses the next one in the caller’s language', async () => {
    await signIn('admin@demo.test');
    const before = (await getSubscription()).verifications.used;
    await verifyCredential('1001', NV_LICENSE);
    expect((await getSubscription()).verifications.used).toBe(before + 1);

    expect(await changePlan({ planId: 'starter' })).toMatchObject({
      planId: 'starter',
      status: 'trialing',
      verifications: { used: before + 1, included: 250 },
    });
    const checked = getDb().professionals.find((p) => p.id === 1001)!.credentials[0]!.verification;
    const refused = await failure(verifyCredential('1001', NV_LICENSE));
    expect(refused).toMatchObject({ status: 403, type: 'plan_limit_reached' });
    expect(refused.message).toBe(
      "Your plan includes 250 verifications a month, and this month's are used. An administrator can change the plan on the Pricing page.",
    );
    const spanish = await failure(verifyCredential('1001', NV_LICENSE, inSpanish));
    expect(spanish.message).toBe(
      'Tu plan incluye 250 verificaciones al mes y ya se usaron las de este mes. Un administrador puede cambiar el plan en la página de Precios.',
    );
    // Refused before the source was asked: the credential keeps its last answer, nothing counted.
    expect(getDb().professionals.find((p) => p.id === 1001)!.credentials[0]!.verification).toEqual(
      checked,
    );
    expect((await getSubscription()).verifications.used).toBe(before + 1);

    await changePlan({ planId: 'enterprise' });
    await expect(verifyCredential('1001', NV_LICENSE)).resolves.toMatchObject({ id: NV_LICENSE });
  });

  it('lets only administrators change the plan, and only staff read it', async () => {
    await signIn('user@demo.test');
    expect((await getSubscription()).planId).toBe('team');
    expect(await failure(changePlan({ planId: 'starter' }))).toMatchObject({
      status: 403,
      message: 'Only administrators can change the plan',
    });
    for (const email of ['recruiter@demo.test', 'professional@demo.test']) {
      await signIn(email);
      expect((await failure(listPlans())).status).toBe(403);
      expect((await failure(getSubscription())).status).toBe(403);
    }
    await signIn('admin@demo.test');
    expect((await failure(changePlan({ planId: 'gold' as never }))).status).toBe(422);
    expect(getDb().subscription.planId).toBe('team');
  });
});
