/** @jest-environment node */
import { sendVerificationCode } from '@generated/provider/endpoints/code/code';
import { getSelf } from '@generated/provider/endpoints/session/session';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { deleteUser, listUsers } from '@generated/product/endpoints/users/users';
import { HttpError } from '@/lib/http/errors';
import { configureProductClient } from '@/lib/http/product-client';
import { injectFault, pendingFaults } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { DEFAULT_SETTINGS, SEEDED_PRODUCT_USERS } from '@mocks/seed';
import { setupMockServer } from '@tests/utils/msw';
import {
  TENANT,
  accessClaims,
  configureClients,
  demo,
  failure,
  firstFactor,
  passwordLogin,
  refreshClaims,
  signIn,
  signedOn,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const TOTAL = SEEDED_PRODUCT_USERS + 8;
const json = (body: unknown) => ({ body: JSON.stringify(body) });

describe('injectFault', () => {
  it('makes the next getSelf answer 500 with the contract error body; the call after succeeds', async () => {
    await signIn('user@demo.test');
    injectFault({ operationId: 'getSelf', status: 500 });
    const error = await failure(getSelf());
    expect(error).toMatchObject({
      status: 500,
      message: 'An internal server error occurred',
      type: 'server_error',
    });
    expect(error.body).toEqual({
      statusCode: 500,
      message: 'An internal server error occurred',
      error: { type: 'server_error' },
    });
    await expect(getSelf()).resolves.toHaveProperty('email', 'user@demo.test');
  });

  it('answers 429 with Retry-After 30 on both APIs', async () => {
    await signIn('admin@demo.test');
    injectFault({ operationId: 'getSelf', status: 429 });
    injectFault({ operationId: 'listUsers', status: 429 });
    expect(await failure(getSelf())).toMatchObject({
      status: 429,
      retryAfter: 30,
      type: 'rate_limit_error',
    });
    const product = await failure(listUsers());
    expect(product).toMatchObject({ status: 429, retryAfter: 30, type: 'rate_limited' });
    expect(product.body).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it.each([
    [401, 'unauthorized'],
    [419, 'session_expired'],
    [440, 'login_timeout'],
    [503, 'service_unavailable'],
  ] as const)('answers %i (%s) on the product API once', async (status, code) => {
    await signIn('admin@demo.test');
    injectFault({ operationId: 'listUsers', status });
    const error = await failure(listUsers());
    expect(error).toMatchObject({ status, type: code });
    expect(error.body).toMatchObject({ status, code });
    await expect(listUsers({ pageSize: 1 })).resolves.toHaveProperty('total', TOTAL);
  });

  it('applies to the named operation only, for as many calls as asked', async () => {
    await signIn('admin@demo.test');
    injectFault({ operationId: 'getSelf', status: 500, times: 2 });
    await expect(listUsers({ pageSize: 1 })).resolves.toHaveProperty('total', TOTAL);
    expect((await failure(getSelf())).status).toBe(500);
    expect((await failure(getSelf())).status).toBe(500);
    await expect(getSelf()).resolves.toHaveProperty('email', 'admin@demo.test');
  });

  it('with operationId "*" fails the next call of any operation', async () => {
    injectFault({ operationId: '*', status: 503 });
    expect(await failure(getTenantMode(TENANT))).toMatchObject({ status: 503, retryAfter: 30 });
    await expect(getTenantMode(TENANT)).resolves.toHaveProperty('mode', 'test');
  });

  it('fails the call before it runs: a faulted send sends nothing', async () => {
    injectFault({ operationId: 'sendVerificationCode', status: 500 });
    expect(
      (await failure(sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' })))
        .status,
    ).toBe(500);
    expect(getDb().outbox).toEqual([]);
  });

  it('with status "timeout" never answers: the product client gives up with a timeout', async () => {
    await signIn('admin@demo.test');
    configureProductClient({ timeoutMs: 100 });
    injectFault({ operationId: 'listUsers', status: 'timeout' });
    // The client's 100 ms are the test's clock: real ones could run out on a busy host before the
    // faulted call reached the backend (the fault then left for the next call) or before the
    // answered call came back.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const timedOut = failure(listUsers());
      // The backend holds the call (its fault taken) before the clock passes the timeout.
      while (pendingFaults().length > 0) await new Promise((resolve) => setImmediate(resolve));
      await jest.advanceTimersByTimeAsync(100);
      const error = await timedOut;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ kind: 'timeout', status: 0 });
      await expect(listUsers({ pageSize: 1 })).resolves.toHaveProperty('total', TOTAL);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('/__demo/faults', () => {
  it('queues, lists and clears faults over HTTP', async () => {
    const created = await demo('faults', {
      method: 'POST',
      ...json({ operationId: 'getTenantMode', status: 503, times: 2 }),
    });
    expect(created.status).toBe(201);
    const listed = (await (await demo('faults')).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([{ operationId: 'getTenantMode', status: 503, times: 2 }]);
    expect((await failure(getTenantMode(TENANT))).status).toBe(503);

    expect((await demo('faults', { method: 'DELETE' })).status).toBe(204);
    expect(pendingFaults()).toEqual([]);
    await expect(getTenantMode(TENANT)).resolves.toHaveProperty('mode', 'test');
  });

  it('refuses a status it cannot inject with 400 and queues nothing', async () => {
    const response = await demo('faults', {
      method: 'POST',
      ...json({ operationId: 'getSelf', status: 418 }),
    });
    expect(response.status).toBe(400);
    expect(pendingFaults()).toEqual([]);
  });

  it.each([
    ['getTenantMode', 409, 'getTenantMode does not declare 409 in its contract'],
    ['listUsers', 404, 'listUsers does not declare 404 in its contract'],
    ['noSuchCall', 500, 'No operation noSuchCall in the contracts'],
  ])(
    'refuses %s → %s, which its contract does not declare, with 400',
    async (operationId, status, message) => {
      const response = await demo('faults', { method: 'POST', ...json({ operationId, status }) });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({ message });
      expect(pendingFaults()).toEqual([]);
    },
  );

  it("applies '*' only to operations that declare the status", async () => {
    injectFault({ operationId: '*', status: 409 });
    // getTenantMode declares no 409: answered; updateUser would take the fault.
    await expect(getTenantMode(TENANT)).resolves.toHaveProperty('mode', 'test');
    expect(pendingFaults()).toHaveLength(1);
  });
});

describe('/__demo/settings', () => {
  it('shows the defaults and shortens token lifetimes', async () => {
    await expect((await demo('settings')).json()).resolves.toEqual(DEFAULT_SETTINGS);
    const put = await demo('settings', {
      method: 'PUT',
      ...json({ accessTokenTtlSeconds: 5, refreshTokenTtlSeconds: 60 }),
    });
    expect(put.status).toBe(200);
    const success = await signIn('user@demo.test');
    const access = accessClaims(success.tokens.access.value);
    expect(access.exp - access.iat).toBe(5);
    const refresh = refreshClaims(success.tokens.refresh!.value);
    expect(refresh.exp - refresh.iat).toBe(60);
  });

  it('refuses invalid settings with 400 and keeps the old ones', async () => {
    for (const body of [{ accessTokenTtlSeconds: 0 }, { tokenTtl: 5 }]) {
      expect((await demo('settings', { method: 'PUT', ...json(body) })).status).toBe(400);
    }
    expect(getDb().settings).toEqual(DEFAULT_SETTINGS);
  });
});

describe('/__demo/tenant', () => {
  it('changes the first factors and the mode that getTenantMode answers', async () => {
    const firstFactors = [{ strategy: 'password', channel: 'email' }];
    const put = await demo('tenant', { method: 'PUT', ...json({ firstFactors, mode: 'live' }) });
    expect(put.status).toBe(200);
    await expect(getTenantMode(TENANT)).resolves.toMatchObject({
      mode: 'live',
      authentication: { firstFactors },
    });
    const success = signedOn(await passwordLogin('user@demo.test'));
    expect(success.mode).toBe('live');
    expect(success.tokens.access.cookieOptions?.secure).toBe(true);
  });

  it('limits the second factors offered after a first factor', async () => {
    await demo('tenant', {
      method: 'PUT',
      ...json({ secondFactors: [{ strategy: 'totp', channel: 'authenticator' }] }),
    });
    const mfa = await firstFactor('mfa@demo.test');
    expect(mfa.authentication.secondFactors).toEqual([
      { strategy: 'totp', channel: 'authenticator', isConfiguredByUser: true },
    ]);
  });

  it('refuses an unknown strategy with 400', async () => {
    const response = await demo('tenant', {
      method: 'PUT',
      ...json({ firstFactors: [{ strategy: 'carrier-pigeon', channel: 'email' }] }),
    });
    expect(response.status).toBe(400);
    expect(getDb().tenant.firstFactors).toHaveLength(5);
  });
});

describe('/__demo/outbox and /__demo/reset', () => {
  it('lists sent messages, newest first', async () => {
    const first = await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' });
    const second = await sendVerificationCode(TENANT, {
      channel: 'sms',
      phoneNumber: '+17025550101',
    });
    const { messages } = (await (await demo('outbox')).json()) as {
      messages: Array<{ channel: string; to: string; verificationCode: string }>;
    };
    expect(messages).toMatchObject([
      { channel: 'sms', to: '+17025550101', verificationCode: second.result.verificationCode },
      { channel: 'email', to: 'user@demo.test', verificationCode: first.result.verificationCode },
    ]);
  });

  it('restores the seed: deleted users back, outbox empty, sessions and faults gone', async () => {
    await signIn('admin@demo.test');
    await deleteUser('18');
    await sendVerificationCode(TENANT, { channel: 'email', email: 'user@demo.test' });
    injectFault({ operationId: 'getTenantMode', status: 500 });

    expect((await demo('reset', { method: 'POST' })).status).toBe(204);
    expect(getDb().users.some((u) => u.id === 18)).toBe(true);
    expect(getDb().outbox).toEqual([]);
    expect(pendingFaults()).toEqual([]);
    expect((await failure(getSelf())).status).toBe(401);

    await signIn('admin@demo.test');
    await expect(listUsers({ pageSize: 1 })).resolves.toHaveProperty('total', TOTAL);
  });
});
