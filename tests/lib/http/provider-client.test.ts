import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { getSelf, refreshTokens } from '@generated/provider/endpoints/session/session';
import { getTotpSetup } from '@generated/provider/endpoints/totp/totp';
import { loginWithPassword, updatePassword } from '@generated/provider/endpoints/password/password';
import { sendLoginLink } from '@generated/provider/endpoints/link/link';
import { HttpError } from '@/lib/http/errors';
import { configureProviderClient, findProviderRoute } from '@/lib/http/provider-client';
import { onSessionEnding } from '@/lib/http/session-events';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import type { TokenSource } from '@/lib/http/token-source';
import { setupMockServer } from '@tests/utils/msw';
import { expectOffContractAnswers } from '@tests/utils/off-contract';

const server = setupMockServer();

interface Seen {
  url: URL;
  headers: Headers;
}

/** Records every request that reaches the provider and answers `body` with `status`. */
function capture(
  method: 'get' | 'post' | 'put',
  path: string,
  body: JsonBodyType = { message: 'OK' },
  status = 200,
) {
  const seen: Seen[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push({ url: new URL(request.url), headers: request.headers });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const tokens = (overrides: Partial<TokenSource>): TokenSource => ({
  ...EMPTY_TOKEN_SOURCE,
  ...overrides,
});
const passwordBody = { emailOrUsername: 'admin@demo.test', password: 'Compliance-demo-1' };

beforeEach(() => {
  // Bare answers: these tests look at what is sent, not at what comes back.
  expectOffContractAnswers();
  configureProviderClient({
    baseUrl: 'http://provider.test/v0',
    source: 'toolkit',
    domain: undefined,
  });
  setTokenSource(EMPTY_TOKEN_SOURCE);
});

describe('provider client (SPEC §7)', () => {
  it('forces a trailing slash on the base and joins paths without doubling slashes', async () => {
    configureProviderClient({ baseUrl: 'http://provider.test//v0' });
    const seen = capture('get', 'http://provider.test/v0/tenants/:tenantId/mode', {
      mode: 'test',
      authentication: { firstFactors: [], secondFactors: [] },
    });
    await getTenantMode('demo1234');
    expect(seen[0]?.url.pathname).toBe('/v0/tenants/demo1234/mode');
  });

  it('names the source on every request and sends no credential where none is declared', async () => {
    setTokenSource(tokens({ accessToken: () => 'access-jwt' }));
    const seen = capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/link');
    await sendLoginLink('demo1234', { email: 'user@demo.test' });
    expect(seen[0]?.headers.get('x-userfront-source')).toBe('toolkit');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.headers.get('x-application-id')).toBeNull();
    expect(seen[0]?.headers.get('x-origin')).toBeNull();
  });

  it('adds the application id and origin headers only when a domain is configured', async () => {
    configureProviderClient({ domain: 'app.example.com' });
    const seen = capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/link');
    await sendLoginLink('demo1234', { email: 'user@demo.test' });
    expect(seen[0]?.headers.get('x-application-id')).toBe('https://app.example.com');
    expect(seen[0]?.headers.get('x-origin')).toBe('https://app.example.com');
  });

  it('sends the access token to /self, the refresh token to /auth/refresh', async () => {
    setTokenSource(tokens({ accessToken: () => 'access-jwt', refreshToken: () => 'refresh-jwt' }));
    const self = capture('get', 'http://provider.test/v0/self', {
      userId: 1,
      userUuid: 'a',
      tenantId: 'demo1234',
      tenant: { tenantId: 'demo1234', name: 'Demo' },
    });
    const refresh = capture('get', 'http://provider.test/v0/auth/refresh', { tokens: {} });
    await getSelf();
    await refreshTokens();
    expect(self[0]?.headers.get('authorization')).toBe('Bearer access-jwt');
    expect(refresh[0]?.headers.get('authorization')).toBe('Bearer refresh-jwt');
  });

  it('uses the first-factor token while one is held, and the access token for TOTP set-up otherwise', async () => {
    const held: { fft: string | undefined } = { fft: 'uf_test_first_factor_abc' };
    setTokenSource(tokens({ accessToken: () => 'access-jwt', firstFactorToken: () => held.fft }));
    const login = capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/basic');
    const totp = capture('get', 'http://provider.test/v0/auth/totp', {
      totpSecret: 'A',
      qrCode: 'data:image/png;base64,',
      backupCodes: [],
    });
    await loginWithPassword('demo1234', passwordBody);
    await getTotpSetup();
    held.fft = undefined;
    await loginWithPassword('demo1234', passwordBody);
    await getTotpSetup();
    expect(login.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer uf_test_first_factor_abc',
      null,
    ]);
    expect(totp.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer uf_test_first_factor_abc',
      'Bearer access-jwt',
    ]);
  });

  it('tells POST from PUT on the same path: the password update carries the access token', async () => {
    setTokenSource(tokens({ accessToken: () => 'access-jwt' }));
    const seen = capture('put', 'http://provider.test/v0/tenants/:tenantId/auth/basic');
    await updatePassword('demo1234', { password: 'new-password-123', existingPassword: 'old' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-jwt');
  });

  it('adds the PKCE code_challenge to PKCE operations only, and keeps an explicit one', async () => {
    setTokenSource(tokens({ codeChallenge: () => 'challenge-0123456789-0123456789-0123456789' }));
    const login = capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/basic');
    const link = capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/link');
    await loginWithPassword('demo1234', passwordBody);
    await loginWithPassword('demo1234', passwordBody, { code_challenge: 'explicit' });
    await sendLoginLink('demo1234', { email: 'user@demo.test' });
    expect(login.map((r) => r.url.searchParams.getAll('code_challenge'))).toEqual([
      ['challenge-0123456789-0123456789-0123456789'],
      ['explicit'],
    ]);
    expect(link[0]?.url.searchParams.has('code_challenge')).toBe(false);
  });

  it("rethrows the server's message with its status and type", async () => {
    capture(
      'post',
      'http://provider.test/v0/tenants/:tenantId/auth/basic',
      {
        statusCode: 400,
        message: 'Incorrect email or password',
        error: { type: 'bad_request_error' },
      },
      400,
    );
    const failure = loginWithPassword('demo1234', passwordBody);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Incorrect email or password',
      status: 400,
      type: 'bad_request_error',
    });
  });

  it('reports 401/419/440 on an authenticated call, and not on an anonymous one', async () => {
    const events: number[] = [];
    const unsubscribe = onSessionEnding((e) => events.push(e.status));
    const error = {
      statusCode: 401,
      message: 'Unauthorized',
      error: { type: 'unauthorized_error' },
    };
    capture('get', 'http://provider.test/v0/self', error, 401);
    capture('post', 'http://provider.test/v0/tenants/:tenantId/auth/basic', error, 401);
    await expect(getSelf()).rejects.toThrow('Unauthorized'); // no token held: nothing to end
    await expect(loginWithPassword('demo1234', passwordBody)).rejects.toThrow('Unauthorized');
    setTokenSource(tokens({ accessToken: () => 'expired-jwt' }));
    await expect(getSelf()).rejects.toThrow('Unauthorized');
    unsubscribe();
    expect(events).toEqual([401]);
  });

  it('turns a network failure into a status-0 error that ends no session', async () => {
    const events: number[] = [];
    const unsubscribe = onSessionEnding((e) => events.push(e.status));
    setTokenSource(tokens({ accessToken: () => 'access-jwt' }));
    server.use(http.get('http://provider.test/v0/self', () => HttpResponse.error()));
    await expect(getSelf()).rejects.toMatchObject({ status: 0, kind: 'network' });
    unsubscribe();
    expect(events).toEqual([]);
  });

  it('maps requests to routes by method and path', () => {
    expect(findProviderRoute('post', '/tenants/t1/auth/basic?code_challenge=x')?.operationId).toBe(
      'loginWithPassword',
    );
    expect(findProviderRoute('PUT', 'tenants/t1/auth/basic')?.operationId).toBe('updatePassword');
    expect(findProviderRoute('GET', '/tenants/t1/auth/basic')).toBeUndefined();
  });
});
