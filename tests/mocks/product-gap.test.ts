/** @jest-environment node */
/**
 * The gap before applying, and applying (decision 025): each requirement's status is the engine's
 * for that placement, with the employer's notes and what lapses before the start day; `met` counts
 * what holds on the start day; who may compare whom; an application is an engagement the roster
 * shows at once, one at a time.
 */
import {
  applyToEmployer,
  createRequirementSet,
  getEmployerGap,
  listEmployerRoster,
  listProfessionalEngagements,
} from '@generated/product/endpoints/employers/employers';
import { getEmployerGapResponse } from '@generated/product/zod/employers/employers.zod';
import { standingAt } from '@mocks/compliance/employer-standing';
import { gapOf } from '@mocks/product/gap';
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

const PABLO = 1001;
const ORG = String(DEMO_ORGANIZATION_ID);
const UNSTAFFED = String(UNSTAFFED_EMPLOYER_ID);
const record = () => getDb().professionals.find((p) => p.id === PABLO)!;
const employer = (id: number) => getDb().employers.find((e) => e.id === id)!;

describe('the gap a professional sees', () => {
  beforeEach(() => signIn('professional@demo.test'));

  it('gives each requirement the engine’s verdict for the placement, and counts what is met', async () => {
    const gap = await getEmployerGap(ORG, { facilityId: 'f-3-1' });
    expect(getEmployerGapResponse.safeParse(gap).error?.issues ?? []).toEqual([]);
    const standing = standingAt(record(), employer(DEMO_ORGANIZATION_ID), 'f-3-1', new Date(T0));
    expect(gap.requirements.map((r) => [r.typeId, r.status, r.reason])).toEqual(
      standing.results.map((r, i) => [standing.requirements[i]!.typeId, r.status, r.reason]),
    );
    expect(gap).toMatchObject({
      professionalId: PABLO,
      employerId: DEMO_ORGANIZATION_ID,
      overall: standing.overall,
      cleared: standing.cleared,
      total: standing.requirements.length,
    });
    const valid = gap.requirements.filter((r) =>
      ['compliant', 'expiring', 'waived'].includes(r.status),
    );
    expect(gap.met).toBe(valid.length);
    expect(gap.met).toBeLessThan(gap.total);
    expect(gap.requirements.every((r) => !r.lapsesBeforeStart)).toBe(true);
    // Pablo works there already: the engagement comes with the gap.
    expect(gap.engagement).toMatchObject({ id: 'e-3-1001', stage: 'active' });
  });

  it('counts what is valid today but lapses before the start day as not met', async () => {
    const today = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1' });
    const expiring = today.requirements.find((r) => r.status === 'expiring')!;
    expect(expiring.dueOn).toBeDefined();
    const dayAfter = new Date(Date.parse(`${expiring.dueOn}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const later = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1', startOn: dayAfter });
    const same = later.requirements.find((r) => r.typeId === expiring.typeId)!;
    expect(same).toMatchObject({ status: 'expiring', lapsesBeforeStart: true });
    expect(later.met).toBeLessThan(today.met);
    const onTheDay = await getEmployerGap(UNSTAFFED, {
      facilityId: 'f-10-1',
      startOn: expiring.dueOn!,
    });
    expect(onTheDay.requirements.find((r) => r.typeId === expiring.typeId)?.lapsesBeforeStart).toBe(
      false,
    );
    expect(today.engagement).toBeUndefined();
    // A check the platform reruns itself (the monthly exclusion check) never lapses on them.
    const far = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1', startOn: '2028-11-01' });
    expect(far.requirements.find((r) => r.typeId === 'oig-exclusion-check')).toMatchObject({
      status: 'compliant',
      lapsesBeforeStart: false,
    });
    expect(far.requirements.find((r) => r.status === 'waived')?.lapsesBeforeStart).toBe(true);
  });

  it('shows a requirement an employer adds at once, with its note, any-of and age limit', async () => {
    await signIn('admin@demo.test');
    await createRequirementSet(UNSTAFFED, {
      name: 'Everyone',
      scope: {},
      requirements: [
        {
          typeId: 'pals',
          anyOf: ['acls'],
          blocking: true,
          maxAgeMonths: 24,
          note: 'Our pediatric wing asks for PALS.',
        },
      ],
    });
    await signIn('professional@demo.test');
    const gap = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1' });
    expect(gap.requirements.find((r) => r.typeId === 'pals')).toMatchObject({
      blocking: true,
      anyOf: ['acls'],
      maxAgeMonths: 24,
      notes: ['Our pediatric wing asks for PALS.'],
    });
  });

  it('judges “within N days of the start” against the start day asked about, the strictest set winning', async () => {
    await signIn('admin@demo.test');
    for (const [name, days] of [
      ['Screens before the start', 30],
      ['ICU screens', 14],
    ] as const)
      await createRequirementSet(UNSTAFFED, {
        name,
        scope: {},
        requirements: [
          { typeId: 'drug-screen', anyOf: [], blocking: true, withinDaysOfStart: days },
        ],
      });
    await signIn('professional@demo.test');
    // Pablo's drug screen was done 95 days ago: valid today, too old for a start in ten days.
    const screened = record().credentials.find((c) => c.typeId === 'drug-screen')!.issuedOn!;
    const unasked = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1' });
    const screen = unasked.requirements.find((r) => r.typeId === 'drug-screen')!;
    expect(screen).toMatchObject({ status: 'compliant', withinDaysOfStart: 14 });
    expect(screen.tooEarlyForStart).toBeUndefined();

    const soon = await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1', startOn: '2026-12-02' });
    expect(getEmployerGapResponse.safeParse(soon).error?.issues ?? []).toEqual([]);
    expect(soon.requirements.find((r) => r.typeId === 'drug-screen')).toMatchObject({
      status: 'compliant',
      tooEarlyForStart: true,
    });
    expect(soon.met).toBe(unasked.met - 1);
    // A start 14 days after the screen: in the window.
    const day = new Date(Date.parse(`${screened}T00:00:00Z`) + 14 * 86_400_000);
    const inWindow = await getEmployerGap(UNSTAFFED, {
      facilityId: 'f-10-1',
      startOn: day.toISOString().slice(0, 10),
    });
    expect(inWindow.requirements.find((r) => r.typeId === 'drug-screen')?.tooEarlyForStart).toBe(
      false,
    );
  });

  it('refuses another professional’s gap, and a facility that is not the employer’s', async () => {
    const other = getDb().professionals.find((p) => p.id !== PABLO)!;
    const refused = await failure(getEmployerGap(ORG, { professionalId: other.id }));
    expect(refused.status).toBe(403);
    const wrong = await failure(getEmployerGap(ORG, { facilityId: 'f-10-1' }));
    expect(wrong.status).toBe(422);
  });
});

describe('staff comparing a professional', () => {
  it('lets an administrator name anyone, and asks them to name someone', async () => {
    await signIn('admin@demo.test');
    expect((await failure(getEmployerGap(ORG))).status).toBe(400);
    await expect(getEmployerGap(ORG, { professionalId: PABLO })).resolves.toMatchObject({
      professionalId: PABLO,
    });
  });

  it('lets an organization compare the people engaged there, and no one else', async () => {
    await signIn('organization@demo.test');
    await expect(getEmployerGap(ORG, { professionalId: PABLO })).resolves.toMatchObject({
      professionalId: PABLO,
    });
    const db = getDb();
    const atOrg = new Set(
      db.engagements
        .filter((e) => e.employerId === DEMO_ORGANIZATION_ID)
        .map((e) => e.professionalId),
    );
    const members = employer(DEMO_ORGANIZATION_ID).memberUserIds;
    const stranger = db.professionals.find(
      (p) => !atOrg.has(p.id) && !p.links.some((id) => members.includes(id)),
    )!;
    expect((await failure(getEmployerGap(ORG, { professionalId: stranger.id }))).status).toBe(403);
  });
});

describe('applying', () => {
  it('makes an engagement the employer’s roster shows at once, and only one', async () => {
    await signIn('professional@demo.test');
    const applied = await applyToEmployer(UNSTAFFED, {
      facilityId: 'f-10-1',
      startOn: '2027-01-04',
    });
    expect(applied).toMatchObject({
      professionalId: PABLO,
      employerId: UNSTAFFED_EMPLOYER_ID,
      facilityId: 'f-10-1',
      stage: 'applied',
      startOn: '2027-01-04',
    });
    expect((await getEmployerGap(UNSTAFFED, { facilityId: 'f-10-1' })).engagement?.id).toBe(
      applied.id,
    );
    const again = await failure(applyToEmployer(UNSTAFFED, { facilityId: 'f-10-1' }));
    expect(again.status).toBe(409);
    await signIn('admin@demo.test');
    const roster = await listEmployerRoster(UNSTAFFED, {});
    expect(roster.items).toEqual([
      expect.objectContaining({ professionalId: PABLO, stage: 'applied', startOn: '2027-01-04' }),
    ]);
  });

  it('asks an organization’s facility and a start from today; an agency has none', async () => {
    await signIn('professional@demo.test');
    const noFacility = await failure(applyToEmployer(UNSTAFFED, {}));
    expect(noFacility.status).toBe(422);
    expect(noFacility.body).toMatchObject({ errors: [{ field: 'facilityId' }] });
    const past = await failure(
      applyToEmployer(UNSTAFFED, { facilityId: 'f-10-1', startOn: '2026-01-05' }),
    );
    expect(past.body).toMatchObject({ errors: [{ field: 'startOn' }] });
    const agency = getDb().employers.find((e) => e.kind === 'agency' && e.id !== DEMO_AGENCY_ID)!;
    await expect(applyToEmployer(String(agency.id), {})).resolves.toMatchObject({
      stage: 'applied',
    });
    expect(getDb().engagements.filter((e) => e.employerId === UNSTAFFED_EMPLOYER_ID)).toEqual([]);
  });

  it('is refused to everyone but professionals', async () => {
    await signIn('admin@demo.test');
    const before = getDb().engagements.length;
    const refused = await failure(applyToEmployer(UNSTAFFED, { facilityId: 'f-10-1' }));
    expect(refused.status).toBe(403);
    expect(getDb().engagements.length).toBe(before);
  });
});

describe('a professional’s engagements, each with their gap there', () => {
  it('lists every engagement to an administrator and the professional, soonest start first', async () => {
    await signIn('admin@demo.test');
    const { items } = await listProfessionalEngagements(String(PABLO));
    expect(items.map((item) => [item.gap.engagement?.id, item.employerName])).toEqual([
      ['e-3-1001', 'Saguaro Valley Health'],
      ['e-12-1001', employer(DEMO_AGENCY_ID).name],
    ]);
    const at3 = items[0]!;
    expect(at3.facilityName).toBe(employer(DEMO_ORGANIZATION_ID).facilities[0]!.name);
    expect(at3.gap).toEqual(
      gapOf(record(), employer(DEMO_ORGANIZATION_ID), 'f-3-1', '2026-11-02', new Date(T0)),
    );
    await signIn('professional@demo.test');
    expect((await listProfessionalEngagements('me')).items).toHaveLength(2);
  });

  it('shows an organization only the engagement at its own employer', async () => {
    await signIn('organization@demo.test');
    const { items } = await listProfessionalEngagements(String(PABLO));
    expect(items.map((item) => item.gap.employerId)).toEqual([DEMO_ORGANIZATION_ID]);
  });

  it('shows a requirement an employer adds as missing for those without it, at once', async () => {
    const db = getDb();
    const lacking = db.engagements
      .filter((e) => e.employerId === DEMO_ORGANIZATION_ID && e.stage !== 'ended')
      .map((e) => db.professionals.find((p) => p.id === e.professionalId)!)
      .find((p) => !p.credentials.some((c) => c.typeId === 'acls' || c.typeId === 'pals'))!;
    await signIn('admin@demo.test');
    await createRequirementSet(ORG, {
      name: 'ACLS for everyone',
      scope: {},
      requirements: [{ typeId: 'acls', anyOf: [], blocking: true }],
    });
    const { items } = await listProfessionalEngagements(String(lacking.id));
    const there = items.find((item) => item.gap.employerId === DEMO_ORGANIZATION_ID)!;
    expect(there.gap.requirements.find((r) => r.typeId === 'acls')).toMatchObject({
      status: 'missing',
      blocking: true,
    });
    expect(there.gap.cleared).toBe(false);
  });

  it('refuses another professional’s engagements', async () => {
    await signIn('professional@demo.test');
    const other = getDb().professionals.find((p) => p.id !== PABLO)!;
    expect((await failure(listProfessionalEngagements(String(other.id)))).status).toBe(403);
  });
});
