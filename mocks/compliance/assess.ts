/**
 * One credential judged on its own (the wallet's chip), or for a requirement that limits its age
 * (an employer's TB test within 12 months): the statuses in their order, first match wins
 * (docs/decisions/016-compliance-status-engine.md). Pure: the caller passes `today`.
 */
import { credentialType } from './catalog';
import type { CredentialType } from './catalog';
import type { HeldCredential, ReasonCode, RequirementResult, VerificationOutcome } from './types';
import { addMonths, daysBetween } from './civil-date';

const PROBLEMS: Partial<Record<VerificationOutcome, ReasonCode>> = {
  suspended: 'license-suspended',
  revoked: 'license-revoked',
  probation: 'license-probation',
  'name-mismatch': 'name-mismatch',
  'exclusion-match': 'exclusion-match',
};

function verificationProblem(type: CredentialType, held: HeldCredential): ReasonCode | undefined {
  const outcome = held.verification?.outcome;
  if (outcome === undefined) {
    return type.verification === 'none' ? undefined : 'awaiting-verification';
  }
  if (outcome === 'not-found') {
    // An exclusion list names only the excluded: not being on it is the good answer.
    if (type.verification === 'exclusion-list') return undefined;
    return type.verification === 'npi-registry' ? 'npi-not-found' : 'license-not-found';
  }
  return PROBLEMS[outcome];
}

type LastValidDay =
  | { kind: 'on'; date: string; byAge?: { own?: string } }
  | { kind: 'never' }
  | { kind: 'unknown'; reason: 'expiry-date-missing' | 'issue-date-missing' };

/** By the type's rule, not by whatever dates were typed: a dated record has no expiry field. */
function lastValidDay(type: CredentialType, held: HeldCredential): LastValidDay {
  switch (type.validity.kind) {
    case 'never':
      return { kind: 'never' };
    case 'document':
      return held.expiresOn
        ? { kind: 'on', date: held.expiresOn }
        : { kind: 'unknown', reason: 'expiry-date-missing' };
    case 'monthsFromIssue':
      return held.issuedOn
        ? { kind: 'on', date: addMonths(held.issuedOn, type.validity.months) }
        : { kind: 'unknown', reason: 'issue-date-missing' };
  }
}

/**
 * The last valid day under an age limit: the issue date plus `maxAgeMonths`, or the credential's
 * own last day when that comes first. `byAge` marks a limit sooner than its own (`own` is absent
 * for a credential that never lapses on its own).
 */
function withinAge(own: LastValidDay, held: HeldCredential, maxAgeMonths?: number): LastValidDay {
  if (maxAgeMonths === undefined || own.kind === 'unknown') return own;
  if (!held.issuedOn) return { kind: 'unknown', reason: 'issue-date-missing' };
  const limit = addMonths(held.issuedOn, maxAgeMonths);
  if (own.kind === 'never') return { kind: 'on', date: limit, byAge: {} };
  return limit < own.date ? { kind: 'on', date: limit, byAge: { own: own.date } } : own;
}

/**
 * One credential, checked in the order of the statuses. `maxAgeMonths`: a requirement's limit on
 * its age (EmployerRequirement), which only ever brings its last valid day forward.
 */
export function assessCredential(
  held: HeldCredential,
  today: string,
  maxAgeMonths?: number,
): RequirementResult {
  const type = credentialType(held.typeId);
  const about = { credentialId: held.id };
  if (held.reviewState === 'rejected') {
    const why = held.rejectionReason === undefined ? {} : { rejectionReason: held.rejectionReason };
    return {
      status: 'rejected',
      reason: 'rejected-by-reviewer',
      nextActor: 'professional',
      ...about,
      ...why,
    };
  }
  const last = withinAge(lastValidDay(type, held), held, maxAgeMonths);
  const dates =
    last.kind === 'on' ? { dueOn: last.date, daysLeft: daysBetween(today, last.date) } : {};
  if (held.reviewState === 'pending' && type.needsDocument && held.documentCount === 0) {
    // Nothing for a reviewer to look at yet: the requirement is not met, and the next move is
    // the professional's (decision 022). The days left travel with it, as in review.
    return {
      status: 'missing',
      reason: 'document-missing',
      nextActor: 'professional',
      ...about,
      ...dates,
    };
  }
  if (held.reviewState === 'pending' && type.needsReview) {
    // The days left travel with it: a card in review may be about to run out all the same.
    return {
      status: 'pending-review',
      reason: 'awaiting-review',
      nextActor: 'reviewer',
      ...about,
      ...dates,
    };
  }
  const problem = verificationProblem(type, held);
  if (problem === 'awaiting-verification') {
    return { status: 'pending-review', reason: problem, nextActor: 'reviewer', ...about, ...dates };
  }
  if (problem) {
    return {
      status: 'needs-attention',
      reason: problem,
      nextActor: 'reviewer',
      ...about,
      ...dates,
    };
  }
  // The board's word beats the date on the card: a license can lapse or be closed early.
  if (held.verification?.outcome === 'expired') {
    return {
      status: 'expired',
      reason: 'expired-at-source',
      nextActor: 'professional',
      ...about,
      ...dates,
    };
  }
  if (last.kind === 'unknown') {
    return { status: 'needs-attention', reason: last.reason, nextActor: 'professional', ...about };
  }
  const met = { ...about, satisfiedBy: held.typeId };
  if (last.kind === 'never') {
    return { status: 'compliant', reason: 'current', nextActor: 'none', ...met };
  }
  const daysLeft = daysBetween(today, last.date);
  if (daysLeft < 0) {
    // Too old for this requirement while still in date on its own: said so, since renewing on
    // the card's own schedule would not be enough. Lapsed on its own too: it expired, on its day.
    const own = last.byAge?.own;
    if (last.byAge && (own === undefined || daysBetween(today, own) >= 0)) {
      return {
        status: 'expired',
        reason: 'issued-too-long-ago',
        nextActor: 'professional',
        ...about,
        ...dates,
      };
    }
    const lapsed = own === undefined ? dates : { dueOn: own, daysLeft: daysBetween(today, own) };
    return {
      status: 'expired',
      reason: 'expired-on',
      nextActor: 'professional',
      ...about,
      ...lapsed,
    };
  }
  if (daysLeft <= type.warningDays) {
    return {
      status: 'expiring',
      reason: 'expires-in',
      nextActor: 'professional',
      ...met,
      ...dates,
    };
  }
  return { status: 'compliant', reason: 'current', nextActor: 'none', ...met, ...dates };
}
