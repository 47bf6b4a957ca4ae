/**
 * An employer's roster as the server computes it: each engagement that has not ended, with the
 * professional's standing against the employer's requirements today (compliance/employer-standing.ts),
 * and the workforce in brief that the employer's page and the list of employers show.
 */
import type {
  ComplianceStatus,
  ExpiryEntry,
  RosterEntry,
  Workforce,
} from '../../generated/product/model';
import type { EmployerStanding } from '../compliance/employer-standing';
import { standingAt } from '../compliance/employer-standing';
import { SEVERITY } from '../compliance/engine';
import { clearedForStart } from '../compliance/start-window';
import type { EmployerRecord, EngagementRecord, ProfessionalRecord } from '../db';
import { getDb } from '../store';
import { isOngoing } from './employer-access';

export interface RosterRow {
  engagement: EngagementRecord;
  record: ProfessionalRecord;
  standing: EmployerStanding;
  /** Cleared today and, when the start day is known, for it (compliance/start-window.ts). */
  cleared: boolean;
}

/** How far ahead the workforce looks for renewals, and how many it lists. */
const EXPIRING_WITHIN_DAYS = 30;
const EXPIRING_LISTED = 10;

/** The professionals by id, made once per call: a list of employers reads every roster. */
export function professionalsById(): Map<number, ProfessionalRecord> {
  return new Map(getDb().professionals.map((p) => [p.id, p]));
}

/** The engagements of `employer` that have not ended and that `sees` lets through. */
export function rosterRows(
  employer: EmployerRecord,
  instant: Date,
  professionals: ReadonlyMap<number, ProfessionalRecord>,
  sees: (record: ProfessionalRecord) => boolean = () => true,
): RosterRow[] {
  const rows: RosterRow[] = [];
  for (const engagement of getDb().engagements) {
    if (engagement.employerId !== employer.id || !isOngoing(engagement)) continue;
    const record = professionals.get(engagement.professionalId);
    if (!record || !sees(record)) continue;
    const standing = standingAt(record, employer, engagement.facilityId, instant);
    rows.push({
      engagement,
      record,
      standing,
      cleared: clearedForStart(record, standing, engagement.startOn),
    });
  }
  return rows;
}

export function rosterEntry({ engagement, record, standing, cleared }: RosterRow): RosterEntry {
  return {
    engagementId: engagement.id,
    professionalId: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    discipline: record.discipline,
    ...(engagement.facilityId ? { facilityId: engagement.facilityId } : {}),
    stage: engagement.stage,
    ...(engagement.startOn ? { startOn: engagement.startOn } : {}),
    overallStatus: standing.overall,
    cleared,
    missingCount: standing.missingCount,
    ...(standing.nextExpiry ? { nextExpiry: standing.nextExpiry } : {}),
  };
}

/** Engaged and cleared: the two figures of the list of employers. */
export function headcount(rows: readonly RosterRow[]): { engaged: number; cleared: number } {
  return { engaged: rows.length, cleared: rows.filter((row) => row.cleared).length };
}

export function workforceOf(employer: EmployerRecord, rows: readonly RosterRow[]): Workforce {
  const byStatus = Object.fromEntries(SEVERITY.map((s) => [s, 0])) as Record<
    ComplianceStatus,
    number
  >;
  const expiring: ExpiryEntry[] = [];
  for (const { record, standing } of rows) {
    byStatus[standing.overall] += 1;
    for (const renewal of standing.renewals) {
      if (renewal.daysLeft < 0 || renewal.daysLeft > EXPIRING_WITHIN_DAYS) continue;
      expiring.push({
        professionalId: record.id,
        firstName: record.firstName,
        lastName: record.lastName,
        ...renewal,
      });
    }
  }
  expiring.sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.credentialId.localeCompare(b.credentialId),
  );
  return {
    ...headcount(rows),
    byStatus,
    facilities: employer.facilities.map((facility) => ({
      facilityId: facility.id,
      ...headcount(rows.filter((row) => row.engagement.facilityId === facility.id)),
    })),
    expiringSoon: {
      withinDays: EXPIRING_WITHIN_DAYS,
      total: expiring.length,
      items: expiring.slice(0, EXPIRING_LISTED),
    },
  };
}
