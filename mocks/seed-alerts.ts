/**
 * The alerts of the demo as it starts (docs/decisions/031): every credential is marked with the
 * thresholds its expiry has already reached, as if the daily job had run all along, so the first
 * run raises only what is new. The demo professional keeps those alerts, and one for each
 * rejection, in their bell; the older ones read.
 */
import { addDays, daysBetween } from './compliance/civil-date';
import { raiseExpiries } from './compliance/alerts';
import type { AlertRecord, ProfessionalRecord } from './db';

/** Alerts older than this many days are seeded as read. */
const READ_AFTER_DAYS = 14;

export function seedAlerts(
  professionals: readonly ProfessionalRecord[],
  demoProfessionalId: number,
  today: string,
): AlertRecord[] {
  const instant = new Date(`${today}T12:00:00Z`);
  const kept: Omit<AlertRecord, 'id'>[] = [];
  for (const record of professionals) {
    const raised = raiseExpiries(record, instant);
    if (record.id !== demoProfessionalId || record.userId === undefined) continue;
    const about = { professionalId: record.id, userId: record.userId };
    for (const alert of raised) {
      const on = alert.threshold
        ? addDays(alert.expiresOn, -alert.threshold)
        : addDays(alert.expiresOn, 1);
      const day = on > today ? today : on;
      kept.push({
        ...alert,
        ...about,
        daysLeft: daysBetween(day, alert.expiresOn),
        createdAt: `${day}T09:00:00Z`,
      });
    }
    for (const c of record.credentials)
      if (c.reviewState === 'rejected' && c.rejectionReason)
        kept.push({
          kind: 'rejected',
          credentialId: c.id,
          typeId: c.typeId,
          reason: c.rejectionReason,
          ...about,
          createdAt: c.addedAt,
        });
  }
  const readBefore = `${addDays(today, -READ_AFTER_DAYS)}T00:00:00Z`;
  return kept
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((alert, i) => ({
      ...alert,
      id: `al-${String(i + 1).padStart(6, '0')}`,
      ...(alert.createdAt < readBefore ? { readAt: alert.createdAt } : {}),
    }))
    .reverse();
}
