/** The tenant's subscription as the seed starts it (product/plans.ts serves and counts it). */
import type { ProfessionalRecord, SubscriptionRecord } from './db';
import { addDays } from './compliance/civil-date';

/** How long the free trial runs from the day the tenant starts, that day included. */
export const TRIAL_DAYS = 14;

/**
 * On the Team plan's trial from `today`, with the checks the seed made this month (each
 * credential's last verification dated in it) already counted against the plan.
 */
export function seedSubscription(
  professionals: readonly ProfessionalRecord[],
  today: string,
): SubscriptionRecord {
  const month = today.slice(0, 7);
  const checked = professionals
    .flatMap((p) => p.credentials)
    .filter((c) => c.verification?.checkedAt.startsWith(month)).length;
  return {
    planId: 'team',
    trialEndsOn: addDays(today, TRIAL_DAYS - 1),
    paid: false,
    usage: { month, verifications: checked },
  };
}
