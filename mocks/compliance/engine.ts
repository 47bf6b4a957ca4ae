/**
 * The compliance status engine of the demo backend: the status of one requirement for one
 * professional on one civil day (the roll-up of many is roll-up.ts). The server decides; the app shows the
 * status and turns `reason` into a sentence (docs/decisions/016-compliance-status-engine.md).
 * Pure: the caller passes `today`, so the same input always gives the same answer.
 */
import { credentialType } from './catalog';
import type { CredentialType, CredentialTypeId } from './catalog';
import type {
  ComplianceStatus,
  HeldCredential,
  ReasonCode,
  RequirementInput,
  RequirementResult,
  VerificationOutcome,
  Waiver,
} from './types';
import { addMonths, daysBetween, isCivilDate } from './civil-date';

export { addDays, addMonths, civilToday, daysBetween, isCivilDate } from './civil-date';
export type * from './types';
export { CLEARING, SEVERITY, rollUp } from './roll-up';

const PROBLEMS: Partial<Record<VerificationOutcome, ReasonCode>> = {
  suspended: 'license-suspended',
  revoked: 'license-revoked',
  probation: 'license-probation',
  'name-mismatch': 'name-mismatch',
  'exclusion-match': 'exclusion-match',
};

/** Facts about the person, not about one document: a second, clean credential does not hide them. */
const ABOUT_THE_PERSON = new Set<ReasonCode>([
  'license-suspended',
  'license-revoked',
  'license-probation',
  'exclusion-match',
]);

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
  | { kind: 'on'; date: string }
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

/** One credential on its own, checked in the order of the statuses (the wallet's chip for it). */
export function assessCredential(held: HeldCredential, today: string): RequirementResult {
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
  const last = lastValidDay(type, held);
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
    return {
      status: 'expired',
      reason: 'expired-on',
      nextActor: 'professional',
      ...about,
      ...dates,
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

/**
 * Which of several current credentials speaks for the requirement: lower is better. One that
 * meets the requirement wins; then one the reviewer still has to look at, since it may yet meet
 * it (a renewal in review speaks for the card it renews). Among the rest, a rejection beats an
 * expiry: the latest thing sent was refused, and the reviewer's reason says what to send instead
 * (a re-upload names the rejected one in replacedBy and takes over when approved). Discipline and
 * exclusion come before everything (ABOUT_THE_PERSON).
 */
const PREFERENCE: Record<ComplianceStatus, number> = {
  compliant: 1,
  expiring: 2,
  'pending-review': 3,
  'needs-attention': 4,
  rejected: 5,
  expired: 6,
  waived: 7,
  missing: 7,
};

function preference(result: RequirementResult): number {
  return ABOUT_THE_PERSON.has(result.reason) ? 0 : PREFERENCE[result.status];
}

/** The later last valid day is better; never expiring is latest of all (and stays subtractable). */
function lastDayRank(result: RequirementResult): number {
  return result.daysLeft ?? Number.MAX_SAFE_INTEGER;
}

interface Assessed {
  held: HeldCredential;
  result: RequirementResult;
}

/** Ties go to the later last valid day, then to the required type itself over an alternative. */
function better(a: Assessed, b: Assessed, required: CredentialTypeId): boolean {
  const order =
    preference(a.result) - preference(b.result) ||
    lastDayRank(b.result) - lastDayRank(a.result) ||
    Number(a.held.typeId !== required) - Number(b.held.typeId !== required);
  return order < 0;
}

/** 'YYYY-MM-DD' sorts as its date does, so the strings compare directly. */
function latest(waivers: readonly Waiver[]): Waiver | undefined {
  return waivers.reduce<Waiver | undefined>(
    (best, w) => (best === undefined || w.endsOn > best.endsOn ? w : best),
    undefined,
  );
}

/**
 * A waiver in date wins outright; otherwise every acceptable credential (the type or one of its
 * alternatives) that no counted renewal has superseded is assessed, and the best speaks.
 */
export function evaluateRequirement(input: RequirementInput): RequirementResult {
  const { requirement, credentials, waivers, today } = input;
  if (!isCivilDate(today)) throw new RangeError(`Not a civil date (YYYY-MM-DD): ${today}`);
  const type = credentialType(requirement.typeId);
  const own = waivers.filter((w) => w.typeId === requirement.typeId);
  const active = latest(own.filter((w) => daysBetween(today, w.endsOn) >= 0));
  if (active) {
    const daysLeft = daysBetween(today, active.endsOn);
    return {
      status: 'waived',
      reason: 'waiver-active',
      nextActor: 'none',
      dueOn: active.endsOn,
      daysLeft,
      waiverReason: active.reason,
    };
  }

  const byId = new Map(credentials.map((held) => [held.id, held]));
  const inForce = (held: HeldCredential) =>
    held.reviewState === 'approved' ||
    (held.reviewState === 'pending' && !credentialType(held.typeId).needsReview);
  // A renewal takes over once it counts; until then the credential it renews still stands.
  const superseded = (held: HeldCredential) => {
    const renewal = held.replacedBy === undefined ? undefined : byId.get(held.replacedBy);
    return renewal !== undefined && inForce(renewal);
  };
  const acceptable = new Set<CredentialTypeId>([type.id, ...type.alternatives]);
  const assessed = credentials
    .filter((held) => acceptable.has(held.typeId) && !superseded(held))
    .map((held) => ({ held, result: assessCredential(held, today) }));

  if (assessed.length === 0) {
    const ended = latest(own);
    if (!ended) return { status: 'missing', reason: 'none-on-file', nextActor: 'professional' };
    const daysLeft = daysBetween(today, ended.endsOn);
    // Said rather than 'none-on-file': the professional was told it could wait, until that date.
    return {
      status: 'missing',
      reason: 'waiver-ended',
      nextActor: 'professional',
      dueOn: ended.endsOn,
      daysLeft,
      waiverReason: ended.reason,
    };
  }

  const { result } = assessed.reduce((best, next) => (better(next, best, type.id) ? next : best));
  // The professional has sent a renewal already: the next move is the reviewer's.
  const renewalWaiting = assessed.some((a) => a.result.status === 'pending-review');
  if (result.status === 'expiring' && renewalWaiting) return { ...result, nextActor: 'reviewer' };
  return result;
}
