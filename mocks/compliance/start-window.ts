/**
 * 'Within N days of the start' (a drug screen within 30 days of the first day): a requirement
 * valid today that no accepted credential in force, issued inside the window before `startOn`,
 * satisfies. The gap before applying, the roster's cleared and the move to `cleared` judge it
 * alike (docs/decisions/032). Pure.
 */
import type { ProfessionalRecord } from '../db';
import { isCredentialTypeId } from './catalog';
import { addDays } from './civil-date';
import type { EmployerStanding } from './employer-standing';
import { acceptedTypes, inForce } from './engine';
import type { Requirement } from './types';

/** The statuses under which a requirement holds today. */
export const VALID_TODAY: ReadonlySet<string> = new Set(['compliant', 'expiring', 'waived']);

/** Whether a credential the requirement accepts, in force, was issued on or after `from`. */
function issuedInWindow(record: ProfessionalRecord, asked: Requirement, from: string): boolean {
  const accepted = acceptedTypes(asked);
  return record.credentials.some(
    (c) =>
      isCredentialTypeId(c.typeId) &&
      accepted.has(c.typeId) &&
      inForce(c) &&
      c.issuedOn !== undefined &&
      c.issuedOn >= from,
  );
}

/** Valid today, but done too long before the start to count for it (a waiver stands as it is). */
export function tooEarlyForStart(
  record: ProfessionalRecord,
  asked: Requirement,
  status: string,
  startOn: string | undefined,
): boolean {
  const window = asked.withinDaysOfStart;
  return (
    window !== undefined &&
    startOn !== undefined &&
    VALID_TODAY.has(status) &&
    status !== 'waived' &&
    !issuedInWindow(record, asked, addDays(startOn, -window))
  );
}

/** The blocking requirements that hold today but not for a start on `startOn`. */
export function blockedByStart(
  record: ProfessionalRecord,
  standing: EmployerStanding,
  startOn: string | undefined,
): Requirement[] {
  if (startOn === undefined) return [];
  return standing.requirements.filter(
    (asked, i) =>
      asked.blocking && tooEarlyForStart(record, asked, standing.results[i]!.status, startOn),
  );
}

/** Cleared for the engagement: cleared today, and for its start day when one is known. */
export function clearedForStart(
  record: ProfessionalRecord,
  standing: EmployerStanding,
  startOn: string | undefined,
): boolean {
  return standing.cleared && blockedByStart(record, standing, startOn).length === 0;
}
