/**
 * What the platform asks of every professional of a discipline before any employer adds its own
 * (the employers' requirement sets come later and inherit these). Blocking requirements gate work;
 * advisory ones are shown and counted but hold no one back (docs/decisions/018).
 */
import type { Discipline } from '../../generated/product/model';
import type { CredentialTypeId } from './catalog';
import { CREDENTIAL_TYPE_IDS } from './catalog';
import type { Requirement } from './types';

/** The license each discipline practises under. */
export const LICENSE_OF: Readonly<Record<Discipline, CredentialTypeId>> = {
  rn: 'rn-license',
  'lpn-lvn': 'lpn-lvn-license',
  aprn: 'aprn-license',
  pt: 'pt-license',
  ot: 'ot-license',
  rt: 'rt-license',
};

/** Health, screening and life support that every clinician at a bedside needs (CDC/Joint Commission style). */
const EVERYONE_BLOCKING: readonly CredentialTypeId[] = [
  'bls',
  'tb-test',
  'physical',
  'mmr',
  'varicella',
  'hepatitis-b',
  'tdap',
  'drug-screen',
  'background-check',
  'oig-exclusion-check',
];

/** Seasonal, or useful to a recruiter, but not a reason to keep someone from a shift. */
const EVERYONE_ADVISORY: readonly CredentialTypeId[] = ['influenza', 'resume'];

/** What each discipline adds: an APRN bills under an NPI and runs codes (ACLS); an RN is asked for both. */
const DISCIPLINE_EXTRAS: Readonly<
  Record<Discipline, { blocking: CredentialTypeId[]; advisory: CredentialTypeId[] }>
> = {
  rn: { blocking: [], advisory: ['acls', 'npi'] },
  'lpn-lvn': { blocking: [], advisory: ['npi'] },
  aprn: { blocking: ['rn-license', 'acls', 'npi'], advisory: ['pals'] },
  pt: { blocking: ['npi'], advisory: [] },
  ot: { blocking: ['npi'], advisory: [] },
  rt: { blocking: [], advisory: ['acls', 'pals', 'npi'] },
};

const catalogOrder = (id: CredentialTypeId) => CREDENTIAL_TYPE_IDS.indexOf(id);

/** The platform's requirements for a discipline, in the catalog's order of types. */
export function requirementsFor(discipline: Discipline): readonly Requirement[] {
  const extras = DISCIPLINE_EXTRAS[discipline];
  const blocking = new Set([LICENSE_OF[discipline], ...EVERYONE_BLOCKING, ...extras.blocking]);
  const advisory = [...EVERYONE_ADVISORY, ...extras.advisory].filter((id) => !blocking.has(id));
  return [
    ...[...blocking].map((typeId) => ({ typeId, blocking: true })),
    ...advisory.map((typeId) => ({ typeId, blocking: false })),
  ].sort((a, b) => catalogOrder(a.typeId) - catalogOrder(b.typeId));
}
