/**
 * The demo's employers as written, and how they are written: the six staffing agencies here, the
 * ten organizations in seed-organizations.ts, each with what it asks on top of the platform
 * (docs/decisions/024). Every name, NPI, address and number is invented: NPIs carry a valid check
 * digit (compliance/npi.ts), emails are under .example.com and phones in the 555-01xx range.
 * seed-employers.ts gives them their members and engagements.
 */
import type {
  EmployerKind,
  EmployerRequirement,
  Facility,
  FacilityType,
  RequirementScope,
  RequirementSet,
} from '../generated/product/model';
import type { CredentialTypeId } from './compliance/catalog';
import { npiCheckDigit } from './compliance/npi';
import type { EmployerRecord } from './db';

/** The demo organization (organization@demo.test acts for it), the demo agency, and the one nobody works for yet. */
export const DEMO_ORGANIZATION_ID = 3;
export const DEMO_AGENCY_ID = 12;
export const UNSTAFFED_EMPLOYER_ID = 10;

export type Written = Omit<
  EmployerRecord,
  'facilities' | 'requirementSets' | 'setsMade' | 'memberUserIds' | 'revision'
> & {
  facilities: Array<Omit<Facility, 'id'>>;
  requirementSets: Array<{
    name: string;
    scope: RequirementScope;
    requirements: EmployerRequirement[];
  }>;
};

export const npi = (nine: string) => `${nine}${npiCheckDigit(nine)}`;

/** One ask; blocking unless said otherwise. */
export function ask(
  typeId: CredentialTypeId,
  more: Partial<Omit<EmployerRequirement, 'typeId'>> = {},
): EmployerRequirement {
  return { typeId, anyOf: [], blocking: true, ...more };
}

export const place = (name: string, type: FacilityType, city: string, state: string) => ({
  name,
  type,
  city,
  state,
});

export const organization = (id: number, rest: Omit<Written, 'id' | 'kind'>): Written => ({
  id,
  kind: 'organization' satisfies EmployerKind,
  ...rest,
});
export const agency = (id: number, rest: Omit<Written, 'id' | 'kind' | 'facilities'>): Written => ({
  id,
  kind: 'agency' satisfies EmployerKind,
  facilities: [],
  ...rest,
});

export const TB_WITHIN_12 = ask('tb-test', { anyOf: ['quantiferon'], maxAgeMonths: 12 });
export const FLU_ADVISORY = ask('influenza', {
  blocking: false,
  note: 'Flu vaccine from October to March; employee health accepts a signed declination.',
});

export const AGENCIES: Written[] = [
  agency(11, {
    name: 'Pacific Tern Staffing',
    legalName: 'Pacific Tern Staffing Services, Inc.',
    city: 'Oceanside',
    state: 'CA',
    email: 'compliance@pacific-tern.example.com',
    phone: '+17605550115',
    requirementSets: [{ name: 'Every placement', scope: {}, requirements: [TB_WITHIN_12] }],
    createdAt: '2025-01-20T10:30:00Z',
  }),
  agency(DEMO_AGENCY_ID, {
    name: 'Silver Sage Travel Nursing',
    legalName: 'Silver Sage Travel Nursing, LLC',
    city: 'Reno',
    state: 'NV',
    email: 'compliance@silver-sage.example.com',
    phone: '+17755550120',
    requirementSets: [
      {
        name: 'Every placement',
        scope: {},
        requirements: [
          ask('resume', { note: 'Clients read it before they confirm a booking.' }),
          TB_WITHIN_12,
        ],
      },
      {
        name: 'Travel nurses',
        scope: { discipline: 'rn' },
        requirements: [
          ask('acls', {
            blocking: false,
            note: 'Most of our ICU clients ask for ACLS; holding one opens more assignments.',
          }),
        ],
      },
    ],
    createdAt: '2025-02-03T09:00:00Z',
  }),
  agency(13, {
    name: 'Great Lakes Heron Staffing',
    legalName: 'Great Lakes Heron Staffing Co.',
    city: 'Grand Rapids',
    state: 'MI',
    email: 'compliance@great-lakes-heron.example.com',
    phone: '+16165550137',
    requirementSets: [],
    createdAt: '2025-05-27T14:45:00Z',
  }),
  agency(14, {
    name: 'Dogwood Therapy Partners',
    legalName: 'Dogwood Therapy Partners, LLC',
    city: 'Macon',
    state: 'GA',
    email: 'therapists@dogwood-therapy.example.com',
    phone: '+14785550149',
    requirementSets: [
      { name: 'Therapists', scope: { discipline: 'pt' }, requirements: [ask('resume')] },
    ],
    createdAt: '2025-07-08T10:20:00Z',
  }),
  agency(15, {
    name: 'Buckeye Lantern Per Diem',
    legalName: 'Buckeye Lantern Per Diem Nursing, Inc.',
    city: 'Dayton',
    state: 'OH',
    email: 'shifts@buckeye-lantern.example.com',
    phone: '+19375550158',
    requirementSets: [{ name: 'Every shift', scope: {}, requirements: [FLU_ADVISORY] }],
    createdAt: '2025-10-02T16:05:00Z',
  }),
  agency(16, {
    name: 'Turquoise Trail Medical Staffing',
    legalName: 'Turquoise Trail Medical Staffing, LLC',
    city: 'Las Cruces',
    state: 'NM',
    email: 'compliance@turquoise-trail.example.com',
    phone: '+15755550169',
    requirementSets: [],
    createdAt: '2026-01-12T11:35:00Z',
  }),
];

/**
 * Employers as written, their ids filled in: facilities f-<id>-<n>, sets rs-<id>-<n>, each set at
 * its first revision.
 */
export function withIds(written: readonly Written[]): EmployerRecord[] {
  return written.map((e) => ({
    ...e,
    facilities: e.facilities.map((f, i): Facility => ({ id: `f-${e.id}-${i + 1}`, ...f })),
    requirementSets: e.requirementSets.map((set, i): RequirementSet => ({
      id: `rs-${e.id}-${i + 1}`,
      ...structuredClone(set),
      revision: 1,
    })),
    setsMade: e.requirementSets.length,
    memberUserIds: [],
    revision: 0,
  }));
}
