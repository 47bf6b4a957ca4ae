/**
 * Shared inputs for the compliance engine's suites (compliance-*.test.ts): synthetic
 * credentials on a fixed civil date, so that every expected number of days is written out.
 */
import type { CredentialTypeId } from '@mocks/compliance/catalog';
import {
  evaluateRequirement,
  type HeldCredential,
  type RequirementResult,
  type VerificationOutcome,
  type Waiver,
} from '@mocks/compliance/engine';

export const TODAY = '2025-06-15';

export type Held = Partial<HeldCredential>;
export const PENDING: Held = { reviewState: 'pending' };
export const REJECTED: Held = { reviewState: 'rejected' };

export const held = (typeId: CredentialTypeId, more: Held = {}): HeldCredential => ({
  id: `${typeId}-1`,
  typeId,
  reviewState: 'approved',
  ...more,
});

export const checked = (outcome: VerificationOutcome): Held => ({
  verification: { outcome, checkedAt: `${TODAY}T16:00:00Z` },
});

/** A BLS card (30 days' warning) whose last valid day is `expiresOn`. */
export const bls = (expiresOn: string, more: Held = {}) => held('bls', { expiresOn, ...more });

/** An RN license (60 days' warning) the board reported `outcome` for. */
export const rn = (outcome: VerificationOutcome, expiresOn = '2026-12-31', more: Held = {}) =>
  held('rn-license', { expiresOn, ...checked(outcome), ...more });

export const waiver = (typeId: CredentialTypeId, endsOn: string): Waiver => ({
  typeId,
  reason: 'Start approved by the facility; class booked',
  endsOn,
});

export function evaluate(
  typeId: CredentialTypeId,
  credentials: HeldCredential[],
  waivers: Waiver[] = [],
  today = TODAY,
): RequirementResult {
  return evaluateRequirement({
    requirement: { typeId, blocking: true },
    credentials,
    waivers,
    today,
  });
}
