/**
 * Alerts (docs/decisions/031): the daily job that raises what the demo calendar makes due, the
 * alert a rejection raises, and the caller's own list. Each alert is for the person behind a
 * professional record who can sign in: one message per run in their language (the one they last
 * used the product in), and the alerts in the app's bell.
 */
import {
  getListAlertsMockHandler,
  getMarkAlertReadMockHandler,
  getMarkAllAlertsReadMockHandler,
} from '../../generated/product/endpoints/alerts/alerts.msw';
import type { Alert, AlertCount, AlertPage } from '../../generated/product/model';
import { listAlertsQueryParams } from '../../generated/product/zod/alerts/alerts.zod';
import { productInstant, productNow, productStamp } from '../calendar';
import { raiseExpiries } from '../compliance/alerts';
import type { AlertRecord, ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { deliver } from '../provider/secrets';
import { getDb } from '../store';
import { WALLET_PATH, alertMessage } from './alert-messages';
import { fail, requireCaller } from './caller';
import { callLanguage, zodLanguage } from './language';
import { viewerOf } from './professional-access';
import { badQuery, pageOf, query } from './query';

/** Kept per tenant: the oldest go first once there are more. */
const KEPT_ALERTS = 500;
const HOUR_MS = 3_600_000;

type Raised = Omit<Alert, 'id' | 'professionalId' | 'createdAt' | 'readAt'>;

/**
 * Stores `raised` for the person behind `record` and sends them one message; returns how many.
 * Only a person who can sign in (an account at the provider) is told: the demo's synthetic
 * people have none, and writing to them would bury the demo inbox's sign-in codes.
 */
function announce(record: ProfessionalRecord, raised: readonly Raised[]): number {
  if (raised.length === 0 || record.userId === undefined) return 0;
  const db = getDb();
  const userId = record.userId;
  const account = db.accounts.find((a) => a.userId === userId);
  if (!account) return 0;
  const createdAt = productStamp();
  const stored: AlertRecord[] = raised.map((alert) => {
    db.alertsMade += 1;
    return {
      ...alert,
      id: `al-${String(db.alertsMade).padStart(6, '0')}`,
      professionalId: record.id,
      userId,
      createdAt,
    };
  });
  db.alerts = [...stored.reverse(), ...db.alerts].slice(0, KEPT_ALERTS);
  const to = account.email ?? record.email;
  if (to) {
    const message = alertMessage(record, raised, record.language ?? 'en');
    deliver({ channel: 'email', to, ...message, link: WALLET_PATH });
  }
  return raised.length;
}

/**
 * The daily job: raises what the calendar has made due for everyone, once per hour of the
 * calendar (every person's day turns at their own midnight), or at once when `force`d (the
 * calendar moved). Returns how many alerts it raised.
 */
export function runAlertsJob(force = false): number {
  const db = getDb();
  const hour = Math.floor(productNow() / HOUR_MS);
  if (!force && db.alertsSweptHour === hour) return 0;
  db.alertsSweptHour = hour;
  const instant = productInstant();
  return db.professionals.reduce(
    (count, record) => count + announce(record, raiseExpiries(record, instant)),
    0,
  );
}

/** A reviewer did not accept a credential: the person hears why at once. */
export function alertRejection(
  record: ProfessionalRecord,
  credential: { id: string; typeId: string },
  reason: string,
): void {
  announce(record, [
    { kind: 'rejected', credentialId: credential.id, typeId: credential.typeId, reason },
  ]);
}

const contractOf = ({ userId: _user, ...alert }: AlertRecord): Alert => alert;

/** The caller's product user id (none for an account without one: no alerts). */
async function callerUserId(request: Request): Promise<number | undefined> {
  return viewerOf(await requireCaller(request)).userId;
}

export const alertHandlers = [
  getListAlertsMockHandler(
    operation('listAlerts', 'product', async ({ request }): Promise<AlertPage> => {
      const userId = await callerUserId(request);
      const parsed = listAlertsQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { page, pageSize, filter } = parsed.data;
      const db = getDb();
      const record = db.professionals.find((p) => userId !== undefined && p.userId === userId);
      if (record && record.language !== callLanguage()) record.language = callLanguage();
      runAlertsJob();
      const mine = db.alerts.filter((alert) => alert.userId === userId);
      const shown = filter === 'unread' ? mine.filter((alert) => !alert.readAt) : mine;
      const unread = mine.filter((alert) => !alert.readAt).length;
      const one = pageOf(shown, page, pageSize);
      return { ...one, items: one.items.map(contractOf), unread };
    }),
  ),

  getMarkAllAlertsReadMockHandler(
    operation('markAllAlertsRead', 'product', async ({ request }): Promise<AlertCount> => {
      const userId = await callerUserId(request);
      const at = productStamp();
      for (const alert of getDb().alerts)
        if (alert.userId === userId && !alert.readAt) alert.readAt = at;
      return { unread: 0 };
    }),
  ),

  getMarkAlertReadMockHandler(
    operation('markAlertRead', 'product', async ({ request, params }): Promise<Alert> => {
      const userId = await callerUserId(request);
      const alertId = String(params.alertId);
      if (!/^al-\d{6}$/.test(alertId)) fail(400, 'The alert id is not valid', 'bad_request');
      const alert = getDb().alerts.find((a) => a.id === alertId && a.userId === userId);
      if (!alert) fail(404, 'Alert not found', 'not_found');
      alert.readAt ??= productStamp();
      return contractOf(alert);
    }),
  ),
];
