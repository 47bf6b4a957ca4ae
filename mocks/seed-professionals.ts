/**
 * The demo's professionals: one for every product user whose role is professional, and more that
 * staff added before they signed up, about 200 in all, in every status. The demo professional
 * (professional@demo.test) holds one credential in each status (README, "Demo accounts").
 */
import type { Faker } from '@faker-js/faker';
import type { Discipline, Specialty } from '../generated/product/model';
import type { CredentialRecord, ProfessionalRecord, UserRecord } from './db';
import type { CredentialTypeId } from './compliance/catalog';
import { addDays } from './compliance/civil-date';
import { npiCheckDigit } from './compliance/npi';
import { LICENSE_OF, requirementsFor } from './compliance/requirements';
import type { Waiver } from './compliance/types';
import type { Making, Problem } from './seed-credentials';
import { canHave, goodCredential, withProblem } from './seed-credentials';
import { demoProfessional } from './seed-demo-professional';

/** Professionals added by staff who have not signed up (no user, no account). */
export const SEEDED_PROFESSIONALS_WITHOUT_ACCOUNT = 66;

/** The main time zone of each state the demo seeds professionals in. */
export const ZONE_OF: Readonly<Record<string, string>> = {
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  NM: 'America/Denver',
  TX: 'America/Chicago',
  IL: 'America/Chicago',
  FL: 'America/New_York',
  GA: 'America/New_York',
  NC: 'America/New_York',
  NY: 'America/New_York',
  PA: 'America/New_York',
  OH: 'America/New_York',
  MI: 'America/New_York',
};
const STATES = Object.keys(ZONE_OF);

const DISCIPLINES: Array<{ weight: number; value: Discipline }> = [
  { weight: 50, value: 'rn' },
  { weight: 15, value: 'lpn-lvn' },
  { weight: 8, value: 'aprn' },
  { weight: 10, value: 'pt' },
  { weight: 7, value: 'ot' },
  { weight: 10, value: 'rt' },
];

const SPECIALTIES: Readonly<Record<Discipline, Specialty[]>> = {
  rn: [
    'icu',
    'emergency',
    'med-surg',
    'telemetry',
    'labor-delivery',
    'pediatrics',
    'operating-room',
    'oncology',
  ],
  'lpn-lvn': ['long-term-care', 'med-surg', 'home-health', 'rehabilitation'],
  aprn: ['emergency', 'pediatrics', 'oncology', 'icu'],
  pt: ['rehabilitation', 'home-health', 'long-term-care'],
  ot: ['rehabilitation', 'pediatrics', 'home-health'],
  rt: ['pulmonary', 'icu', 'emergency'],
};

/** The overall picture each professional is made to have: the worst problem of their record. */
const PROFILES: Array<{ weight: number; value: Problem | 'clean' }> = [
  { weight: 33, value: 'clean' },
  { weight: 12, value: 'expiring' },
  { weight: 7, value: 'pending' },
  { weight: 5, value: 'unverified' },
  { weight: 10, value: 'missing' },
  { weight: 12, value: 'expired' },
  { weight: 7, value: 'rejected' },
  { weight: 5, value: 'waived' },
  { weight: 2, value: 'suspended' },
  { weight: 2, value: 'probation' },
  { weight: 1, value: 'revoked' },
  { weight: 2, value: 'license-not-found' },
  { weight: 2, value: 'exclusion-match' },
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

function syntheticNpi(f: Faker): string {
  const nine = `${f.helpers.arrayElement(['1', '2'])}${f.string.numeric(8)}`;
  return `${nine}${npiCheckDigit(nine)}`;
}

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email?: string;
  userId?: number;
  createdAt: string;
}

/** The credentials and waivers of one professional with the given profile. */
function recordOf(f: Faker, today: string, person: Person, links: number[]): ProfessionalRecord {
  const discipline = f.helpers.weightedArrayElement(DISCIPLINES);
  const homeState = f.helpers.arrayElement(STATES);
  const others = f.helpers.arrayElements(
    STATES.filter((s) => s !== homeState),
    { min: 0, max: 2 },
  );
  const npi =
    discipline === 'rn' || discipline === 'lpn-lvn'
      ? f.datatype.boolean(0.7)
        ? syntheticNpi(f)
        : undefined
      : syntheticNpi(f);
  let n = 0;
  const making: Making = {
    f,
    today,
    addedAt: person.createdAt,
    holder: { id: person.id, homeState, npi },
    nextId: () => `c-${person.id}-${String((n += 1)).padStart(2, '0')}`,
  };
  const requirements = requirementsFor(discipline);
  const profile = f.helpers.weightedArrayElement(PROFILES);
  const blockingTypes = requirements.filter((r) => r.blocking).map((r) => r.typeId);
  const chosen: Partial<Record<CredentialTypeId, Problem>> = {};
  if (profile !== 'clean') {
    const candidates = blockingTypes.filter((typeId) => canHave(typeId, profile));
    if (candidates.length > 0) chosen[f.helpers.arrayElement(candidates)] = profile;
  }
  // Advisory gaps and renewals on file, which never change the overall status.
  for (const { typeId, blocking } of requirements) {
    if (chosen[typeId]) continue;
    if (!blocking && f.datatype.boolean(0.3)) chosen[typeId] = 'missing';
    else if (
      blocking &&
      typeId !== LICENSE_OF[discipline] &&
      canHave(typeId, 'renewed') &&
      f.datatype.boolean(0.08)
    )
      chosen[typeId] = 'renewed';
  }
  const credentials: CredentialRecord[] = [];
  const waivers: Waiver[] = [];
  for (const { typeId } of requirements) {
    const problem = chosen[typeId];
    if (!problem) {
      if (typeId === 'npi' && !npi) continue;
      credentials.push(goodCredential(making, typeId));
      continue;
    }
    const made = withProblem(making, typeId, problem);
    credentials.push(...made.credentials);
    if (made.waiver) waivers.push(made.waiver);
  }
  // A second state's license for the nurses who travel.
  for (const state of others) {
    const license = goodCredential(making, LICENSE_OF[discipline]);
    credentials.push({ ...license, state });
  }
  return {
    ...person,
    discipline,
    specialties: f.helpers.arrayElements(SPECIALTIES[discipline], { min: 1, max: 2 }),
    ...(npi ? { npi } : {}),
    homeState,
    states: [homeState, ...others],
    timeZone: ZONE_OF[homeState]!,
    credentials,
    waivers,
    links,
    revision: 0,
  };
}

/** The staff accounts that see linked professionals: recruiter, agency, organization (seed.ts). */
export interface LinkedStaff {
  recruiter: number;
  agency: number;
  organization: number;
}

function linksOf(index: number, staff: LinkedStaff): number[] {
  return [
    ...(index % 3 === 0 ? [staff.recruiter] : []),
    ...(index % 4 === 1 ? [staff.agency] : []),
    ...(index % 5 === 2 ? [staff.organization] : []),
  ];
}

/**
 * Every professional of the demo. `today` is the UTC civil day the data is made on: the
 * credentials' dates are counted from it.
 */
export function seedProfessionals(
  fakers: { en: Faker; es: Faker },
  users: readonly UserRecord[],
  staff: LinkedStaff,
  today: string,
): ProfessionalRecord[] {
  const people: Person[] = users
    .filter((u) => u.defaultRole === 'professional' && u.professional && u.professional.id !== 1001)
    .map((u) => ({
      id: u.professional!.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      userId: u.id,
      createdAt: u.createdAt,
    }));
  for (let k = 0; k < SEEDED_PROFESSIONALS_WITHOUT_ACCOUNT; k += 1) {
    const f = k % 5 < 2 ? fakers.es : fakers.en;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const id = 3001 + k;
    people.push({
      id,
      firstName,
      lastName,
      ...(k % 3 === 0 ? {} : { email: `${ascii(firstName)}.${ascii(lastName)}.${id}@example.com` }),
      createdAt: `${addDays(today, -f.number.int({ min: 1, max: 400 }))}T15:00:00Z`,
    });
  }
  // A third are made in Spanish, and read their messages in Spanish.
  const made = people.map((person, index) =>
    index % 3 === 0
      ? { ...recordOf(fakers.es, today, person, linksOf(index, staff)), language: 'es' as const }
      : recordOf(fakers.en, today, person, linksOf(index, staff)),
  );
  const pablo = users.find((u) => u.professional?.id === 1001);
  return [
    ...(pablo
      ? [demoProfessional(pablo, [staff.recruiter, staff.agency, staff.organization], today)]
      : []),
    ...made,
  ];
}
