import { http, HttpResponse, delay } from 'msw';
import { deleteUser, listUsers } from '@generated/product/endpoints/users/users';
import productFetch, {
  configureProductClient,
  PRODUCT_API_TIMEOUT_MS,
} from '@/lib/http/product-client';
import type { TransferHooks } from '@/lib/http/request';
import { onSessionEnding } from '@/lib/http/session-events';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { setupMockServer } from '@tests/utils/msw';

const server = setupMockServer();
const page = { items: [], total: 0, page: 1, pageSize: 25 };

beforeEach(() => {
  configureProductClient({ baseUrl: '/api/v1', timeoutMs: PRODUCT_API_TIMEOUT_MS });
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, accessToken: () => 'access-jwt' });
});

describe('product API client (SPEC §7)', () => {
  it('has a 60 second timeout by default', () => {
    expect(PRODUCT_API_TIMEOUT_MS).toBe(60_000);
  });

  it('calls /api/v1 on the page origin with the access token and the query params', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/api/v1/users', ({ request }) => {
        seen = request;
        return HttpResponse.json(page);
      }),
    );
    await expect(listUsers({ page: 2, search: 'garcía' })).resolves.toEqual(page);
    const url = new URL(seen!.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/v1/users');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('search')).toBe('garcía');
    expect(seen!.headers.get('authorization')).toBe('Bearer access-jwt');
  });

  it("asks for the messages in the page's language (<html lang>), unless the caller chose one", async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get('*/api/v1/users', ({ request }) => {
        asked.push(request.headers.get('accept-language'));
        return HttpResponse.json(page);
      }),
    );
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'es';
      await listUsers();
      await listUsers(undefined, { headers: { 'Accept-Language': 'en' } });
      document.documentElement.lang = '';
      await listUsers();
    } finally {
      document.documentElement.lang = before;
    }
    expect(asked).toEqual(['es', 'en', null]);
  });

  it("refuses a 2xx that is not JSON (a web server's page for an API address) instead of taking it as the body", async () => {
    server.use(http.get('*/api/v1/users', () => HttpResponse.html('<!doctype html><html></html>')));
    await expect(listUsers()).rejects.toMatchObject({
      name: 'HttpError',
      status: 200,
      kind: 'http',
    });
  });

  it('gives up after the timeout with a timeout error', async () => {
    configureProductClient({ timeoutMs: 50 });
    server.use(
      http.get('*/api/v1/users', async () => {
        await delay(2_000);
        return HttpResponse.json(page);
      }),
    );
    await expect(listUsers()).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('times an upload from the last bytes moved: a long sending goes on while bytes move, and stops when they stop', async () => {
    configureProductClient({ timeoutMs: 50 });
    /** Sends for 300 ms (six times the timeout), telling that bytes moved every 20 ms, or never. */
    const slowLine =
      (tells: boolean): typeof fetch =>
      (_input, init = {}) =>
        new Promise((resolve, reject) => {
          const { moving } = init as TransferHooks;
          const ticks = setInterval(() => tells && moving?.(), 20);
          const done = setTimeout(() => {
            clearInterval(ticks);
            resolve(HttpResponse.json({ id: 'd-1' }, { status: 201 }));
          }, 300);
          init.signal?.addEventListener('abort', () => {
            clearInterval(ticks);
            clearTimeout(done);
            reject(init.signal?.reason);
          });
        });
    // The clock is the test's: on a busy host a real 20 ms tick can come late and fake a stall.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const moving = productFetch('/uploads', { method: 'POST', transport: slowLine(true) });
      const stalled = productFetch('/uploads', { method: 'POST', transport: slowLine(false) });
      const settled = Promise.allSettled([moving, stalled]);
      await jest.advanceTimersByTimeAsync(300);
      const [sent, cut] = await settled;
      expect(sent).toEqual({ status: 'fulfilled', value: { id: 'd-1' } });
      expect(cut).toMatchObject({ status: 'rejected', reason: { status: 0, kind: 'timeout' } });
    } finally {
      jest.useRealTimers();
    }
  });

  it("honours the caller's abort signal (React Query cancelling) instead of reporting an error", async () => {
    server.use(
      http.get('*/api/v1/users', async () => {
        await delay(2_000);
        return HttpResponse.json(page);
      }),
    );
    const controller = new AbortController();
    const call = listUsers(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each([401, 419, 440])(
    'reports a %i as the end of the session and rethrows',
    async (status) => {
      const events: number[] = [];
      const unsubscribe = onSessionEnding((e) => events.push(e.status));
      server.use(
        http.delete('*/api/v1/users/:id', () =>
          HttpResponse.json(
            { status, code: 'session_expired', message: 'Your session has expired' },
            { status },
          ),
        ),
      );
      await expect(deleteUser('7')).rejects.toMatchObject({
        status,
        message: 'Your session has expired',
      });
      unsubscribe();
      expect(events).toEqual([status]);
    },
  );

  it('keeps the session on 403 and on 500', async () => {
    const events: number[] = [];
    const unsubscribe = onSessionEnding((e) => events.push(e.status));
    server.use(
      http.delete('*/api/v1/users/1', () =>
        HttpResponse.json(
          { status: 403, code: 'forbidden', message: 'Admins only' },
          { status: 403 },
        ),
      ),
      http.delete('*/api/v1/users/2', () => new HttpResponse('<h1>oops</h1>', { status: 500 })),
    );
    await expect(deleteUser('1')).rejects.toMatchObject({ status: 403, type: 'forbidden' });
    await expect(deleteUser('2')).rejects.toMatchObject({ status: 500, hasServerMessage: false });
    unsubscribe();
    expect(events).toEqual([]);
  });

  it('resolves a 204 with no body', async () => {
    server.use(http.delete('*/api/v1/users/:id', () => new HttpResponse(null, { status: 204 })));
    await expect(deleteUser('9')).resolves.toBeUndefined();
  });
});
