/**
 * The demo's employers, who acts for each and who is engaged where (docs/decisions/024).
 * Deterministic, like the rest of the seed: every professional linked to the organization account
 * is engaged at the demo organization (over its facilities), every one linked to the agency
 * account at the demo agency, and the others are spread over the remaining employers, except one
 * that nobody works for yet. The demo professional works at the demo organization and is
 * onboarding with the demo agency. Dates count from the day the data is made.
 */
import type { EngagementStage } from '../generated/product/model';
import { addDays } from './compliance/civil-date';
import type { EmployerRecord, EngagementRecord, ProfessionalRecord, UserRecord } from './db';
import {
  AGENCIES,
  DEMO_AGENCY_ID,
  DEMO_ORGANIZATION_ID,
  UNSTAFFED_EMPLOYER_ID,
  withIds,
} from './seed-employer-data';
import { ORGANIZATIONS } from './seed-organizations';

export { DEMO_AGENCY_ID, DEMO_ORGANIZATION_ID, UNSTAFFED_EMPLOYER_ID };

/** Mostly working or on the way, a few applicants and a few who have left. */
const STAGES: readonly EngagementStage[] = [
  'active',
  'onboarding',
  'cleared',
  'active',
  'active',
  'onboarding',
  'applied',
  'cleared',
  'active',
  'ended',
];

/** When it starts (or started): past while working or ended, ahead when cleared or onboarding. */
function startOf(stage: EngagementStage, k: number, today: string): string | undefined {
  switch (stage) {
    case 'active':
      return addDays(today, -(20 + ((k * 37) % 500)));
    case 'cleared':
      return addDays(today, 5 + ((k * 11) % 40));
    case 'onboarding':
      return k % 3 === 0 ? undefined : addDays(today, 14 + ((k * 13) % 60));
    case 'applied':
      return undefined;
    case 'ended':
      return addDays(today, -(300 + ((k * 29) % 400)));
  }
}

/** The accounts the seed made: the organization and agency demo accounts act for the demo employers. */
export interface EmployerStaff {
  agency: number;
  organization: number;
  demoProfessionalId: number;
}

export function seedEmployers(
  users: readonly UserRecord[],
  professionals: readonly ProfessionalRecord[],
  staff: EmployerStaff,
  today: string,
): { employers: EmployerRecord[]; engagements: EngagementRecord[] } {
  const employers = withIds([...ORGANIZATIONS, ...AGENCIES]).sort((a, b) => a.id - b.id);
  const byId = new Map(employers.map((e) => [e.id, e]));
  const organization = byId.get(DEMO_ORGANIZATION_ID)!;
  const agency = byId.get(DEMO_AGENCY_ID)!;
  organization.memberUserIds.push(staff.organization);
  agency.memberUserIds.push(staff.agency);
  // The other organization and agency users act for the other employers, in turn.
  const others = employers.filter((e) => e !== organization && e !== agency);
  for (const kind of ['organization', 'agency'] as const) {
    const ofKind = others.filter((e) => e.kind === kind);
    users
      .filter((u) => u.defaultRole === kind && u.id !== staff[kind])
      .forEach((u, i) => ofKind[i % ofKind.length]!.memberUserIds.push(u.id));
  }

  const engagements: EngagementRecord[] = [];
  const counters = new Map<number, number>();
  const engage = (
    employer: EmployerRecord,
    professional: ProfessionalRecord,
    facilityId?: string,
    fixed?: EngagementStage,
  ) => {
    const id = `e-${employer.id}-${professional.id}`;
    if (engagements.some((e) => e.id === id)) return;
    const k = counters.get(employer.id) ?? 0;
    counters.set(employer.id, k + 1);
    const stage = fixed ?? STAGES[k % STAGES.length]!;
    const startOn = startOf(stage, k, today);
    const before = startOn !== undefined && startOn < today ? startOn : today;
    engagements.push({
      id,
      professionalId: professional.id,
      employerId: employer.id,
      ...(facilityId ? { facilityId } : {}),
      stage,
      ...(startOn ? { startOn } : {}),
      createdAt: `${addDays(before, -(10 + ((k * 7) % 90)))}T15:30:00Z`,
    });
  };
  const elsewhere = others.filter((e) => e.id !== UNSTAFFED_EMPLOYER_ID);
  const agencies = elsewhere.filter((e) => e.kind === 'agency');
  let spread = 0;
  professionals.forEach((professional, i) => {
    if (professional.id === staff.demoProfessionalId) {
      engage(organization, professional, organization.facilities[0]!.id, 'active');
      engage(agency, professional, undefined, 'onboarding');
      return;
    }
    const atOrganization = professional.links.includes(staff.organization);
    const atAgency = professional.links.includes(staff.agency);
    if (atOrganization) {
      const facilities = organization.facilities;
      engage(organization, professional, facilities[i % facilities.length]!.id);
    }
    if (atAgency) engage(agency, professional);
    if (!atOrganization && !atAgency) {
      const employer = elsewhere[spread % elsewhere.length]!;
      const facility = employer.facilities[Math.floor(spread / elsewhere.length) % 4];
      engage(employer, professional, (facility ?? employer.facilities[0])?.id);
      spread += 1;
    }
    // Some pick up per diem shifts through an agency as well.
    if (i % 9 === 4) engage(agencies[i % agencies.length]!, professional);
  });
  return { employers, engagements };
}
