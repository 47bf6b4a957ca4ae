/** @jest-environment node */
/**
 * The demo backend's employers (decision 024): who may list and read them, `mine`, the list's
 * paging, sorting, search and filters, and the roster's figures, which are the engine's verdicts
 * against the employer's own requirements and follow a change to them at once.
 */
import { getProfessional } from '@generated/product/endpoints/professionals/professionals';
import {
  getEmployer,
  listEmployerRoster,
  listEmployers,
} from '@generated/product/endpoints/employers/employers';
import type {
  EmployerSummary,
  ListEmployerRosterParams,
  ListEmployersParams,
  RosterEntry,
} from '@generated/product/model';
import {
  getEmployerResponse,
  listEmployerRosterResponse,
  listEmployersResponse,
} from '@generated/product/zod/employers/employers.zod';
import { isValidNpi } from '@mocks/compliance/npi';
import { DEMO_AGENCY_ID, DEMO_ORGANIZATION_ID, UNSTAFFED_EMPLOYER_ID } from '@mocks/seed-employers';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const ORG = String(DEMO_ORGANIZATION_ID);
const issues = (result: { error?: { issues: unknown[] } }) => result.error?.issues ?? [];
const userId = (email: string) => getDb().users.find((u) => u.email === email)!.id;

async function allEmployers(params: ListEmployersParams = {}): Promise<EmployerSummary[]> {
  return (await listEmployers({ ...params, pageSize: 100 })).items;
}

async function roster(id = ORG, params: ListEmployerRosterParams = {}): Promise<RosterEntry[]> {
  const items: RosterEntry[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listEmployerRoster(id, { ...params, page, pageSize: 100 });
    expect(issues(listEmployerRosterResponse.safeParse(result))).toEqual([]);
    items.push(...result.items);
    if (result.items.length < 100) return items;
  }
}

describe('listEmployers (administrators)', () => {
  beforeEach(() => signIn('admin@demo.test'));

  it('pages the demo employers by name, in the contract shape, the unstaffed one included', async () => {
    const first = await listEmployers();
    expect(issues(listEmployersResponse.safeParse(first))).toEqual([]);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 16 });
    const names = first.items.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(first.items.filter((e) => e.kind === 'organization')).toHaveLength(10);
    expect(first.items.find((e) => e.id === UNSTAFFED_EMPLOYER_ID)).toMatchObject({
      engaged: 0,
      cleared: 0,
      facilityCount: 1,
    });
    expect(first.items.every((e) => e.kind === 'organization' || e.facilityCount === 0)).toBe(true);
    const beyond = await listEmployers({ page: 5, pageSize: 4 });
    expect(beyond).toMatchObject({ items: [], total: 16 });
    for (const employer of getDb().employers.filter((e) => e.npi))
      expect(isValidNpi(employer.npi!)).toBe(true);
  });

  it('filters by kind and by a state it is based in or runs a facility in', async () => {
    const agencies = await allEmployers({ kind: 'agency' });
    expect(agencies).toHaveLength(6);
    expect(agencies.every((e) => e.kind === 'agency')).toBe(true);
    const nevada = (await allEmployers({ state: 'NV' })).map((e) => e.id);
    // Saguaro Valley is based in Arizona and runs a clinic in Henderson.
    expect(nevada).toEqual(expect.arrayContaining([DEMO_ORGANIZATION_ID, DEMO_AGENCY_ID]));
    for (const id of nevada) {
      const e = getDb().employers.find((x) => x.id === id)!;
      expect(e.state === 'NV' || e.facilities.some((f) => f.state === 'NV')).toBe(true);
    }
  });

  it('searches names, legal names, cities and the NPI, case- and accent-insensitively', async () => {
    const saguaro = getDb().employers.find((e) => e.id === DEMO_ORGANIZATION_ID)!;
    for (const search of ['SAGUARO valley', 'health system, inc', 'phoénix', saguaro.npi!])
      expect((await allEmployers({ search })).map((e) => e.id)).toEqual([DEMO_ORGANIZATION_ID]);
    expect((await allEmployers({ search: 'zzz' })).length).toBe(0);
  });

  it('sorts by the share cleared (none engaged last either way), by engaged and by state', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const byShare = await allEmployers({ sort: 'clearedShare', order });
      expect(byShare.at(-1)!.id).toBe(UNSTAFFED_EMPLOYER_ID);
      const shares = byShare.slice(0, -1).map((e) => e.cleared / e.engaged);
      const sorted = [...shares].sort((a, b) => a - b);
      expect(shares).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
    const engaged = (await allEmployers({ sort: 'engaged', order: 'desc' })).map((e) => e.engaged);
    expect(engaged).toEqual([...engaged].sort((a, b) => b - a));
    const states = (await allEmployers({ sort: 'state' })).map((e) => e.state);
    expect(states).toEqual([...states].sort());
  });

  it('refuses a malformed query with 400', async () => {
    for (const params of [{ state: 'nv' }, { pageSize: 500 }, { sort: 'size' }] as const)
      expect(await failure(listEmployers(params as ListEmployersParams))).toMatchObject({
        status: 400,
      });
  });
});

describe('who reads what', () => {
  it.each([
    'recruiter@demo.test',
    'organization@demo.test',
    'agency@demo.test',
    'professional@demo.test',
    'user@demo.test',
  ])('%s may not list employers', async (email) => {
    await signIn(email);
    expect(await failure(listEmployers())).toMatchObject({
      status: 403,
      message: 'Only administrators can list employers',
    });
  });

  const OWN = 'You can only see your own organization';
  it.each<[string, string, number | 'workforce' | 'profile', string]>([
    ['admin@demo.test', ORG, 'workforce', ''],
    ['admin@demo.test', '999', 404, 'Employer not found'],
    ['admin@demo.test', 'mine', 404, 'Employer not found'],
    ['admin@demo.test', 'abc', 400, ''],
    ['organization@demo.test', 'mine', 'workforce', ''],
    ['organization@demo.test', ORG, 'workforce', ''],
    ['organization@demo.test', String(DEMO_AGENCY_ID), 403, OWN],
    ['organization@demo.test', '999', 403, OWN],
    ['agency@demo.test', 'mine', 'workforce', ''],
    ['agency@demo.test', ORG, 403, OWN],
    ['recruiter@demo.test', ORG, 'profile', ''],
    ['recruiter@demo.test', '999', 404, ''],
    ['recruiter@demo.test', 'mine', 404, ''],
    ['professional@demo.test', String(DEMO_AGENCY_ID), 'profile', ''],
    ['professional@demo.test', 'mine', 404, ''],
    ['user@demo.test', ORG, 403, 'Your role cannot see employers'],
    ['user@demo.test', 'mine', 403, ''],
  ])('%s reads employer %s: %s', async (email, id, outcome, message) => {
    await signIn(email);
    if (typeof outcome === 'number') {
      const error = await failure(getEmployer(id));
      expect(error.status).toBe(outcome);
      if (message) expect(error.message).toBe(message);
      return;
    }
    const employer = await getEmployer(id);
    expect(issues(getEmployerResponse.safeParse(employer))).toEqual([]);
    expect(employer.workforce !== undefined).toBe(outcome === 'workforce');
    expect(employer.requirementSets.length).toBeGreaterThan(0);
  });

  it('mine is the employer each demo account acts for', async () => {
    await signIn('organization@demo.test');
    const saguaro = await getEmployer('mine');
    expect(saguaro).toMatchObject({ id: DEMO_ORGANIZATION_ID, kind: 'organization' });
    expect(saguaro.facilities).toHaveLength(3);
    expect(new Set(saguaro.facilities.map((f) => f.state)).size).toBe(2);
    const critical = saguaro.requirementSets.find((s) => s.name === 'Critical care')!;
    expect(critical.scope).toEqual({ facilityId: 'f-3-1', discipline: 'rn' });
    expect(critical.requirements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ typeId: 'acls', blocking: true }),
        expect.objectContaining({ typeId: 'tb-test', anyOf: ['quantiferon'], maxAgeMonths: 12 }),
      ]),
    );
    await signIn('agency@demo.test');
    await expect(getEmployer('mine')).resolves.toMatchObject({
      id: DEMO_AGENCY_ID,
      facilities: [],
    });
  });

  it.each<[string, string, number | 'all' | 'linked', string]>([
    ['admin@demo.test', ORG, 'all', ''],
    ['admin@demo.test', '999', 404, ''],
    ['organization@demo.test', 'mine', 'all', ''],
    [
      'organization@demo.test',
      String(DEMO_AGENCY_ID),
      403,
      'You can only see your own organization',
    ],
    ['agency@demo.test', ORG, 403, ''],
    ['recruiter@demo.test', ORG, 'linked', ''],
    ['recruiter@demo.test', '999', 404, ''],
    ['professional@demo.test', ORG, 403, "Your role cannot see an employer's roster"],
    ['user@demo.test', 'mine', 403, "Your role cannot see an employer's roster"],
  ])('%s reads the roster of %s: %s', async (email, id, outcome, message) => {
    await signIn(email);
    if (typeof outcome === 'number') {
      const error = await failure(listEmployerRoster(id));
      expect(error.status).toBe(outcome);
      if (message) expect(error.message).toBe(message);
      return;
    }
    const entries = await roster(id);
    const ongoing = getDb().engagements.filter(
      (e) => e.employerId === DEMO_ORGANIZATION_ID && e.stage !== 'ended',
    );
    const me = userId(email);
    const expected = ongoing.filter(
      (e) =>
        outcome === 'all' ||
        getDb()
          .professionals.find((p) => p.id === e.professionalId)!
          .links.includes(me),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(entries.map((r) => r.engagementId).sort()).toEqual(expected.map((e) => e.id).sort());
  });

  it('an organization reads a professional engaged with it, until the engagement ends', async () => {
    await signIn('organization@demo.test');
    const org = userId('organization@demo.test');
    const stranger = getDb().professionals.find((p) => !p.links.includes(org) && p.userId !== org)!;
    expect(await failure(getProfessional(String(stranger.id)))).toMatchObject({ status: 403 });
    const engagement = {
      id: `e-${DEMO_ORGANIZATION_ID}-${stranger.id}`,
      professionalId: stranger.id,
      employerId: DEMO_ORGANIZATION_ID,
      facilityId: 'f-3-2',
      stage: 'onboarding' as const,
      createdAt: '2026-11-01T10:00:00Z',
    };
    getDb().engagements.push(engagement);
    await expect(getProfessional(String(stranger.id))).resolves.toMatchObject({ id: stranger.id });
    engagement.stage = 'ended' as never;
    expect(await failure(getProfessional(String(stranger.id)))).toMatchObject({ status: 403 });
  });

  it('answers in Spanish when asked', async () => {
    await signIn('recruiter@demo.test');
    const error = await failure(listEmployers(undefined, { headers: { 'accept-language': 'es' } }));
    expect(error.message).toBe('Solo los administradores pueden ver la lista de empleadores');
  });
});
