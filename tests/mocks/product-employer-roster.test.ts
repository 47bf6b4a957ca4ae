/** @jest-environment node */
/**
 * An employer's roster and workforce (decision 024): each figure is the engine's verdict against
 * the platform's requirements and the employer's own for that placement, in the professional's
 * time zone; filters and sorts; and a change to the employer's requirements shows at once.
 * Access: product-employers.test.ts.
 */
import {
  getEmployer,
  listEmployerRoster,
  listEmployers,
} from '@generated/product/endpoints/employers/employers';
import type { ListEmployerRosterParams, RosterEntry } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { effectiveRequirements } from '@mocks/compliance/employer-requirements';
import { civilToday, evaluateRequirement, rollUp, SEVERITY } from '@mocks/compliance/engine';
import { DEMO_ORGANIZATION_ID, UNSTAFFED_EMPLOYER_ID } from '@mocks/seed-employers';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
  await signIn('organization@demo.test');
});

const ORG = String(DEMO_ORGANIZATION_ID);

async function roster(params: ListEmployerRosterParams = {}, id = ORG): Promise<RosterEntry[]> {
  const items: RosterEntry[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listEmployerRoster(id, { ...params, page, pageSize: 100 });
    items.push(...result.items);
    if (result.items.length < 100) return items;
  }
}

/** What the engine says of one roster entry, worked out here from the records. */
function verdict(entry: RosterEntry) {
  const db = getDb();
  const employer = db.employers.find((e) => e.id === DEMO_ORGANIZATION_ID)!;
  const record = db.professionals.find((p) => p.id === entry.professionalId)!;
  const facility = employer.facilities.find((f) => f.id === entry.facilityId);
  const requirements = effectiveRequirements(
    { discipline: record.discipline, facilityId: facility?.id, state: facility?.state },
    employer.requirementSets,
  );
  const today = civilToday(new Date(T0), record.timeZone);
  const credentials = record.credentials.map((c) => ({
    ...c,
    documentCount: c.documents?.length ?? 0,
  }));
  const results = requirements.map((requirement) =>
    evaluateRequirement({ requirement, credentials, waivers: record.waivers, today }),
  );
  const { overall, cleared, counts } = rollUp(
    results,
    requirements.map((r) => r.blocking),
  );
  return { overallStatus: overall, cleared, missingCount: counts.missing };
}

describe('the demo organization’s roster', () => {
  it('gives each engagement the engine’s verdict against the employer’s requirements', async () => {
    const entries = await roster();
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) expect(entry).toMatchObject(verdict(entry));
    // Every overall status is on it, and the default order is worst first.
    expect(new Set(entries.map((e) => e.overallStatus))).toEqual(
      new Set(Object.values(ComplianceStatus)),
    );
    const ranks = entries.map((e) => SEVERITY.indexOf(e.overallStatus));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The employer's own asks count: some nurse of the ICU is held back by ACLS alone.
    expect(entries.some((e) => e.facilityId === 'f-3-1' && !e.cleared)).toBe(true);
    const pablo = entries.find((e) => e.professionalId === 1001)!;
    expect(pablo).toMatchObject({
      engagementId: `e-${ORG}-1001`,
      facilityId: 'f-3-1',
      stage: 'active',
      overallStatus: 'needs-attention',
      nextExpiry: { typeId: 'acls', daysLeft: 20 },
    });
  });

  it('sums up in the workforce, which agrees with the list of employers', async () => {
    const entries = await roster();
    const { workforce } = await getEmployer('mine');
    expect(workforce).toBeDefined();
    expect(workforce!.engaged).toBe(entries.length);
    expect(workforce!.cleared).toBe(entries.filter((e) => e.cleared).length);
    for (const status of SEVERITY)
      expect(workforce!.byStatus[status]).toBe(
        entries.filter((e) => e.overallStatus === status).length,
      );
    expect(workforce!.facilities.map((f) => f.facilityId)).toEqual(['f-3-1', 'f-3-2', 'f-3-3']);
    expect(workforce!.facilities.reduce((sum, f) => sum + f.engaged, 0)).toBe(entries.length);
    const soon = workforce!.expiringSoon;
    expect(soon.withinDays).toBe(30);
    expect(soon.items.length).toBe(Math.min(10, soon.total));
    expect(soon.items.every((i) => i.daysLeft >= 0 && i.daysLeft <= 30)).toBe(true);
    const days = soon.items.map((i) => i.dueOn);
    expect(days).toEqual([...days].sort());
    expect(soon.items.some((i) => i.professionalId === 1001 && i.typeId === 'acls')).toBe(true);
    await signIn('admin@demo.test');
    const listed = (await listEmployers({ pageSize: 100 })).items.find(
      (e) => e.id === DEMO_ORGANIZATION_ID,
    );
    expect(listed).toMatchObject({ engaged: workforce!.engaged, cleared: workforce!.cleared });
    const empty = await getEmployer(String(UNSTAFFED_EMPLOYER_ID));
    expect(empty.workforce).toMatchObject({ engaged: 0, cleared: 0 });
    expect((await listEmployerRoster(String(UNSTAFFED_EMPLOYER_ID))).total).toBe(0);
  });

  it('leaves out engagements that have ended', async () => {
    const ended = getDb().engagements.filter(
      (e) => e.employerId === DEMO_ORGANIZATION_ID && e.stage === 'ended',
    );
    expect(ended.length).toBeGreaterThan(0);
    const ids = new Set((await roster()).map((e) => e.engagementId));
    expect(ended.some((e) => ids.has(e.id))).toBe(false);
  });

  it('filters by facility, status and name; sorts by name, next expiry and start', async () => {
    const all = await roster();
    const tucson = await roster({ facilityId: 'f-3-2' });
    expect(tucson.length).toBe(all.filter((e) => e.facilityId === 'f-3-2').length);
    expect(await roster({ facilityId: 'f-9-1' })).toEqual([]);
    const missing = await roster({ status: 'missing' });
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((e) => e.overallStatus === 'missing')).toBe(true);
    const someone = all.find((e) => /[áéíóúñ]/i.test(e.lastName)) ?? all[0]!;
    const plain = someone.lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    expect((await roster({ search: plain.toUpperCase() })).map((e) => e.professionalId)).toContain(
      someone.professionalId,
    );
    const byName = (await roster({ sort: 'name', order: 'desc' })).map((e) => e.lastName);
    expect(byName).toEqual(
      [...byName].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    for (const sort of ['nextExpiry', 'startOn'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await roster({ sort, order });
        const value = (e: RosterEntry) => (sort === 'startOn' ? e.startOn : e.nextExpiry?.dueOn);
        const dated = sorted.filter((e) => value(e) !== undefined);
        // Applicants and some onboarding have no start day yet: they come last either way.
        if (sort === 'startOn') expect(dated.length).toBeLessThan(sorted.length);
        expect(sorted.slice(0, dated.length)).toEqual(dated);
        const days = dated.map((e) => value(e)!);
        expect(days).toEqual(order === 'asc' ? [...days].sort() : [...days].sort().reverse());
      }
    }
  });
});

describe('a change to the employer’s requirements', () => {
  it('is computed again at once: ACLS for everyone holds back those without it', async () => {
    const before = await roster();
    const { workforce } = await getEmployer('mine');
    const employer = getDb().employers.find((e) => e.id === DEMO_ORGANIZATION_ID)!;
    const everyone = employer.requirementSets.find((s) => Object.keys(s.scope).length === 0)!;
    everyone.requirements.push({ typeId: 'acls', anyOf: [], blocking: true });
    employer.revision += 1;

    const after = await roster();
    const lost = before.filter(
      (b) => b.cleared && !after.find((a) => a.engagementId === b.engagementId)!.cleared,
    );
    expect(lost.length).toBeGreaterThan(0);
    for (const entry of after) expect(entry).toMatchObject(verdict(entry));
    const held = getDb().professionals.filter((p) => lost.some((l) => l.professionalId === p.id));
    // Those who lost their clearance hold no ACLS in force (an LPN, a therapist…).
    for (const record of held)
      expect(
        record.credentials.some((c) => c.typeId === 'acls' && c.reviewState === 'approved'),
      ).toBe(false);
    const now = (await getEmployer('mine')).workforce!;
    expect(now.cleared).toBe(workforce!.cleared - lost.length);
    expect(now.cleared).toBeLessThan(workforce!.cleared);
  });
});
