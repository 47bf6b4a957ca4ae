/** @jest-environment node */
import { getComplianceOverview } from '@generated/product/endpoints/compliance/compliance';
import { listProfessionals } from '@generated/product/endpoints/professionals/professionals';
import { getComplianceOverviewResponse } from '@generated/product/zod/compliance/compliance.zod';
import { resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

describe('getComplianceOverview', () => {
  it("agrees with the list: the counts per status are the list's totals per status", async () => {
    await signIn('admin@demo.test');
    const overview = await getComplianceOverview();
    expect(getComplianceOverviewResponse.safeParse(overview).error?.issues ?? []).toEqual([]);
    const all = await listProfessionals({ pageSize: 1 });
    expect(overview.professionals).toBe(all.total);
    for (const status of ['expired', 'compliant', 'needs-attention'] as const)
      expect(overview.byStatus[status]).toBe(
        (await listProfessionals({ status, pageSize: 1 })).total,
      );
    expect(Object.values(overview.byStatus).reduce((a, b) => a + b, 0)).toBe(all.total);
    expect(overview.cleared).toBe(
      overview.byStatus.compliant + overview.byStatus.expiring + overview.byStatus.waived,
    );
  });

  it('lists what lapses by the days each person has left, when their calendars differ', async () => {
    // 05:30 UTC: already the 29th in New York, still the 28th in Los Angeles. The same last
    // day is 19 days away in one and 20 in the other, and the card reads "in 19 days" first.
    fixClock(Date.parse('2026-11-29T05:30:00Z'));
    await resetDemoData();
    await signIn('admin@demo.test');
    const { expiringSoon } = await getComplianceOverview({ limit: 50 });
    const days = expiringSoon.items.map((e) => e.daysLeft);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const due = expiringSoon.items.map((e) => e.dueOn);
    expect(due).toEqual([...due].sort());
  });

  it('lists the review queue oldest first and what lapses soonest first, within the window', async () => {
    await signIn('admin@demo.test');
    const { reviewQueue, expiringSoon } = await getComplianceOverview({
      expiringWithinDays: 14,
      limit: 50,
    });
    expect(reviewQueue.items.length).toBe(Math.min(50, reviewQueue.total));
    const since = reviewQueue.items.map((e) => e.since);
    expect(since).toEqual([...since].sort());
    expect(reviewQueue.items.map((e) => e.credentialId)).toContain('c-1001-06');
    expect(expiringSoon.withinDays).toBe(14);
    expect(expiringSoon.items.every((e) => e.daysLeft >= 0 && e.daysLeft <= 14)).toBe(true);
    const due = expiringSoon.items.map((e) => e.dueOn);
    expect(due).toEqual([...due].sort());
    // The monthly exclusion check is the platform's to rerun, not a renewal.
    expect(expiringSoon.items.some((e) => e.typeId === 'oig-exclusion-check')).toBe(false);
  });

  it('counts only the linked professionals for a recruiter, and refuses professionals', async () => {
    await signIn('recruiter@demo.test');
    const mine = await getComplianceOverview();
    expect(mine.professionals).toBe((await listProfessionals({ pageSize: 1 })).total);
    await signIn('professional@demo.test');
    expect(await failure(getComplianceOverview())).toMatchObject({ status: 403 });
  });
});
