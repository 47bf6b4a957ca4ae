/**
 * A professional's standing today, as the API answers it: every requirement of their discipline
 * through the one engine (engine.ts), the roll-up, each credential's own status, and what a list
 * shows (missing count, next expiry, last verified). Computed on read, in the professional's time
 * zone, and kept until the record's revision or the day changes: a list of 10,000 professionals
 * filters on these figures at every call.
 */
import type {
  Compliance,
  Credential,
  NextExpiry,
  ProfessionalSummary,
  RequirementStatus,
} from '../../generated/product/model';
import type { ProfessionalRecord } from '../db';
import { CREDENTIAL_TYPE_IDS, credentialType, isCredentialTypeId } from './catalog';
import { assessCredential, civilToday, evaluateRequirement, rollUp } from './engine';
import { requirementsFor } from './requirements';

export interface Standing {
  compliance: Compliance;
  credentials: Credential[];
  /** The credentials in force with a last valid day that the professional must renew. */
  renewals: Credential[];
  summary: ProfessionalSummary;
}

/**
 * Keyed by the record itself: a reset or another tab's write brings new records (never a stale
 * hit), and a change in place raises `revision`.
 */
const cache = new WeakMap<
  ProfessionalRecord,
  { revision: number; today: string; standing: Standing }
>();

/** Types in catalog order, then the newest first (by what it says of itself, then by when added). */
function walletOrder(a: Credential, b: Credential): number {
  return (
    CREDENTIAL_TYPE_IDS.indexOf(a.typeId as never) -
      CREDENTIAL_TYPE_IDS.indexOf(b.typeId as never) ||
    (b.expiresOn ?? b.issuedOn ?? '').localeCompare(a.expiresOn ?? a.issuedOn ?? '') ||
    b.addedAt.localeCompare(a.addedAt)
  );
}

function compute(record: ProfessionalRecord, today: string): Standing {
  const requirements = requirementsFor(record.discipline);
  // The engine judges a document by whether there is one, not by its bytes.
  const held = record.credentials.map((c) => ({ ...c, documentCount: c.documents?.length ?? 0 }));
  const results = requirements.map((requirement) =>
    evaluateRequirement({
      requirement,
      credentials: held,
      waivers: record.waivers,
      today,
    }),
  );
  const { overall, cleared, counts } = rollUp(
    results,
    requirements.map((r) => r.blocking),
  );
  const statuses: RequirementStatus[] = results.map((result, i) => ({
    typeId: requirements[i]!.typeId,
    blocking: requirements[i]!.blocking,
    ...result,
  }));
  const credentials: Credential[] = held
    .map((c) => ({ ...c, ...assessCredential(c, today) }))
    .map(
      ({
        satisfiedBy: _met,
        credentialId: _self,
        documentCount: _n,
        alerted: _alerted,
        rejectionReason,
        ...credential
      }) => ({
        ...credential,
        documents: credential.documents ?? [],
        ...(rejectionReason === undefined ? {} : { rejectionReason }),
      }),
    )
    .sort(walletOrder);
  // What the professional must renew: a renewed card's old copy is history, not a date, and a
  // check the platform reruns itself (the monthly exclusion check) is not theirs to renew.
  const renewals = credentials.filter(
    (c) =>
      !c.replacedBy &&
      c.dueOn !== undefined &&
      isCredentialTypeId(c.typeId) &&
      credentialType(c.typeId).needsDocument,
  );
  const nextExpiry = renewals
    .filter((c) => (c.daysLeft ?? -1) >= 0)
    .filter((c) => c.status === 'compliant' || c.status === 'expiring')
    .reduce<NextExpiry | undefined>(
      (soonest, c) =>
        soonest && soonest.dueOn <= c.dueOn!
          ? soonest
          : { typeId: c.typeId, dueOn: c.dueOn!, daysLeft: c.daysLeft! },
      undefined,
    );
  const lastVerifiedAt = record.credentials
    .map((c) => c.verification?.checkedAt)
    .filter((at): at is string => at !== undefined)
    .sort()
    .at(-1);
  const missingCount = counts.missing;
  return {
    compliance: {
      professionalId: record.id,
      today,
      timeZone: record.timeZone,
      overall,
      cleared,
      counts,
      requirements: statuses,
    },
    credentials,
    renewals,
    summary: {
      id: record.id,
      firstName: record.firstName,
      lastName: record.lastName,
      discipline: record.discipline,
      homeState: record.homeState,
      states: record.states,
      overallStatus: overall,
      cleared,
      missingCount,
      ...(nextExpiry ? { nextExpiry } : {}),
      ...(lastVerifiedAt ? { lastVerifiedAt } : {}),
      hasAccount: record.userId !== undefined,
    },
  };
}

/** The last instant asked about and its day in each zone: a list asks once per zone, not per row. */
let asked = { at: Number.NaN, days: new Map<string, string>() };

function todayIn(timeZone: string, instant: Date): string {
  if (asked.at !== instant.getTime()) asked = { at: instant.getTime(), days: new Map() };
  let day = asked.days.get(timeZone);
  if (day === undefined) {
    day = civilToday(instant, timeZone);
    asked.days.set(timeZone, day);
  }
  return day;
}

/** The civil day `instant` falls on where the professional is. */
export function todayOf(record: ProfessionalRecord, instant: Date): string {
  return todayIn(record.timeZone, instant);
}

/** The professional's standing on the civil day `instant` falls on where they are. */
export function standingOf(record: ProfessionalRecord, instant: Date): Standing {
  const today = todayOf(record, instant);
  const kept = cache.get(record);
  if (kept && kept.revision === record.revision && kept.today === today) return kept.standing;
  const standing = compute(record, today);
  cache.set(record, { revision: record.revision, today, standing });
  return standing;
}
