/**
 * The roll-up of a professional's requirement statuses: the worst blocking one is their overall
 * status, and "cleared" means every blocking requirement lets them through
 * (docs/decisions/016-compliance-status-engine.md).
 */
import type { ComplianceStatus, RequirementResult, RollUp } from './types';

/**
 * Worst first. `needs-attention` leads because it holds revocations, suspensions and exclusion
 * matches: facts that bar the person from work whatever else is on file, and that only a
 * reviewer can settle. `expired` comes next: something relied upon has lapsed, so someone at
 * work may be working without it. `missing` and `rejected` have never been good; a rejection at
 * least tells the professional what to send. `pending-review` waits on us, not on them.
 * `expiring`, `waived` and `compliant` are all good today; a waiver is an exception someone
 * granted and will end, so it ranks below a credential that is simply current.
 */
export const SEVERITY: readonly ComplianceStatus[] = [
  'needs-attention',
  'expired',
  'missing',
  'rejected',
  'pending-review',
  'expiring',
  'waived',
  'compliant',
];

/**
 * Statuses that let a blocking requirement through. `expiring` is one: the credential is valid
 * today, and holding someone back for a renewal not yet due would stop work that is allowed.
 */
export const CLEARING: readonly ComplianceStatus[] = ['compliant', 'expiring', 'waived'];

/** `blockingFlags[i]` says whether `results[i]` is blocking. */
export function rollUp(
  results: readonly RequirementResult[],
  blockingFlags: readonly boolean[],
): RollUp {
  if (results.length !== blockingFlags.length) {
    throw new RangeError(`${results.length} results but ${blockingFlags.length} blocking flags`);
  }
  const counts = Object.fromEntries(SEVERITY.map((status) => [status, 0])) as Record<
    ComplianceStatus,
    number
  >;
  for (const result of results) counts[result.status] += 1;
  const blocking = results.filter((_, i) => blockingFlags[i]);
  return {
    overall: SEVERITY.find((status) => blocking.some((r) => r.status === status)) ?? 'compliant',
    cleared: blocking.every((r) => CLEARING.includes(r.status)),
    counts,
  };
}
