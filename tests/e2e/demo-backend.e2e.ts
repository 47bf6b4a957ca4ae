import type { Page } from 'playwright-core';
import {
  OFF_CONTRACT,
  baseUrl,
  signInAs,
  storedDemoState,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

// Two page loads, a sign-up and a reset: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const e2e = useBrowser({ context: {} });

/** Calls the demo backend from inside the page, as the app's own requests would reach it. */
function api(page: Page, method: string, path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body, token },
  );
}

const signup = {
  email: 'e2e.person@example.com',
  password: 'a-long-enough-password',
  name: 'E2E Person',
};
const login = { emailOrUsername: signup.email, password: signup.password };

describe('the embedded demo backend in the browser', () => {
  it('keeps its data across a reload until "Reset demo data" restores the seed', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(baseUrl());
    await waitForDemoBackend(page);

    const created = await api(page, 'POST', '/v0/tenants/demo1234/auth/create', signup);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('MFA required');

    // The sign-up's authenticator set-up works in the browser too: a PNG QR code and 10 backup codes.
    const setup = await api(page, 'GET', '/v0/auth/totp', undefined, created.body.firstFactorToken);
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.backupCodes).toHaveLength(10);

    await page.reload();
    await waitForDemoBackend(page);
    expect((await api(page, 'POST', '/v0/tenants/demo1234/auth/basic', login)).status).toBe(200);
    expect(JSON.stringify(await storedDemoState(page))).toContain('e2e.person@example.com');

    await page.getByRole('button', { name: 'Open settings' }).click();
    // The page reloads once the seed is stored: wait for that new page, not the one clicked in.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('dialog').getByRole('button', { name: 'Reset demo data' }).click();
    await reloaded;
    await waitForDemoBackend(page);
    const after = await api(page, 'POST', '/v0/tenants/demo1234/auth/basic', login);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('Incorrect email or password');
    expect(errors).toEqual([]);
  });

  it('serves the seeded accounts and the product API with real tokens', async () => {
    const { page } = await e2e.newPage();
    await page.goto(baseUrl());
    await waitForDemoBackend(page);
    const signedIn = await api(page, 'POST', '/v0/tenants/demo1234/auth/basic', {
      emailOrUsername: 'admin@demo.test',
      password: 'Compliance-demo-1',
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.tokens.access.value as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.authorization.demo1234.roles).toEqual(['admin']);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const users = await api(
      page,
      'GET',
      '/api/v1/users?pageSize=5&sort=lastName&order=asc',
      undefined,
      token,
    );
    expect(users.status).toBe(200);
    expect(users.body.items).toHaveLength(5);
    expect(users.body.total).toBeGreaterThanOrEqual(200);
  });
});

describe('answers checked against the contracts (a test build)', () => {
  it('an answer off the contract is reported, naming the call, and fails the page watch', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'admin');
    // A backend that drifted: one user's email stops being an email, in the stored demo state.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('demo-backend');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const store = opening.result.transaction('state', 'readwrite').objectStore('state');
            const reading = store.get('demo-backend');
            reading.onsuccess = () => {
              const state = JSON.parse(reading.result as string);
              state.users[0].email = 'not an email';
              const writing = store.put(JSON.stringify(state), 'demo-backend');
              writing.onsuccess = () => resolve();
              writing.onerror = () => reject(writing.error);
            };
          };
        }),
    );
    expect(errors).toEqual([]);
    const report = page.waitForEvent('console', {
      predicate: (message) => message.text().includes(OFF_CONTRACT),
      timeout: 15_000,
    });
    await page.goto(`${baseUrl()}/profiles/users?sort=id&order=asc`);
    const message = (await report).text();
    // The first user is the admin: the session's own user check reads it first.
    expect(message).toMatch(
      /^The answer to GET \/api\/v1\/users\S* \((getUser|listUsers)\) does not match the contract/,
    );
    expect(message).toContain('email');
    expect(errors).toContain(message);
  });
});
