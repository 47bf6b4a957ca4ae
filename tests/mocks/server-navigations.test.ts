/** @jest-environment node */
/**
 * The provider's browser navigations on `npm run mock:server` (#17 item 5): social sign-in asks
 * who signs in and returns to the app's login page with a one-time link that signs in; SAML says
 * who the provider asserts, once per token; nothing is sent to a non-local origin.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '@mocks/server';
import { resetDemoData } from '@mocks/store';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createMockServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => resetDemoData());

const APP = 'http://localhost:5173';
const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
const ssoPath = (query: Record<string, string>) =>
  `/v0/auth/google/login?${new URLSearchParams({ origin: APP, tenant_id: 'demo1234', ...query })}`;

async function signIn(email: string): Promise<{ access: string; uuid: string }> {
  const response = await fetch(`${base}/v0/tenants/demo1234/auth/basic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: email, password: 'Compliance-demo-1' }),
  });
  const body = await response.json();
  return { access: body.tokens.access.value, uuid: body.userUuid };
}

describe('social sign-in', () => {
  it('asks who signs in, in a form that keeps the query', async () => {
    const response = await get(ssoPath({ redirect: '/profiles/users' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Demo identity provider</h1>');
    expect(html).toContain('stands in for google');
    expect(html).toContain('<input type="email" name="email"');
    expect(html).toContain('<input type="hidden" name="redirect" value="/profiles/users">');
  });

  it('returns to the login page with a one-time link that signs in, and the redirect', async () => {
    const response = await get(ssoPath({ redirect: '/profiles/users', email: 'user@demo.test' }));
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/sign-in`);
    expect(back.searchParams.get('redirectUrl')).toBe('/profiles/users');
    expect(back.searchParams.get('type')).toBe('login');
    const login = await fetch(`${base}/v0/tenants/demo1234/auth/link`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: back.searchParams.get('token'),
        uuid: back.searchParams.get('uuid'),
      }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).tokens.access.value).toMatch(/^ey/);
  });

  it('sends nothing to an origin that is not local, and refuses another tenant', async () => {
    const away = await get(ssoPath({ origin: 'https://evil.example', email: 'user@demo.test' }));
    expect(away.status).toBe(400);
    expect(away.headers.get('location')).toBeNull();
    const other = await get(ssoPath({ tenant_id: 'other123', email: 'user@demo.test' }));
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('Tenant not found');
  });
});

describe('SAML', () => {
  it('says who the provider asserts for a token, once', async () => {
    const { access, uuid } = await signIn('user@demo.test');
    const saml = await fetch(`${base}/v0/auth/saml/idp/token`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const { token } = await saml.json();
    const path = `/v0/auth/saml/idp/login?${new URLSearchParams({ tenant_id: 'demo1234', token, uuid })}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('user@demo.test is signed in to the service provider.');
    const again = await get(path);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Invalid or expired SAML token');
  });
});
