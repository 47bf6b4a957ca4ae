/**
 * GET /compliance/overview: what a credentialing team starts its day with, over the professionals
 * the caller may read: counts by overall status, the review queue and what lapses soon, from the
 * same standings as every other answer (compliance/standing.ts).
 */
import { getGetComplianceOverviewMockHandler } from '../../generated/product/endpoints/compliance/compliance.msw';
import type {
  ComplianceOverview,
  ComplianceStatus,
  ExpiryEntry,
  QueueEntry,
} from '../../generated/product/model';
import { getComplianceOverviewQueryParams } from '../../generated/product/zod/compliance/compliance.zod';
import { productInstant } from '../calendar';
import { SEVERITY } from '../compliance/engine';
import { standingOf } from '../compliance/standing';
import { operation } from '../faults';
import { requireCaller } from './caller';
import { listableBy, viewerOf } from './professional-access';
import { badQuery, query } from './query';
import { zodLanguage } from './language';

export const overviewHandlers = [
  getGetComplianceOverviewMockHandler(
    operation(
      'getComplianceOverview',
      'product',
      async ({ request }): Promise<ComplianceOverview> => {
        const viewer = viewerOf(await requireCaller(request));
        const parsed = getComplianceOverviewQueryParams.safeParse(query(request), zodLanguage());
        if (!parsed.success) badQuery(parsed.error.issues);
        const { expiringWithinDays: within, limit } = parsed.data;
        const instant = productInstant();
        const byStatus = Object.fromEntries(SEVERITY.map((s) => [s, 0])) as Record<
          ComplianceStatus,
          number
        >;
        let cleared = 0;
        const queue: QueueEntry[] = [];
        const expiring: ExpiryEntry[] = [];
        const professionals = listableBy(viewer);
        for (const record of professionals) {
          const standing = standingOf(record, instant);
          byStatus[standing.summary.overallStatus] += 1;
          if (standing.summary.cleared) cleared += 1;
          const who = {
            professionalId: record.id,
            firstName: record.firstName,
            lastName: record.lastName,
          };
          for (const c of standing.credentials) {
            if (c.replacedBy || c.nextActor !== 'reviewer') continue;
            const checked = record.credentials.find((held) => held.id === c.id)?.verification;
            const since = c.status === 'needs-attention' && checked ? checked.checkedAt : c.addedAt;
            queue.push({ ...who, credentialId: c.id, typeId: c.typeId, reason: c.reason, since });
          }
          for (const c of standing.renewals) {
            if (c.daysLeft! < 0 || c.daysLeft! > within) continue;
            if (c.status !== 'compliant' && c.status !== 'expiring') continue;
            expiring.push({
              ...who,
              credentialId: c.id,
              typeId: c.typeId,
              dueOn: c.dueOn!,
              daysLeft: c.daysLeft!,
            });
          }
        }
        queue.sort(
          (a, b) => a.since.localeCompare(b.since) || a.credentialId.localeCompare(b.credentialId),
        );
        // Soonest first by each person's own calendar: the same last day is a day nearer for
        // someone whose day has already begun (New York) than for someone's still ending (Los
        // Angeles), and their card lapses first.
        expiring.sort(
          (a, b) =>
            a.daysLeft - b.daysLeft ||
            a.dueOn.localeCompare(b.dueOn) ||
            a.credentialId.localeCompare(b.credentialId),
        );
        return {
          professionals: professionals.length,
          cleared,
          byStatus,
          reviewQueue: { total: queue.length, items: queue.slice(0, limit) },
          expiringSoon: {
            withinDays: within,
            total: expiring.length,
            items: expiring.slice(0, limit),
          },
        };
      },
    ),
  ),
];
