/**
 * The demo professional (professional@demo.test, README): a nurse in Nevada with a second license
 * in Arizona, holding one credential in each status, so that every sentence of the wallet can be
 * seen by signing in once. Dates count from the day the demo data is made.
 */
import type { AuditEvent } from '../generated/product/model';
import type { CredentialRecord, ProfessionalRecord, UserRecord } from './db';
import type { CredentialTypeId } from './compliance/catalog';
import { addDays, addMonths } from './compliance/civil-date';

export const DEMO_PROFESSIONAL_NPI = '1234567893';

export function demoProfessional(
  user: UserRecord,
  links: number[],
  today: string,
): ProfessionalRecord {
  const id = user.professional?.id ?? 1001;
  const addedAt = user.createdAt;
  const checkedAt = (daysAgo: number) => `${addDays(today, -daysAgo)}T17:42:00Z`;
  const held = (
    n: number,
    typeId: CredentialTypeId,
    rest: Omit<CredentialRecord, 'id' | 'typeId' | 'addedAt' | 'reviewState'> &
      Partial<Pick<CredentialRecord, 'reviewState' | 'addedAt'>>,
  ): CredentialRecord => ({
    id: `c-${id}-${String(n).padStart(2, '0')}`,
    typeId,
    reviewState: 'approved',
    addedAt,
    ...rest,
  });
  const board = (outcome: 'active' | 'probation', sourceText: string, daysAgo: number) => ({
    outcome,
    source: 'license-board' as const,
    sourceText,
    checkedAt: checkedAt(daysAgo),
  });
  const credentials: CredentialRecord[] = [
    held(15, 'rn-license', {
      number: 'RN-884120',
      state: 'NV',
      issuedOn: addDays(today, -1100),
      expiresOn: addDays(today, -370),
      replacedBy: `c-${id}-01`,
      verification: board('active', 'ACTIVE - CLEAR', 400),
    }),
    held(1, 'rn-license', {
      number: 'RN-884120',
      state: 'NV',
      issuedOn: addDays(today, -369),
      expiresOn: addDays(today, 361),
      verification: board('active', 'ACTIVE - CLEAR', 6),
    }),
    held(2, 'rn-license', {
      number: 'RN-552071',
      state: 'AZ',
      issuedOn: addDays(today, -500),
      expiresOn: addDays(today, 230),
      verification: board('probation', 'ACTIVE - PROBATION (BOARD ORDER)', 6),
    }),
    held(3, 'bls', {
      issuer: 'American Heart Association',
      number: 'AHA7X2K91Q',
      issuedOn: addMonths(addDays(today, -12), -24),
      expiresOn: addDays(today, -12),
    }),
    held(4, 'acls', {
      issuer: 'American Heart Association',
      number: 'AHA4M8C20L',
      issuedOn: addMonths(addDays(today, 20), -24),
      expiresOn: addDays(today, 20),
    }),
    held(5, 'quantiferon', { issuer: 'Lakeview Clinical Labs', issuedOn: addDays(today, -150) }),
    held(6, 'physical', {
      issuer: 'Desert Bloom Occupational Health',
      issuedOn: addDays(today, -3),
      reviewState: 'pending',
      addedAt: `${addDays(today, -2)}T16:20:00Z`,
    }),
    held(7, 'mmr', { issuer: 'Riverside Employee Health', issuedOn: '2019-04-11' }),
    held(8, 'varicella', { issuer: 'Riverside Employee Health', issuedOn: '2019-04-11' }),
    held(9, 'tdap', {
      issuer: 'Northgate Urgent Care',
      issuedOn: addDays(today, -800),
      reviewState: 'rejected',
      rejectionReason: 'The vaccination date is not legible.',
    }),
    held(10, 'drug-screen', { issuer: 'Cedar Screening Services', issuedOn: addDays(today, -95) }),
    held(11, 'background-check', {
      issuer: 'Summit Background Partners',
      issuedOn: addDays(today, -95),
    }),
    held(12, 'oig-exclusion-check', {
      issuedOn: addDays(today, -9),
      verification: {
        outcome: 'clear',
        source: 'exclusion-list',
        sourceText: 'No match in the LEIE',
        checkedAt: checkedAt(9),
      },
    }),
    held(13, 'npi', {
      number: DEMO_PROFESSIONAL_NPI,
      verification: {
        outcome: 'active',
        source: 'npi-registry',
        sourceText: 'Status A (active)',
        checkedAt: checkedAt(30),
      },
    }),
    held(14, 'resume', {}),
  ];
  return {
    id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    discipline: 'rn',
    specialties: ['icu', 'emergency'],
    npi: DEMO_PROFESSIONAL_NPI,
    homeState: 'NV',
    states: ['NV', 'AZ'],
    timeZone: 'America/Los_Angeles',
    userId: user.id,
    createdAt: user.createdAt,
    credentials,
    waivers: [
      {
        typeId: 'hepatitis-b',
        reason: 'Titer ordered; result expected within 30 days.',
        endsOn: addDays(today, 45),
      },
    ],
    links,
    revision: 0,
  };
}

/** What the demo professional's record went through before the demo starts, oldest first. */
export function seedAuditEvents(users: readonly UserRecord[], today: string): AuditEvent[] {
  const pablo = users.find(
    (u) => u.professional?.id !== undefined && u.email === 'professional@demo.test',
  );
  const rita = users.find((u) => u.email === 'recruiter@demo.test');
  if (!pablo || !rita) return [];
  const id = pablo.professional!.id;
  const actor = {
    userId: rita.id,
    name: `${rita.firstName} ${rita.lastName}`,
    role: 'recruiter' as const,
  };
  return [
    {
      id: 'ev-000001',
      at: `${addDays(today, -6)}T18:05:00Z`,
      professionalId: id,
      actor,
      action: 'credential.approved',
      credentialId: `c-${id}-01`,
      typeId: 'rn-license',
      before: 'pending',
      after: 'approved',
    },
    {
      id: 'ev-000002',
      at: `${addDays(today, -4)}T15:31:00Z`,
      professionalId: id,
      actor,
      action: 'credential.rejected',
      credentialId: `c-${id}-09`,
      typeId: 'tdap',
      before: 'pending',
      after: 'rejected',
      reason: 'The vaccination date is not legible.',
    },
  ];
}
