/** @jest-environment node */
import {
  listAlerts,
  markAlertRead,
  markAllAlertsRead,
} from '@generated/product/endpoints/alerts/alerts';
import { addCredential } from '@generated/product/endpoints/credentials/credentials';
import { reviewCredential } from '@generated/product/endpoints/reviews/reviews';
import type { DemoClock, DemoMessage } from '@generated/demo/model';
import { listAlertsResponse } from '@generated/product/zod/alerts/alerts.zod';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, demo, failure, fixClock, registered, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0); // 2026-11-22
  await resetDemoData();
});

/** A BLS card whose last valid day is 2027-06-30. */
const BLS = {
  typeId: 'bls',
  issuer: 'American Heart Association',
  number: 'AHA7Q2M55X',
  issuedOn: '2025-06-30',
  expiresOn: '2027-06-30',
};

async function moveTo(date: string | null): Promise<DemoClock> {
  const response = await demo('clock', { method: 'PUT', body: JSON.stringify({ date }) });
  expect(response.status).toBe(200);
  return (await response.json()) as DemoClock;
}

const outboxTo = async (to: string) =>
  ((await (await demo('outbox')).json()) as { messages: DemoMessage[] }).messages.filter(
    (m) => m.to === to,
  );

/** user@demo.test as a nurse holding one BLS card, and nothing else that expires. */
async function nurseWithCard(headers?: Record<string, string>) {
  await registered();
  await addCredential('me', BLS);
  return listAlerts(undefined, headers ? { headers } : undefined);
}

describe('expiry alerts on the demo calendar', () => {
  it('29 days before an expiry: one alert and one message, not repeated the next day', async () => {
    expect((await nurseWithCard()).total).toBe(0);
    const moved = await moveTo('2027-06-01');
    expect(moved).toMatchObject({ today: '2027-06-01', offsetDays: 191 });
    expect(moved.alertsRaised).toBeGreaterThanOrEqual(1); // the whole tenant's, this card's among them

    const page = await listAlerts();
    expect(listAlertsResponse.safeParse(page).error?.issues ?? []).toEqual([]);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.items[0]).toEqual({
      id: expect.stringMatching(/^al-\d{6}$/),
      kind: 'expiring',
      professionalId: expect.any(Number),
      credentialId: expect.any(String),
      typeId: 'bls',
      expiresOn: '2027-06-30',
      daysLeft: 29,
      threshold: 30,
      createdAt: '2027-06-01T10:00:00Z',
    });
    const sent = await outboxTo('user@demo.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      subject: 'Basic Life Support (BLS): expires in 29 days',
      link: '/profiles/documentation/me',
    });
    expect(sent[0]!.body).toContain('expires on June 30, 2027, in 29 days');

    await moveTo('2027-06-02');
    expect((await listAlerts()).total).toBe(1);
    expect(await outboxTo('user@demo.test')).toHaveLength(1);
    // Back and forth over the same threshold raises nothing either.
    await moveTo('2027-05-01');
    await moveTo('2027-06-03');
    expect((await listAlerts()).total).toBe(1);
  });

  it('a jump past several thresholds raises the tightest only; the expiry itself is the last', async () => {
    await nurseWithCard();
    await moveTo('2027-06-27');
    expect((await listAlerts()).items.map((a) => [a.kind, a.threshold, a.daysLeft])).toEqual([
      ['expiring', 7, 3],
    ]);
    await moveTo('2027-07-01');
    const page = await listAlerts();
    expect(page.items.map((a) => [a.kind, a.threshold, a.daysLeft])).toEqual([
      ['expired', undefined, -1],
      ['expiring', 7, 3],
    ]);
    expect((await outboxTo('user@demo.test')).map((m) => m.subject)).toEqual([
      'Basic Life Support (BLS): expired',
      'Basic Life Support (BLS): expires in 3 days',
    ]);
  });

  it('a renewal sent stops the old card’s alerts; a renewal rejected brings them back', async () => {
    await nurseWithCard();
    const card = getDb().professionals.find((p) => p.email === 'user@demo.test')!;
    const old = card.credentials.find((c) => c.typeId === 'bls')!.id;
    const renewal = await addCredential('me', {
      ...BLS,
      number: 'AHA7Q2M56Y',
      issuedOn: '2026-11-20',
      expiresOn: '2028-11-20',
      renews: old,
    });
    await moveTo('2027-06-27');
    expect((await listAlerts()).total).toBe(0);
    await signIn('admin@demo.test');
    await reviewCredential(String(card.id), renewal.id, {
      decision: 'reject',
      reason: 'The card is not signed.',
    });
    await signIn('user@demo.test');
    await moveTo('2027-06-28');
    expect((await listAlerts()).items.map((a) => [a.kind, a.credentialId, a.threshold])).toEqual([
      ['expiring', old, 7],
      ['rejected', renewal.id, undefined],
    ]);
  });

  it('writes to the person in the language they last used the product in', async () => {
    await nurseWithCard({ 'accept-language': 'es-MX,es;q=0.9' });
    await moveTo('2027-04-01'); // 90 days before
    const [message] = await outboxTo('user@demo.test');
    expect(message?.subject).toBe('Soporte vital básico (BLS): vence en 90 días');
    expect(message?.body).toContain('vence el 30 de junio de 2027, en 90 días');
  });

  it('moves the calendar only: the session of real time goes on; null is real time again', async () => {
    await nurseWithCard();
    await moveTo('2027-09-01'); // long past the access token's real lifetime
    expect((await listAlerts()).total).toBe(1);
    expect(await moveTo(null)).toMatchObject({ today: '2026-11-22', offsetDays: 0 });
    expect(getDb().clockOffsetDays).toBeUndefined();
    const refused = await demo('clock', { method: 'PUT', body: '{"date":"2040-01-01"}' });
    expect(refused.status).toBe(400);
    expect((await demo('clock', { method: 'PUT', body: '{"date":"2027-02-30"}' })).status).toBe(
      400,
    );
  });
});

describe('rejection alerts and reading them', () => {
  it('a rejection alerts the professional at once, with the reviewer’s words', async () => {
    await signIn('admin@demo.test');
    await reviewCredential('1001', 'c-1001-06', {
      decision: 'reject',
      reason: 'The signature page is missing.',
    });
    const [message] = await outboxTo('professional@demo.test');
    expect(message).toMatchObject({
      subject: 'Physical examination: not accepted',
    });
    expect(message?.body).toContain('“The signature page is missing.”');
    await signIn('professional@demo.test');
    expect((await listAlerts()).items[0]).toMatchObject({
      kind: 'rejected',
      credentialId: 'c-1001-06',
      reason: 'The signature page is missing.',
      createdAt: '2026-11-22T10:00:00Z',
    });
  });

  it('the seeded professional has alerts, some read; marking one or all as read counts down', async () => {
    await signIn('professional@demo.test');
    const before = await listAlerts();
    expect(before.total).toBeGreaterThanOrEqual(3);
    expect(before.unread).toBeGreaterThanOrEqual(1);
    expect(before.unread).toBeLessThan(before.total);
    const unread = await listAlerts({ filter: 'unread' });
    expect(unread.items.every((a) => a.readAt === undefined)).toBe(true);
    expect(unread.total).toBe(before.unread);

    const read = await markAlertRead(unread.items[0]!.id);
    expect(read.readAt).toBe('2026-11-22T10:00:00Z');
    expect((await listAlerts()).unread).toBe(before.unread - 1);
    expect(await markAllAlertsRead()).toEqual({ unread: 0 });
    expect((await listAlerts()).unread).toBe(0);

    // Somebody else's alert is as unknown as one that does not exist.
    await signIn('recruiter@demo.test');
    expect((await listAlerts()).total).toBe(0);
    expect((await failure(markAlertRead(read.id))).status).toBe(404);
    expect((await failure(markAlertRead('al-999999'))).status).toBe(404);
    expect((await failure(markAlertRead('nope'))).status).toBe(400);
  });
});
