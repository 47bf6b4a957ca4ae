import { act, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { http, HttpResponse } from 'msw';
import { getUser, listUsers } from '@generated/product/endpoints/users/users';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import { HttpError } from '@/lib/http/errors';
import {
  configureProductClient,
  PRODUCT_API_TIMEOUT_MS,
  productFetch,
} from '@/lib/http/product-client';
import { onProductError, reportProductError } from '@/lib/http/product-errors';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { setupMockServer } from '@tests/utils/msw';
import { renderWithProviders } from '@tests/utils/render';

const server = setupMockServer();

let seen: Error[];
let stop: () => void;
beforeEach(() => {
  configureProductClient({ baseUrl: '/api/v1', timeoutMs: PRODUCT_API_TIMEOUT_MS });
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, accessToken: () => 'access-jwt' });
  seen = [];
  stop = onProductError((error) => seen.push(error));
});
afterEach(() => stop());

const fail = (status: number, body: Record<string, string>, init: ResponseInit = {}) =>
  server.use(http.get('*/api/v1/users', () => HttpResponse.json(body, { status, ...init })));

describe('the product API global error handler (SPEC §7)', () => {
  it('reports a failed call once and still rethrows it to the caller', async () => {
    fail(500, { message: 'Database unavailable', code: 'internal_error' });
    const error = await listUsers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(seen).toEqual([error]);
    reportProductError(error, { callerAborted: false, shownInForm: false }); // handed on again
    expect(seen).toHaveLength(1);
  });

  it('stays quiet when the caller cancelled the call itself', async () => {
    server.use(http.get('*/api/v1/users/:id', () => new Promise(() => undefined)));
    const controller = new AbortController();
    const call = getUser('7', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(seen).toEqual([]);
  });

  it('leaves session-ending answers to the session (no second message)', async () => {
    fail(440, { message: 'Session expired' });
    await expect(listUsers()).rejects.toBeInstanceOf(HttpError);
    expect(seen).toEqual([]);
  });

  it("shows the server's message as text, dismissible", async () => {
    renderWithProviders(<ProductErrorNotifier />);
    fail(409, { message: '<img src=x onerror=alert(1)> is taken', code: 'conflict' });
    await act(async () => {
      await listUsers().catch(() => undefined);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('<img src=x onerror=alert(1)> is taken');
    expect(alert.querySelector('img')).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('leaves a failure that the calling form shows to that form: reported, no toast', async () => {
    renderWithProviders(<ProductErrorNotifier />);
    // Without a form to show it, a failure is announced (this also loads the toast's code).
    fail(500, { message: 'Database unavailable', code: 'internal_error' });
    await act(async () => {
      await listUsers().catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await setupUser().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    fail(409, { message: 'Another user already has this email address', code: 'conflict' });
    let error: unknown;
    await act(async () => {
      error = await productFetch('users', { shownInForm: true }).catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(seen.at(-1)).toBe(error); // the global handler still hears of it
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Another user already has this email address')).toBeNull();
  });

  it('says an unknown error occurred when the server gave no message, in Spanish too', async () => {
    renderWithProviders(<ProductErrorNotifier />, { locale: 'es' });
    server.use(
      http.get(
        '*/api/v1/users',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    await act(async () => {
      await listUsers().catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se ha producido un error desconocido. Inténtalo de nuevo más tarde.',
    );
  });
});
