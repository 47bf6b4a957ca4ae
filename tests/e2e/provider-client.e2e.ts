/**
 * The provider's own browser client against `npm run mock:server` (issue #17 item 7): the
 * published `@userfront/core` (a pinned devDependency, its browser build as the provider ships it)
 * runs in a page of a local origin and calls the demo backend as it would call the hosted
 * provider, through CORS, holding its tokens in its own cookies. Every journey a tenant's front end
 * makes with it: sign-up with an authenticator set up, password, email link, email and SMS codes,
 * the authenticator and a backup code as second factor, refresh, update self, password change,
 * reset by link, logout, social sign-in and SAML navigations, and a password sign-in right after an
 * MFA sign-in and logout. What passes here is what the demo backend answers the way the provider's
 * client expects: request and answer shapes, the first-factor token, cookies, redirects.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { DemoMessage } from '@generated/demo/model';
import { DEMO_BACKUP_CODES, DEMO_TOTP_SECRET } from '@mocks/seed';
import { freePort, repoRoot, startListening } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';
import { DEMO_PASSWORD, TENANT, useBrowser } from './fixtures';

jest.setTimeout(60_000);

const CLIENT_BUILD = path.join(
  repoRoot,
  'node_modules/@userfront/core/build/userfront-core.umd.js',
);
const NEW_PASSWORD = 'Another-demo-password-2';

const e2e = useBrowser({ context: { viewport: { width: 1024, height: 768 } } });

let backend: Background | undefined;
let api = '';
/**
 * The tenant's front end: one page that loads the client, at any path, on a local origin (the
 * demo tenant allows only those; a page of a local server, as the browser lets a local page call
 * the backend on 127.0.0.1 and would refuse one of no real address).
 */
let frontEndServer: Server | undefined;
let origin = '';
const FRONT_END_PAGE =
  '<!doctype html><html lang="en"><title>Tenant front end</title><script src="/userfront-core.js"></script><h1>Tenant front end</h1>';

beforeAll(async () => {
  const [backendPort, clientPort] = [await freePort(), await freePort()];
  const build = await readFile(CLIENT_BUILD);
  frontEndServer = createServer((req, res) => {
    const script = req.url === '/userfront-core.js';
    res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
    res.end(script ? build : FRONT_END_PAGE);
  });
  await new Promise<void>((resolve) => frontEndServer!.listen(clientPort, '127.0.0.1', resolve));
  backend = await startListening(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['mocks/server.ts'],
    backendPort,
    60_000,
    { MOCK_PORT: String(backendPort) },
  );
  api = `http://127.0.0.1:${backendPort}`;
  origin = `http://localhost:${clientPort}`;
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  await new Promise((resolve) => (frontEndServer ? frontEndServer.close(resolve) : resolve(null)));
});

beforeEach(async () => {
  expect((await fetch(`${api}/__demo/reset`, { method: 'POST' })).status).toBe(204);
});

/** The provider's client as the page holds it (what these tests read directly; calls: `call`). */
interface Userfront {
  init(tenantId: string, options: { baseUrl: string }): void;
  tokens: { accessToken?: string; refreshToken?: string };
  user: { email?: string; phoneNumber?: string };
}
type Window = { Userfront: Userfront };

/** Uncaught errors of the test's pages (the client's own rejections are answers, not these). */
let pageErrors: string[][] = [];
afterEach(() => {
  expect(pageErrors.flat()).toEqual([]);
  pageErrors = [];
});

/** A page of the tenant's front end at `address` (on `origin`) with the client initialised. */
async function frontEnd(address = '/'): Promise<{ page: Page }> {
  const { page, errors } = await e2e.newPage();
  pageErrors.push(errors);
  await page.goto(`${origin}${address}`);
  await initClient(page);
  return { page };
}

/** `Userfront.init` as a tenant's page calls it at every load, pointed at the demo backend. */
async function initClient(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Userfront' in window);
  await page.evaluate(
    ([tenant, baseUrl]) =>
      (window as unknown as Window).Userfront.init(tenant!, { baseUrl: baseUrl! }),
    [TENANT, `${api}/v0/`],
  );
}

type Answer = Record<string, unknown>;

/**
 * Calls the page's client: `method` is a path in the `Userfront` object ('login',
 * 'tokens.refresh', 'user.update'). Resolves with what the call resolved with, as JSON, or
 * rejects with the message of the client's error.
 */
async function call(page: Page, method: string, ...args: unknown[]): Promise<Answer> {
  const outcome = await page.evaluate(
    async ({ method, args }) => {
      const names = method.split('.');
      const last = names.pop()!;
      let owner = (window as unknown as { Userfront: Record<string, unknown> }).Userfront;
      for (const name of names) owner = owner[name] as Record<string, unknown>;
      try {
        const fn = owner[last] as (...a: unknown[]) => Promise<unknown>;
        return { value: (await fn.apply(owner, args)) ?? null };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    { method, args },
  );
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.value as Answer;
}

/**
 * Starts a call of the page's client that ends by leaving the page (a redirect or a provider
 * navigation), and waits until the page is at `address`: the call's own answer never comes back.
 */
async function callAway(page: Page, address: string, method: string, options: Answer = {}) {
  await Promise.all([
    page.waitForURL(address),
    page.evaluate(
      ({ method, options }) => {
        const uf = (window as unknown as { Userfront: Record<string, unknown> }).Userfront;
        void (uf[method] as (o: unknown) => Promise<unknown>)(options);
      },
      { method, options },
    ),
  ]);
}

/** Who the client holds as signed in: the id token's email and whether it has an access token. */
function signedIn(page: Page) {
  return page.evaluate(() => {
    const uf = (window as unknown as Window).Userfront;
    return { email: uf.user.email, access: Boolean(uf.tokens.accessToken) };
  });
}

async function accessCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(origin);
  return cookies.find((c) => c.name === `access.${TENANT}`)?.value;
}

/** The newest message of the demo outbox to `to`. */
async function latestMessage(to: string): Promise<DemoMessage> {
  const { messages } = (await (await fetch(`${api}/__demo/outbox`)).json()) as {
    messages: DemoMessage[];
  };
  const mine = messages.find((m) => m.to === to);
  if (!mine) throw new Error(`no message to ${to}`);
  return mine;
}

/** The token and uuid a link of the outbox carries, as the tenant's page gets them. */
async function linkQuery(to: string): Promise<string> {
  const link = new URL((await latestMessage(to)).link!);
  return `?token=${link.searchParams.get('token')}&uuid=${link.searchParams.get('uuid')}`;
}

const totpCode = (secret = DEMO_TOTP_SECRET) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();

const passwordLogin = (page: Page, email: string, password = DEMO_PASSWORD) =>
  call(page, 'login', { method: 'password', email, password, redirect: false });

/** The message the client's rejection carries (its formatted error). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the client to reject');
}

describe('@userfront/core against mock:server', () => {
  it('signs up with a password, sets up the authenticator with the first-factor token, and is signed in', async () => {
    const { page } = await frontEnd('/sign-up');
    const email = 'new.nurse@client.test';
    const first = await call(page, 'signup', {
      method: 'password',
      email,
      password: DEMO_PASSWORD,
      name: 'New Nurse',
      redirect: false,
    });
    expect(first).toMatchObject({ message: 'MFA required', isMfaRequired: true });
    expect(await accessCookie(page)).toBeUndefined();
    // The client's getTotp() with the first-factor token it kept: the secret and backup codes.
    const setup = await call(page, 'user.getTotp');
    expect(setup.backupCodes).toHaveLength(10);
    const done = await call(page, 'login', {
      method: 'totp',
      totpCode: totpCode(setup.totpSecret as string),
      redirect: false,
    });
    expect(done).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email, access: true });
    expect(await accessCookie(page)).toBeTruthy();
  });

  it("signs in with a password; a wrong one is refused with the provider's message", async () => {
    const { page } = await frontEnd('/sign-in');
    expect(await refusal(passwordLogin(page, 'admin@demo.test', 'wrong-password-1'))).toBe(
      'Incorrect email or password',
    );
    expect(await passwordLogin(page, 'admin@demo.test')).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email: 'admin@demo.test', access: true });
    expect(await accessCookie(page)).toBeTruthy();
  });

  it('signs in with an emailed link, where the link is opened', async () => {
    const { page } = await frontEnd('/sign-in');
    await call(page, 'sendLoginLink', 'user@demo.test');
    const { page: opened } = await frontEnd(`/sign-in${await linkQuery('user@demo.test')}`);
    // Without a token the client reads token and uuid from the address, as on a link's landing.
    expect(await call(opened, 'login', { method: 'link', redirect: false })).toMatchObject({
      message: 'OK',
    });
    expect(await signedIn(opened)).toEqual({ email: 'user@demo.test', access: true });
    expect(await signedIn(page)).toEqual({ email: undefined, access: false });
  });

  it('signs in with an emailed code, and with a texted code', async () => {
    const { page } = await frontEnd('/sign-in');
    await call(page, 'sendVerificationCode', { channel: 'email', email: 'user@demo.test' });
    const emailed = (await latestMessage('user@demo.test')).verificationCode;
    const byEmail = await call(page, 'login', {
      method: 'verificationCode',
      channel: 'email',
      email: 'user@demo.test',
      verificationCode: emailed,
      redirect: false,
    });
    expect(byEmail).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email: 'user@demo.test', access: true });

    const { page: other } = await frontEnd('/sign-in');
    const phoneNumber = '+17025550101';
    await call(other, 'sendVerificationCode', { channel: 'sms', phoneNumber });
    const texted = (await latestMessage(phoneNumber)).verificationCode;
    const bySms = await call(other, 'login', {
      method: 'verificationCode',
      channel: 'sms',
      phoneNumber,
      verificationCode: texted,
      redirect: false,
    });
    expect(bySms).toMatchObject({ message: 'OK' });
    expect(await signedIn(other)).toEqual({ email: 'professional@demo.test', access: true });
  });

  it('signs up by a texted code to a new number, as by an emailed code to a new address', async () => {
    const { page } = await frontEnd('/sign-up');
    const phoneNumber = '+17025550199';
    await call(page, 'sendVerificationCode', { channel: 'sms', phoneNumber, name: 'Sam Phone' });
    const texted = (await latestMessage(phoneNumber)).verificationCode;
    const answer = await call(page, 'login', {
      method: 'verificationCode',
      channel: 'sms',
      phoneNumber,
      verificationCode: texted,
      redirect: false,
    });
    // A new account of this tenant sets up a second factor first; its number is confirmed.
    expect(answer).toMatchObject({ isMfaRequired: true, isPhoneNumberConfirmed: true });
    const setup = await call(page, 'user.getTotp');
    const done = await call(page, 'login', {
      method: 'totp',
      totpCode: totpCode(setup.totpSecret as string),
      redirect: false,
    });
    expect(done).toMatchObject({ message: 'OK' });
    // Signed in by phone only: the id token carries the number and no email.
    expect(await signedIn(page)).toEqual({ email: undefined, access: true });
    expect(
      await page.evaluate(() => (window as unknown as Window).Userfront.user.phoneNumber),
    ).toBe(phoneNumber);
  });

  it('completes an MFA sign-in with an authenticator code', async () => {
    const { page } = await frontEnd('/sign-in');
    expect(await passwordLogin(page, 'mfa@demo.test')).toMatchObject({ isMfaRequired: true });
    expect(await signedIn(page)).toEqual({ email: undefined, access: false });
    const done = await call(page, 'login', {
      method: 'totp',
      totpCode: totpCode(),
      redirect: false,
    });
    expect(done).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email: 'mfa@demo.test', access: true });
  });

  it('completes an MFA sign-in with a backup code, which works once', async () => {
    const backupCode = DEMO_BACKUP_CODES[3];
    const useBackup = (page: Page) =>
      call(page, 'login', { method: 'totp', backupCode, redirect: false });
    const { page } = await frontEnd('/sign-in');
    await passwordLogin(page, 'mfa@demo.test');
    expect(await useBackup(page)).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email: 'mfa@demo.test', access: true });

    const { page: again } = await frontEnd('/sign-in');
    await passwordLogin(again, 'mfa@demo.test');
    expect(await refusal(useBackup(again))).toBe('Invalid backup code');
  });

  it('refreshes: new tokens in its cookies, still the same person', async () => {
    const { page } = await frontEnd('/');
    await passwordLogin(page, 'recruiter@demo.test');
    const before = await accessCookie(page);
    await call(page, 'tokens.refresh');
    const after = await accessCookie(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await signedIn(page)).toEqual({ email: 'recruiter@demo.test', access: true });
  });

  it('updates the signed-in user, and reads the change back from the refreshed id token', async () => {
    const { page } = await frontEnd('/');
    await passwordLogin(page, 'user@demo.test');
    const user = await call(page, 'user.update', { name: 'Uma Updated' });
    expect(user).toMatchObject({ name: 'Uma Updated', email: 'user@demo.test' });
  });

  it('changes the password with the access token: the new one signs in, the old one no longer', async () => {
    const { page } = await frontEnd('/');
    await passwordLogin(page, 'agency@demo.test');
    await call(page, 'updatePassword', {
      method: 'jwt',
      password: NEW_PASSWORD,
      existingPassword: DEMO_PASSWORD,
      redirect: false,
    });
    const { page: later } = await frontEnd('/sign-in');
    expect(await refusal(passwordLogin(later, 'agency@demo.test'))).toBe(
      'Incorrect email or password',
    );
    expect(await passwordLogin(later, 'agency@demo.test', NEW_PASSWORD)).toMatchObject({
      message: 'OK',
    });
  });

  it('resets a password by the emailed link, which signs in; the old password no longer works', async () => {
    const { page } = await frontEnd('/forgot-password');
    await call(page, 'sendResetLink', 'organization@demo.test');
    const query = await linkQuery('organization@demo.test');
    const { page: landed } = await frontEnd(`/reset-password${query}`);
    const done = await call(landed, 'updatePassword', {
      method: 'link',
      password: NEW_PASSWORD,
      redirect: false,
    });
    expect(done).toMatchObject({ message: 'OK' });
    expect(await signedIn(landed)).toEqual({ email: 'organization@demo.test', access: true });
    const { page: later } = await frontEnd('/sign-in');
    expect(await refusal(passwordLogin(later, 'organization@demo.test'))).toBe(
      'Incorrect email or password',
    );
  });

  it("logs out: to the tenant's logout page, its cookies gone, the refresh token it held refused", async () => {
    const { page } = await frontEnd('/');
    await passwordLogin(page, 'admin@demo.test');
    const refreshToken = await page.evaluate(
      () => (window as unknown as Window).Userfront.tokens.refreshToken,
    );
    await callAway(page, `${origin}/sign-in`, 'logout');
    expect(await accessCookie(page)).toBeUndefined();
    const answer = await fetch(`${api}/v0/auth/refresh`, {
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(answer.status).toBe(401);
  });

  it('signs in with a password right after an MFA sign-in and a logout', async () => {
    const { page } = await frontEnd('/sign-in');
    await passwordLogin(page, 'mfa@demo.test');
    await call(page, 'login', { method: 'totp', totpCode: totpCode(), redirect: false });
    // Logged out without leaving the page: the client keeps what it held in memory.
    await call(page, 'logout', { redirect: false });
    expect(await accessCookie(page)).toBeUndefined();
    expect(await passwordLogin(page, 'admin@demo.test')).toMatchObject({ message: 'OK' });
    expect(await signedIn(page)).toEqual({ email: 'admin@demo.test', access: true });
  });

  it('social sign-in: the provider page asks who, then comes back to the front end with a link that signs in', async () => {
    const { page } = await frontEnd('/sign-in');
    await callAway(page, `${api}/v0/auth/google/login?**`, 'login', {
      method: 'google',
      redirect: '/dashboard',
    });
    await page.getByLabel('Email address').fill('user@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${origin}/sign-in?**`);
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/dashboard');
    await initClient(page);
    expect(await call(page, 'login', { method: 'link', redirect: false })).toMatchObject({
      message: 'OK',
    });
    expect(await signedIn(page)).toEqual({ email: 'user@demo.test', access: true });
  });

  it('SAML: login and logout navigations tell the service provider who; a spent token is refused', async () => {
    const { page } = await frontEnd('/');
    await passwordLogin(page, 'user@demo.test');
    await callAway(page, `${api}/v0/auth/saml/idp/login?**`, 'login', { method: 'saml' });
    await page
      .getByRole('status')
      .filter({ hasText: 'user@demo.test is signed in to the service provider.' })
      .waitFor();
    const spent = page.url();

    await page.goto(`${origin}/`);
    await initClient(page);
    await callAway(page, `${api}/v0/auth/saml/idp/logout?**`, 'logout', { method: 'saml' });
    await page
      .getByRole('status')
      .filter({ hasText: 'user@demo.test is signed out of the service provider.' })
      .waitFor();

    const again = await page.goto(spent);
    expect(again?.status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired SAML token' }).waitFor();
  });
});
