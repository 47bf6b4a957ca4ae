/**
 * Demo controls, outside the product's contracts: the outbox, reset, the calendar, fault injection, token
 * lifetimes, the tenant's factors and the primary sources' registry (what a board answers next). Served wherever the demo backend runs, under /__demo/.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { isCivilDate } from './compliance/civil-date';
import { putBoardLicense } from './compliance/registry';
import { moveClock, readClock } from './demo-clock';
import { FAULT_STATUSES, clearFaults, injectFault, pendingFaults } from './faults';
import { getDb, resetDemoData, transaction } from './store';

const factor = z.object({
  strategy: z.enum([
    'password',
    'link',
    'totp',
    'verificationCode',
    'apple',
    'azure',
    'facebook',
    'github',
    'google',
    'linkedin',
    'okta',
    'twitter',
    'custom',
  ]),
  channel: z.enum(['email', 'sms', 'authenticator']),
});

const faultBody = z.strictObject({
  operationId: z.string().min(1).max(64),
  status: z.union([z.literal('timeout'), z.union(FAULT_STATUSES.map((s) => z.literal(s)))]),
  times: z.number().int().min(1).max(100).optional(),
});

const seconds = z
  .number()
  .int()
  .min(1)
  .max(400 * 24 * 3600);
const settingsBody = z.strictObject({
  accessTokenTtlSeconds: seconds.optional(),
  refreshTokenTtlSeconds: seconds.optional(),
  codeTtlSeconds: seconds.optional(),
  linkTtlSeconds: seconds.optional(),
  firstFactorTokenTtlSeconds: seconds.optional(),
});

/** A license as a state board holds it (compliance/registry.ts): what the next check finds. */
const boardLicenseBody = z.strictObject({
  state: z.string().regex(/^[A-Z]{2}$/),
  typeId: z.string().min(1).max(64),
  number: z.string().min(1).max(40),
  licensee: z.string().min(1).max(120),
  status: z.enum(['active', 'expired', 'probation', 'suspended', 'revoked']),
  boardText: z.string().min(1).max(500),
});

const clockBody = z.strictObject({
  date: z.string().refine(isCivilDate, 'Not a date (YYYY-MM-DD)').nullable(),
});

const tenantBody = z.strictObject({
  mode: z.enum(['live', 'test']).optional(),
  firstFactors: z.array(factor).max(20).optional(),
  secondFactors: z.array(factor).max(10).optional(),
  mfaRequiredForNewUsers: z.boolean().optional(),
  // `null` turns PKCE off again.
  pkce: z
    .strictObject({ redirectTo: z.string().min(1).max(2048) })
    .nullable()
    .optional(),
});

async function parse<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  return HttpResponse.json({ message: z.prettifyError(parsed.error) }, { status: 400 });
}

/** A turn that only reads (store.ts). */
const READS = { writes: false };

export const controlHandlers = [
  http.get('*/__demo/outbox', () =>
    transaction(() => HttpResponse.json({ messages: getDb().outbox }), READS),
  ),
  http.post('*/__demo/reset', async () => {
    await resetDemoData();
    clearFaults();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/__demo/faults', () => HttpResponse.json({ faults: pendingFaults() })),
  http.post('*/__demo/faults', async ({ request }) => {
    const body = await parse(request, faultBody);
    if (body instanceof Response) return body;
    try {
      injectFault(body);
    } catch (refused) {
      return HttpResponse.json({ message: (refused as Error).message }, { status: 400 });
    }
    return HttpResponse.json({ faults: pendingFaults() }, { status: 201 });
  }),
  http.delete('*/__demo/faults', () => {
    clearFaults();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/__demo/settings', () =>
    transaction(() => HttpResponse.json(getDb().settings), READS),
  ),
  http.put('*/__demo/settings', async ({ request }) => {
    const body = await parse(request, settingsBody);
    if (body instanceof Response) return body;
    return transaction(() => {
      const db = getDb();
      Object.assign(db.settings, body);
      return HttpResponse.json(db.settings);
    });
  }),
  http.get('*/__demo/registry', () =>
    transaction(() => HttpResponse.json(getDb().registry), READS),
  ),
  http.put('*/__demo/registry/licenses', async ({ request }) => {
    const body = await parse(request, boardLicenseBody);
    if (body instanceof Response) return body;
    return transaction(() => HttpResponse.json(putBoardLicense(getDb().registry, body)));
  }),
  http.get('*/__demo/clock', () => transaction(() => HttpResponse.json(readClock()), READS)),
  http.put('*/__demo/clock', async ({ request }) => {
    const body = await parse(request, clockBody);
    if (body instanceof Response) return body;
    return transaction(() => {
      try {
        return HttpResponse.json(moveClock(body.date));
      } catch (refused) {
        if (!(refused instanceof RangeError)) throw refused;
        return HttpResponse.json({ message: refused.message }, { status: 400 });
      }
    });
  }),
  http.get('*/__demo/tenant', () => transaction(() => HttpResponse.json(getDb().tenant), READS)),
  http.put('*/__demo/tenant', async ({ request }) => {
    const body = await parse(request, tenantBody);
    if (body instanceof Response) return body;
    return transaction(() => {
      const db = getDb();
      const { pkce, ...rest } = body;
      Object.assign(db.tenant, rest);
      if (pkce === null) delete db.tenant.pkce;
      else if (pkce) db.tenant.pkce = pkce;
      return HttpResponse.json(db.tenant);
    });
  }),
];
