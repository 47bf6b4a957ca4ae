/**
 * Two and three tabs of one browser (issue #18): the demo backend is one database for all of them,
 * and a tab that sees another tab's sign-in takes it up as it is. Nobody is signed out by a second
 * tab, and no tab refreshes tokens that another has just been given. The refresh race over time
 * is in session-tabs.e2e.ts (it runs alone: its subject is timing).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  baseUrl,
  signInAs,
  storedDemoState,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

/** Every refresh call any tab of the context makes from now on. */
function countRefreshes(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v0/auth/refresh') calls.push(request.url());
  });
  return calls;
}

async function openSignIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/sign-in`);
  await waitForDemoBackend(page);
}

async function fillSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
}

/** A signed-in page of the product, with the account menu of a signed-in person. */
async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).not.toMatch(/^\/sign-in/);
}

async function tokenCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter((c) => /^(access|id|refresh)\./.test(c.name))
    .map((c) => c.name)
    .sort();
}

it('signing in while another tab sits on the sign-in page: both tabs and a third are signed in, nothing refreshed', async () => {
  const refreshes = countRefreshes(e2e.context);
  const { page: waiting, errors: waitingErrors } = await e2e.newPage();
  const { page: signing, errors: signingErrors } = await e2e.newPage();
  await openSignIn(waiting);
  await openSignIn(signing);

  await fillSignIn(signing, 'admin@demo.test');
  await signing.getByRole('button', { name: 'Continue' }).click();
  await signing.waitForURL(/\/profile-select$/);
  await signing.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(signing);
  // The waiting tab follows: it leaves the sign-in page for the product, signed in.
  await expectSignedIn(waiting);

  const { page: third } = await e2e.newPage();
  await third.goto(`${baseUrl()}/profiles/users`);
  await third.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  await expectSignedIn(third);
  await expectSignedIn(signing);
  expect(await tokenCookies(e2e.context)).toEqual([
    'access.demo1234',
    'id.demo1234',
    'refresh.demo1234',
  ]);
  expect(refreshes).toEqual([]);
  expect([...waitingErrors, ...signingErrors]).toEqual([]);
});

it('a wrong password in one tab, then a sign-in in the other: both signed in', async () => {
  const refreshes = countRefreshes(e2e.context);
  const { page: first } = await e2e.newPage();
  const { page: second } = await e2e.newPage();
  await openSignIn(first);
  await openSignIn(second);
  await first.getByLabel('Email or username').fill('admin@demo.test');
  await first.getByRole('textbox', { name: 'Password' }).fill('not-the-password-1');
  await first.getByRole('button', { name: 'Continue' }).click();
  await first
    .getByRole('alert')
    .filter({ hasText: /password/i })
    .first()
    .waitFor();

  await fillSignIn(second, 'admin@demo.test');
  await second.getByRole('button', { name: 'Continue' }).click();
  await second.waitForURL(/\/profile-select$/);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(second);
  await expectSignedIn(first);
  expect(refreshes).toEqual([]);
});

it('a tab on a signed-in page follows a sign-out and a new sign-in in another tab, without refreshing', async () => {
  const { page: working } = await e2e.newPage();
  await signInAs(working, 'admin');
  await working.goto(`${baseUrl()}/profiles/users`);
  await working.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  const { page: other } = await e2e.newPage();
  await other.goto(`${baseUrl()}/home`);
  await expectSignedIn(other);
  const refreshes = countRefreshes(e2e.context);

  await other.getByRole('button', { name: 'Account menu' }).click();
  await other.getByRole('button', { name: 'Log out' }).click();
  await other.waitForURL(/\/sign-in$/);
  await working.waitForURL(/\/sign-in\?redirectUrl=%2Fprofiles%2Fusers$/);

  await fillSignIn(other, 'admin@demo.test');
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.waitForURL(/\/profile-select$/);
  // The working tab is back on the page it was asked for, signed in.
  await working.waitForURL(/\/profiles\/users$/, { timeout: 15_000 });
  await working.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  await expectSignedIn(working);
  expect(refreshes).toEqual([]);
});

/**
 * Runs in a tab: its next sign-in request is sent at once, and its answer is handed to the page
 * only once the other tab has said (on a BroadcastChannel) that its own sign-in request has left.
 * The app reads the global fetch at each call (src/lib/http/request.ts), so wrapping it suffices.
 */
function holdSignInAnswerForTheOther(): void {
  const send = window.fetch.bind(window);
  const channel = new BroadcastChannel('e2e-two-sign-ins');
  let otherSent = false;
  let release: () => void = () => undefined;
  const othersRequest = new Promise<void>((resolve) => (release = resolve));
  channel.onmessage = () => {
    otherSent = true;
    release();
  };
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/auth/basic')) return send(input, init);
    window.fetch = send;
    const answer = send(input, init);
    channel.postMessage('sent');
    const response = await answer;
    if (!otherSent) await othersRequest;
    return response;
  };
}

it('two tabs signing in at the same moment: both signed in, both sessions kept by the backend', async () => {
  const refreshes = countRefreshes(e2e.context);
  const { page: first } = await e2e.newPage();
  const { page: second } = await e2e.newPage();
  await openSignIn(first);
  await openSignIn(second);
  await fillSignIn(first, 'admin@demo.test');
  await fillSignIn(second, 'admin@demo.test');
  const answers = Promise.all(
    [first, second].map((page) =>
      page.waitForResponse((r) => r.url().endsWith('/v0/tenants/demo1234/auth/basic')),
    ),
  );
  // Under load one tab's script can run a good while after the other's: the first tab's sign-in
  // then reached the second (a shared session is taken up at once, by design) and carried it
  // away from its form before it had asked (seen once in a clean clone). So each tab holds its
  // own answer until the other tab's request has left: both sign-ins reach the one demo database
  // together, which is what this test is about, whatever the machine's load.
  await Promise.all([first, second].map((page) => page.evaluate(holdSignInAnswerForTheOther)));
  // Both forms submitted in the same moment (a click waits for its page to settle, and the first
  // tab's sign-in would carry the second away from its form before its own click).
  await Promise.all(
    [first, second].map((page) =>
      page.evaluate(() => {
        // Said, not a 30 s wait for an answer: a tab already carried away by the other's sign-in.
        const form = document.querySelector('form');
        if (!form) throw new Error(`no sign-in form to submit on ${location.pathname}`);
        form.requestSubmit();
      }),
    ),
  );
  expect((await answers).map((r) => r.status())).toEqual([200, 200]);
  for (const page of [first, second]) {
    await page.waitForURL(/\/(profile-select|home)$/);
  }
  await first.goto(`${baseUrl()}/home`);
  await expectSignedIn(first);
  await expectSignedIn(second);
  // Both sign-ins opened a session in the one demo database (neither tab's write lost the other's).
  expect((await storedDemoState(first))?.sessions).toHaveLength(2);
  expect(refreshes).toEqual([]);
});

it('two tabs saving two users at the same moment: both edits are kept', async () => {
  const { page: first } = await e2e.newPage();
  await signInAs(first, 'admin');
  await first.goto(`${baseUrl()}/profiles/users`);
  const links = first.getByRole('table', { name: 'Users' }).getByRole('link');
  await links.nth(1).waitFor();
  const [one, two] = await Promise.all([0, 1].map((n) => links.nth(n).getAttribute('href')));
  const { page: second } = await e2e.newPage();
  await first.goto(`${baseUrl()}${one}`);
  await second.goto(`${baseUrl()}${two}`);
  for (const [page, name] of [
    [first, 'Tab-One'],
    [second, 'Tab-Two'],
  ] as const) {
    const field = page.getByRole('textbox', { name: 'Last name' });
    await field.waitFor();
    await field.fill(name);
  }
  await Promise.all(
    [first, second].map((page) => page.getByRole('button', { name: 'Save changes' }).click()),
  );
  for (const page of [first, second]) await page.getByText('Changes saved.').waitFor();

  // Read back from either tab after a reload: both edits are in the one database.
  for (const [path, name] of [
    [one, 'Tab-One'],
    [two, 'Tab-Two'],
  ] as const) {
    await second.goto(`${baseUrl()}${path}`);
    // A user's page is titled with their name once it has loaded.
    await second.getByRole('heading', { level: 1, name: new RegExp(` ${name}$`) }).waitFor();
    expect(await second.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(name);
  }
});

it('a tab loaded while the demo worker is leaving is served by it: the user page shows the user', async () => {
  // The worker unregisters itself when the last tab it knows of closes; a tab whose load starts
  // then is not taken by it. Before the fix its calls reached the web server, whose answer (the
  // app's HTML) made an empty form that could not be saved (a CI failure of the case above).
  const { page: staying } = await e2e.newPage();
  await signInAs(staying, 'admin');
  const { page: loading, errors } = await e2e.newPage();
  await loading.goto(`${baseUrl()}/profiles/users`);
  const link = loading.getByRole('table', { name: 'Users' }).getByRole('link').first();
  const [path, name] = [await link.getAttribute('href'), (await link.innerText()).trim()];
  await staying.evaluate(async () =>
    (await navigator.serviceWorker.getRegistration())?.unregister(),
  );
  await loading.goto(`${baseUrl()}${path}`);
  await loading.getByRole('heading', { level: 1, name }).waitFor();
  expect(await loading.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(await loading.getByRole('textbox', { name: 'Email' }).inputValue()).toMatch(/@/);
  expect(errors).toEqual([]);
});
