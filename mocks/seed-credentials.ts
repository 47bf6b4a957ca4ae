/**
 * Synthetic credentials for the demo's professionals: a good one of a type, then the problems a
 * credentialing team meets (a lapse, a rejection, a suspended license, an exclusion match…).
 * Dates are counted from the day the demo data is made, so a fresh demo shows the same statuses
 * whenever it is opened. Numbers, issuers and board texts are invented.
 */
import type { Faker } from '@faker-js/faker';
import type { CredentialRecord } from './db';
import type { CredentialTypeId } from './compliance/catalog';
import { credentialType } from './compliance/catalog';
import { addDays, addMonths } from './compliance/civil-date';
import type { VerificationOutcome, Waiver } from './compliance/types';

export type Problem =
  | 'expired'
  | 'expiring'
  | 'missing'
  | 'rejected'
  | 'pending'
  | 'unverified'
  | 'suspended'
  | 'probation'
  | 'revoked'
  | 'license-not-found'
  | 'exclusion-match'
  | 'waived'
  | 'renewed';

export interface Holder {
  id: number;
  homeState: string;
  npi?: string | undefined;
}

export interface Making {
  f: Faker;
  /** The civil day the demo data is made on (UTC). */
  today: string;
  /** When the credentials were added (ISO instant). */
  addedAt: string;
  holder: Holder;
  /** Gives each credential of the holder its id. */
  nextId: () => string;
}

const CARD_ISSUERS = [
  'American Heart Association',
  'American Red Cross',
  'Health & Safety Institute',
];
const CLINICS = [
  'Desert Bloom Occupational Health',
  'Riverside Employee Health',
  'Lakeview Clinical Labs',
  'Northgate Urgent Care',
  'Clínica San Miguel',
];
const SCREENERS = ['Cedar Screening Services', 'Summit Background Partners'];

const LICENSE_PREFIX: Partial<Record<CredentialTypeId, string>> = {
  'rn-license': 'RN',
  'lpn-lvn-license': 'LPN',
  'aprn-license': 'APRN',
  'pt-license': 'PT',
  'ot-license': 'OT',
  'rt-license': 'RT',
};

/** The boards' own words, as a lookup shows them beside our normalized outcome. */
const BOARD_TEXT: Partial<Record<VerificationOutcome, string>> = {
  active: 'ACTIVE - CLEAR',
  expired: 'EXPIRED - NOT RENEWED',
  probation: 'ACTIVE - PROBATION (BOARD ORDER)',
  suspended: 'SUSPENDED - BOARD ORDER PENDING',
  revoked: 'REVOKED',
  'not-found': 'No record matches this license number',
};

export const REJECTION_REASONS = [
  'The document is cut off: the expiry date is not visible.',
  'The name on the card does not match the name on file.',
  'This is the front only; please upload both sides.',
  'The vaccination date is not legible.',
  'The result is older than 12 months.',
  'El documento está borroso; súbalo de nuevo con mejor luz.',
];

export const WAIVER_REASONS = [
  'Medical exemption on file with occupational health.',
  'Titer ordered; result expected within 30 days.',
  'Declination signed for this season.',
];

const isLicense = (typeId: CredentialTypeId) =>
  credentialType(typeId).verification === 'license-board';

/** Dates that put the last valid day `daysLeft` days from today, by the type's rule. */
function datesFor(typeId: CredentialTypeId, today: string, daysLeft: number) {
  const validity = credentialType(typeId).validity;
  const due = addDays(today, daysLeft);
  if (validity.kind === 'monthsFromIssue') return { issuedOn: addMonths(due, -validity.months) };
  if (validity.kind === 'document') return { issuedOn: addMonths(due, -24), expiresOn: due };
  return { issuedOn: addDays(today, -daysLeft) };
}

/** Days left that are comfortably current for the type (past its warning window). */
function goodDaysLeft(m: Making, typeId: CredentialTypeId): number {
  const type = credentialType(typeId);
  const months = type.validity.kind === 'monthsFromIssue' ? type.validity.months : 24;
  const most = Math.max(type.warningDays + 3, months * 30 - 20);
  return m.f.number.int({ min: Math.min(type.warningDays + 3, most), max: Math.min(most, 720) });
}

/** A current, approved credential of the type, checked at its source where it has one. */
export function goodCredential(m: Making, typeId: CredentialTypeId): CredentialRecord {
  const type = credentialType(typeId);
  const { f, today, holder } = m;
  const days =
    type.validity.kind === 'never' ? f.number.int({ min: 60, max: 3000 }) : goodDaysLeft(m, typeId);
  const credential: CredentialRecord = {
    id: m.nextId(),
    typeId,
    ...datesFor(typeId, today, days),
    reviewState: 'approved',
    addedAt: m.addedAt,
  };
  const checkedAt = `${addDays(today, -f.number.int({ min: 1, max: 40 }))}T${String(
    f.number.int({ min: 13, max: 22 }),
  ).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00Z`;
  if (isLicense(typeId)) {
    credential.number = `${LICENSE_PREFIX[typeId] ?? 'LIC'}-${f.string.numeric(6)}`;
    credential.state = holder.homeState;
    credential.verification = {
      outcome: 'active',
      source: 'license-board',
      sourceText: BOARD_TEXT.active,
      checkedAt,
    };
  } else if (typeId === 'npi') {
    if (holder.npi) credential.number = holder.npi;
    credential.verification = {
      outcome: 'active',
      source: 'npi-registry',
      sourceText: 'Status A (active)',
      checkedAt,
    };
  } else if (typeId === 'oig-exclusion-check') {
    credential.verification = {
      outcome: 'clear',
      source: 'exclusion-list',
      sourceText: 'No match in the LEIE',
      checkedAt,
    };
  } else if (['bls', 'acls', 'pals'].includes(typeId)) {
    credential.issuer = f.helpers.arrayElement(CARD_ISSUERS);
    credential.number = f.string.alphanumeric({ length: 10, casing: 'upper' });
  } else if (typeId === 'drug-screen' || typeId === 'background-check') {
    credential.issuer = f.helpers.arrayElement(SCREENERS);
  } else if (typeId !== 'resume') {
    credential.issuer = f.helpers.arrayElement(CLINICS);
  }
  return credential;
}

/** Whether a problem can happen to a credential of this type. */
export function canHave(typeId: CredentialTypeId, problem: Problem): boolean {
  const type = credentialType(typeId);
  switch (problem) {
    case 'expired':
    case 'expiring':
    case 'renewed':
      return type.validity.kind !== 'never';
    case 'rejected':
    case 'pending':
      return type.needsReview;
    case 'unverified':
    case 'suspended':
    case 'probation':
    case 'revoked':
    case 'license-not-found':
      return isLicense(typeId);
    case 'exclusion-match':
      return typeId === 'oig-exclusion-check';
    case 'waived':
      return !isLicense(typeId) && type.verification === 'none';
    case 'missing':
      return true;
  }
}

/**
 * The credentials of one type with `problem`, and the waiver it may bring. `missing` holds
 * nothing; `renewed` holds an expired copy and its current renewal.
 */
export function withProblem(
  m: Making,
  typeId: CredentialTypeId,
  problem: Problem,
): { credentials: CredentialRecord[]; waiver?: Waiver } {
  const { f, today } = m;
  const type = credentialType(typeId);
  const base = goodCredential(m, typeId);
  const verified = (outcome: VerificationOutcome) => {
    if (base.verification)
      base.verification = { ...base.verification, outcome, sourceText: BOARD_TEXT[outcome] };
    return { credentials: [base] };
  };
  switch (problem) {
    case 'missing':
      return { credentials: [] };
    case 'waived':
      return {
        credentials: [],
        waiver: {
          typeId,
          reason: f.helpers.arrayElement(WAIVER_REASONS),
          endsOn: addDays(today, f.number.int({ min: 20, max: 150 })),
        },
      };
    case 'expired':
      return {
        credentials: [{ ...base, ...datesFor(typeId, today, -f.number.int({ min: 1, max: 120 })) }],
      };
    case 'expiring': {
      const window = Math.max(1, type.warningDays);
      return {
        credentials: [
          { ...base, ...datesFor(typeId, today, f.number.int({ min: 1, max: window })) },
        ],
      };
    }
    case 'renewed': {
      const old = {
        ...base,
        id: m.nextId(),
        ...datesFor(typeId, today, -f.number.int({ min: 5, max: 200 })),
      };
      return { credentials: [{ ...old, replacedBy: base.id }, base] };
    }
    case 'rejected':
      return {
        credentials: [
          {
            ...base,
            reviewState: 'rejected',
            rejectionReason: f.helpers.arrayElement(REJECTION_REASONS),
          },
        ],
      };
    case 'pending':
      return {
        credentials: [
          {
            ...base,
            reviewState: 'pending',
            addedAt: `${addDays(today, -f.number.int({ min: 0, max: 6 }))}T16:20:00Z`,
          },
        ],
      };
    case 'unverified': {
      // Sent in the last days: the board has not been asked yet.
      const { verification: _none, ...unchecked } = base;
      const addedAt = `${addDays(today, -f.number.int({ min: 0, max: 4 }))}T14:05:00Z`;
      return { credentials: [{ ...unchecked, addedAt }] };
    }
    case 'suspended':
    case 'probation':
    case 'revoked':
      return verified(problem);
    case 'license-not-found':
      return verified('not-found');
    case 'exclusion-match':
      if (base.verification)
        base.verification = {
          ...base.verification,
          outcome: 'exclusion-match',
          sourceText: 'LEIE match: 1128(b)(4) license revocation or suspension',
        };
      return { credentials: [base] };
  }
}
