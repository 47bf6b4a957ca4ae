/** @jest-environment node */
import { getProfessionalCompliance } from '@generated/product/endpoints/compliance/compliance';
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  getProfessional,
  listProfessionals,
} from '@generated/product/endpoints/professionals/professionals';
import type { ListProfessionalsParams, ProfessionalSummary } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { getProfessionalComplianceResponse } from '@generated/product/zod/compliance/compliance.zod';
import { listProfessionalCredentialsResponse } from '@generated/product/zod/credentials/credentials.zod';
import {
  getProfessionalResponse,
  listProfessionalsResponse,
} from '@generated/product/zod/professionals/professionals.zod';
import { SEVERITY } from '@mocks/compliance/engine';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  // The seed counts its dates from the day it is made: made on the test's day.
  fixClock(T0);
  await resetDemoData();
});

const issues = (result: { error?: { issues: unknown[] } }) => result.error?.issues ?? [];

/** Every professional the filters match, over all pages of 100. */
async function allPages(params: ListProfessionalsParams = {}): Promise<ProfessionalSummary[]> {
  const items: ProfessionalSummary[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listProfessionals({ ...params, page, pageSize: 100 });
    items.push(...result.items);
    if (result.items.length < 100) return items;
  }
}

describe('listProfessionals (admin)', () => {
  beforeEach(() => signIn('admin@demo.test'));

  it('pages about 200 professionals by name, in the contract shape, in every status', async () => {
    const first = await listProfessionals();
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.total).toBeGreaterThanOrEqual(190);
    expect(issues(listProfessionalsResponse.safeParse(first))).toEqual([]);
    const all = await allPages();
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const names = all.map((p) => p.lastName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(all.map((p) => p.overallStatus))).toEqual(
      new Set(Object.values(ComplianceStatus)),
    );
    expect(new Set(all.flatMap((p) => p.states)).size).toBeGreaterThanOrEqual(10);
    expect(all.some((p) => !p.hasAccount) && all.some((p) => p.hasAccount)).toBe(true);
  });

  it('filters by overall status: the pages hold exactly the professionals of that status', async () => {
    const all = await allPages();
    for (const status of ['expired', 'needs-attention', 'compliant'] as const) {
      const filtered = await allPages({ status });
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((p) => p.overallStatus === status)).toBe(true);
      expect(filtered.map((p) => p.id).sort()).toEqual(
        all
          .filter((p) => p.overallStatus === status)
          .map((p) => p.id)
          .sort(),
      );
    }
    const expired = await listProfessionals({ status: 'expired', pageSize: 25 });
    expect(expired.total).toBe(all.filter((p) => p.overallStatus === 'expired').length);
  });

  it('filters by discipline, by a state licensed in, and by a credential expiring within N days', async () => {
    const nurses = await allPages({ discipline: 'aprn', state: 'TX' });
    expect(nurses.every((p) => p.discipline === 'aprn' && p.states.includes('TX'))).toBe(true);
    const soon = await allPages({ expiringWithinDays: 14 });
    expect(soon.length).toBeGreaterThan(0);
    for (const professional of soon.slice(0, 5)) {
      const { items } = await listProfessionalCredentials(String(professional.id));
      expect(
        items.some(
          (c) => !c.replacedBy && c.daysLeft !== undefined && c.daysLeft >= 0 && c.daysLeft <= 14,
        ),
      ).toBe(true);
    }
    const later = await allPages({ expiringWithinDays: 365 });
    expect(later.length).toBeGreaterThan(soon.length);
  });

  it('searches names accent-insensitively, the NPI and license numbers', async () => {
    const byNpi = await listProfessionals({ search: '1234567893' });
    expect(byNpi.items.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Pablo Professional']);
    expect((await listProfessionals({ search: 'RN-552071' })).items.map((p) => p.id)).toEqual([
      1001,
    ]);
    const accented = getDb().professionals.find((p) => /[áéíóúñ]/i.test(p.lastName))!;
    const plain = accented.lastName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    expect((await allPages({ search: plain })).map((p) => p.id)).toContain(accented.id);
  });

  it('sorts by status worst first, and by next expiry soonest first with none last', async () => {
    const byStatus = await allPages({ sort: 'status' });
    const ranks = byStatus.map((p) => SEVERITY.indexOf(p.overallStatus));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const byExpiry = await allPages({ sort: 'nextExpiry', order: 'desc' });
    const dated = byExpiry.filter((p) => p.nextExpiry);
    expect(byExpiry.slice(0, dated.length)).toEqual(dated);
    const days = dated.map((p) => p.nextExpiry!.dueOn);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('refuses a malformed query with 400', async () => {
    expect(await failure(listProfessionals({ state: 'tx' }))).toMatchObject({ status: 400 });
    expect(await failure(listProfessionals({ expiringWithinDays: 400 }))).toMatchObject({
      status: 400,
    });
  });
});

describe('the demo professional', () => {
  beforeEach(() => signIn('professional@demo.test'));

  it('holds one requirement in each of the eight statuses, computed in their time zone', async () => {
    const compliance = await getProfessionalCompliance('me');
    expect(issues(getProfessionalComplianceResponse.safeParse(compliance))).toEqual([]);
    expect(compliance).toMatchObject({
      professionalId: 1001,
      timeZone: 'America/Los_Angeles',
      overall: 'needs-attention',
      cleared: false,
    });
    expect(compliance.counts).toMatchObject({
      'needs-attention': 1,
      expired: 1,
      missing: 1,
      rejected: 1,
      'pending-review': 1,
      expiring: 1,
      waived: 1,
    });
    const tb = compliance.requirements.find((r) => r.typeId === 'tb-test');
    expect(tb).toMatchObject({ status: 'compliant', satisfiedBy: 'quantiferon' });
    const tdap = compliance.requirements.find((r) => r.typeId === 'tdap');
    expect(tdap).toMatchObject({
      status: 'rejected',
      reason: 'rejected-by-reviewer',
      rejectionReason: 'The vaccination date is not legible.',
    });
    const bls = compliance.requirements.find((r) => r.typeId === 'bls')!;
    expect(bls).toMatchObject({ status: 'expired', reason: 'expired-on' });
    // T0 is 10:00 UTC, 02:00 in Nevada: the same day; 07:00 UTC is still the day before there.
    expect(compliance.today).toBe('2026-11-22');
    fixClock(Date.parse('2026-11-23T07:00:00Z'));
    await signIn('professional@demo.test'); // a day later: the session's token has lapsed
    const early = await getProfessionalCompliance('me');
    expect(early.today).toBe('2026-11-22');
    expect(early.requirements.find((r) => r.typeId === 'bls')!.daysLeft).toBe(bls.daysLeft);
  });

  it('reads its own record by id and as me, with every credential and its status', async () => {
    const me = await getProfessional('me');
    expect(issues(getProfessionalResponse.safeParse(me))).toEqual([]);
    expect(await getProfessional('1001')).toEqual(me);
    expect(me).toMatchObject({ id: 1001, npi: '1234567893', states: ['NV', 'AZ'] });
    const wallet = await listProfessionalCredentials('me');
    expect(issues(listProfessionalCredentialsResponse.safeParse(wallet))).toEqual([]);
    const statuses = new Set(wallet.items.map((c) => c.status));
    for (const status of [
      'needs-attention',
      'expired',
      'rejected',
      'pending-review',
      'expiring',
      'compliant',
    ])
      expect(statuses).toContain(status);
    const az = wallet.items.find((c) => c.state === 'AZ')!;
    expect(az.verification).toMatchObject({
      outcome: 'probation',
      sourceText: 'ACTIVE - PROBATION (BOARD ORDER)',
    });
    expect(wallet.items.find((c) => c.replacedBy)).toMatchObject({
      typeId: 'rn-license',
      status: 'expired',
    });
  });

  it("is refused another professional's record, credentials and compliance, and the list", async () => {
    const other = getDb().professionals.find((p) => p.id !== 1001)!.id;
    for (const call of [
      () => getProfessional(String(other)),
      () => listProfessionalCredentials(String(other)),
      () => getProfessionalCompliance(String(other)),
      () => getProfessional('999999'),
      () => listProfessionals(),
    ])
      expect(await failure(call())).toMatchObject({ status: 403 });
  });

  it('sees a change to its record at once (the standing is recomputed)', async () => {
    expect((await getProfessionalCompliance('me')).counts['pending-review']).toBe(1);
    const pablo = getDb().professionals.find((p) => p.id === 1001)!;
    pablo.credentials.find((c) => c.typeId === 'physical')!.reviewState = 'approved';
    pablo.revision += 1;
    expect((await getProfessionalCompliance('me')).counts['pending-review']).toBe(0);
  });
});

describe('linked staff and other roles', () => {
  it('a recruiter lists and reads only the professionals linked to them', async () => {
    await signIn('recruiter@demo.test');
    const seen = await allPages();
    const recruiter = getDb().users.find((u) => u.email === 'recruiter@demo.test')!.id;
    const linked = getDb().professionals.filter((p) => p.links.includes(recruiter));
    expect(seen.map((p) => p.id).sort()).toEqual(linked.map((p) => p.id).sort());
    expect(seen.length).toBeLessThan(getDb().professionals.length);
    await expect(getProfessional(String(linked[0]!.id))).resolves.toMatchObject({
      id: linked[0]!.id,
    });
    const unlinked = getDb().professionals.find((p) => !p.links.includes(recruiter))!;
    expect(await failure(getProfessionalCompliance(String(unlinked.id)))).toMatchObject({
      status: 403,
    });
  });

  it('a user without a professional record: the list is 403, me is 404', async () => {
    await signIn('user@demo.test');
    expect(await failure(listProfessionals())).toMatchObject({ status: 403 });
    expect(await failure(getProfessional('me'))).toMatchObject({ status: 404 });
  });

  it('an administrator: an unknown id is 404, a malformed one 400', async () => {
    await signIn('admin@demo.test');
    expect(await failure(getProfessional('999999'))).toMatchObject({ status: 404 });
    expect(await failure(getProfessional('abc'))).toMatchObject({ status: 400 });
  });
});
