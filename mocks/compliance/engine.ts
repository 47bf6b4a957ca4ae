/**
 * The compliance status engine of the demo backend: the status of one requirement for one
 * professional on one civil day (the roll-up of many is roll-up.ts). The server decides; the app shows the
 * status and turns `reason` into a sentence (docs/decisions/016-compliance-status-engine.md).
 * Pure: the caller passes `today`, so the same input always gives the same answer.
 */
import { assessCredential } from './assess';
import { credentialType } from './catalog';
import type { CredentialTypeId } from './catalog';
import type {
  ComplianceStatus,
  HeldCredential,
  ReasonCode,
  Requirement,
  RequirementInput,
  RequirementResult,
  Waiver,
} from './types';
import { daysBetween, isCivilDate } from './civil-date';

export { addDays, addMonths, civilToday, daysBetween, isCivilDate } from './civil-date';
export type * from './types';
export { CLEARING, SEVERITY, rollUp } from './roll-up';
export { assessCredential } from './assess';

/** Facts about the person, not about one document: a second, clean credential does not hide them. */
const ABOUT_THE_PERSON = new Set<ReasonCode>([
  'license-suspended',
  'license-revoked',
  'license-probation',
  'exclusion-match',
]);

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

/** A credential that counts: approved, or sent and of a type no reviewer needs to see. */
export function inForce(held: HeldCredential): boolean {
  return (
    held.reviewState === 'approved' ||
    (held.reviewState === 'pending' && !credentialType(held.typeId).needsReview)
  );
}

/** The types a requirement accepts: its own, the catalog's alternatives, the employer's any-of. */
export function acceptedTypes(requirement: Requirement): ReadonlySet<CredentialTypeId> {
  const type = credentialType(requirement.typeId);
  return new Set<CredentialTypeId>([type.id, ...type.alternatives, ...(requirement.anyOf ?? [])]);
}

/**
 * A waiver in date wins outright; otherwise every acceptable credential (the type, one of its
 * alternatives, or one the requirement accepts in its stead: `anyOf`) that no counted renewal has
 * superseded is assessed, under the requirement's age limit if it has one, and the best speaks.
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
  // A renewal takes over once it counts; until then the credential it renews still stands.
  const superseded = (held: HeldCredential) => {
    const renewal = held.replacedBy === undefined ? undefined : byId.get(held.replacedBy);
    return renewal !== undefined && inForce(renewal);
  };
  const acceptable = acceptedTypes(requirement);
  const assessed = credentials
    .filter((held) => acceptable.has(held.typeId) && !superseded(held))
    .map((held) => ({ held, result: assessCredential(held, today, requirement.maxAgeMonths) }));

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
