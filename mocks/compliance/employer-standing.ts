/**
 * A professional's standing at one employer: the same engine (engine.ts) over the employer's
 * requirements for their placement (employer-requirements.ts), on the professional's own civil
 * day. What a roster row and an employer's workforce show. Kept until the professional's record,
 * the employer's record or the day changes: the list of employers computes every roster.
 */
import type { ComplianceStatus, NextExpiry } from '../../generated/product/model';
import type { EmployerRecord, ProfessionalRecord } from '../db';
import { credentialType, isCredentialTypeId } from './catalog';
import { effectiveRequirements } from './employer-requirements';
import { evaluateRequirement, rollUp } from './engine';
import { todayOf } from './standing';
import type { Requirement, RequirementResult } from './types';

/** A credential the professional must renew, by the day this employer's requirement lapses. */
export interface Renewal {
  credentialId: string;
  typeId: string;
  dueOn: string;
  daysLeft: number;
}

export interface EmployerStanding {
  today: string;
  requirements: readonly Requirement[];
  results: readonly RequirementResult[];
  overall: ComplianceStatus;
  cleared: boolean;
  counts: Record<ComplianceStatus, number>;
  missingCount: number;
  nextExpiry?: NextExpiry;
  /** Soonest first; valid today (compliant or expiring), one entry per credential. */
  renewals: Renewal[];
}

/** Pure: one professional's record against one placement's requirements on `today`. */
export function employerStanding(
  record: ProfessionalRecord,
  requirements: readonly Requirement[],
  today: string,
): EmployerStanding {
  // The engine judges a document by whether there is one, not by its bytes.
  const held = record.credentials.map((c) => ({ ...c, documentCount: c.documents?.length ?? 0 }));
  const results = requirements.map((requirement) =>
    evaluateRequirement({ requirement, credentials: held, waivers: record.waivers, today }),
  );
  const { overall, cleared, counts } = rollUp(
    results,
    requirements.map((r) => r.blocking),
  );
  // As the overview's list (product/overview.ts): valid today, not renewed already, and a
  // document the professional renews (not a check the platform reruns itself).
  const soonest = new Map<string, Renewal>();
  for (const result of results) {
    const credential = record.credentials.find((c) => c.id === result.credentialId);
    if (!credential || credential.replacedBy || result.dueOn === undefined) continue;
    if (result.status !== 'compliant' && result.status !== 'expiring') continue;
    if (!isCredentialTypeId(credential.typeId) || !credentialType(credential.typeId).needsDocument)
      continue;
    const kept = soonest.get(credential.id);
    if (kept && kept.dueOn <= result.dueOn) continue;
    soonest.set(credential.id, {
      credentialId: credential.id,
      typeId: credential.typeId,
      dueOn: result.dueOn,
      daysLeft: result.daysLeft!,
    });
  }
  const renewals = [...soonest.values()].sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.credentialId.localeCompare(b.credentialId),
  );
  const next = renewals[0];
  return {
    today,
    requirements,
    results,
    overall,
    cleared,
    counts,
    missingCount: counts.missing,
    ...(next
      ? { nextExpiry: { typeId: next.typeId, dueOn: next.dueOn, daysLeft: next.daysLeft } }
      : {}),
    renewals,
  };
}

interface Kept {
  employer: EmployerRecord;
  employerRevision: number;
  revision: number;
  today: string;
  standing: EmployerStanding;
}

/**
 * Keyed by the professional's record, then by employer and facility: a reset or another tab's
 * write brings new records (never a stale hit), and a change in place raises a `revision`.
 */
const cache = new WeakMap<ProfessionalRecord, Map<string, Kept>>();

/** The professional's standing at `employer`, placed at `facilityId` (none at an agency). */
export function standingAt(
  record: ProfessionalRecord,
  employer: EmployerRecord,
  facilityId: string | undefined,
  instant: Date,
): EmployerStanding {
  const today = todayOf(record, instant);
  const key = `${employer.id}|${facilityId ?? ''}`;
  let byPlacement = cache.get(record);
  const kept = byPlacement?.get(key);
  if (
    kept &&
    kept.employer === employer &&
    kept.employerRevision === employer.revision &&
    kept.revision === record.revision &&
    kept.today === today
  )
    return kept.standing;
  const state = employer.facilities.find((f) => f.id === facilityId)?.state;
  const requirements = effectiveRequirements(
    { discipline: record.discipline, facilityId, state },
    employer.requirementSets,
  );
  const standing = employerStanding(record, requirements, today);
  if (!byPlacement) {
    byPlacement = new Map();
    cache.set(record, byPlacement);
  }
  byPlacement.set(key, {
    employer,
    employerRevision: employer.revision,
    revision: record.revision,
    today,
    standing,
  });
  return standing;
}
