/** SPEC §4 sessions across tabs, in a real browser: one logout signs out every tab; one refresh serves all. */
import type { Page } from 'playwright-core';
import { baseUrl, demoControl, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: {} });

const SETTINGS = '/profiles/account/settings';

async function openSettingsPage(page: Page) {
  await page.goto(`${baseUrl()}${SETTINGS}`);
  await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
}

describe('two tabs', () => {
  it('a logout in one tab signs the other out within 2 seconds', async () => {
    const { page: first, errors: firstErrors } = await e2e.newPage();
    const { page: second, errors: secondErrors } = await e2e.newPage();
    await signInAs(first, 'admin');
    await openSettingsPage(first);
    await openSettingsPage(second);

    await first.getByRole('button', { name: 'Account menu' }).click();
    await first.getByRole('button', { name: 'Log out' }).click();
    await first.waitForURL(/\/sign-in$/);
    const started = Date.now();
    await second.waitForURL(/\/sign-in\?redirectUrl=%2Fprofiles%2Faccount%2Fsettings$/, {
      timeout: 2_000,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    await second.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
    const tokens = (await e2e.context.cookies()).filter((c) =>
      /^(access|id|refresh)\./.test(c.name),
    );
    expect(tokens).toEqual([]);
    // Joined now, not when the tabs opened: a copy taken then would stay empty whatever happened.
    expect([...firstErrors, ...secondErrors]).toEqual([]);
  });

  it('an access token expiring in three tabs is refreshed once per expiry, and all stay signed in', async () => {
    const { page: first } = await e2e.newPage();
    await first.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(first);
    await demoControl(first, '/__demo/settings', 'PUT', { accessTokenTtlSeconds: 8 });
    await signInAs(first, 'user');
    const { page: second } = await e2e.newPage();
    const { page: third } = await e2e.newPage();
    for (const page of [first, second, third]) await openSettingsPage(page);

    const refreshes: number[] = [];
    e2e.context.on('request', (request) => {
      if (request.url().includes('/v0/auth/refresh')) refreshes.push(Date.now());
    });
    const access = async () =>
      (await e2e.context.cookies()).find((c) => c.name === 'access.demo1234')?.value;
    // The tokens last 8 s; each tab plans its refresh 2 s before expiry, at the same moment. A
    // window is counted from a refresh, not from when the pages finished opening (which takes
    // seconds on a busy machine): the new token's own refresh comes 6 s after it, so any other
    // refresh within 3 s of one would be another tab's. Two expiries in a row.
    let seen = 0;
    for (const expiry of [1, 2]) {
      const before = await access();
      const deadline = Date.now() + 15_000;
      while (refreshes.length === seen && Date.now() < deadline) await first.waitForTimeout(100);
      expect(refreshes.length).toBeGreaterThan(seen);
      const at = refreshes[seen]!;
      await first.waitForTimeout(Math.max(0, at + 3_000 - Date.now()));
      expect({ expiry, calls: refreshes.filter((t) => t >= at && t - at < 3_000).length }).toEqual({
        expiry,
        calls: 1,
      });
      const after = await access();
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      seen = refreshes.length;
    }
    for (const page of [first, second, third]) {
      expect(new URL(page.url()).pathname).toBe(SETTINGS);
    }
    await demoControl(first, '/__demo/settings', 'PUT', { accessTokenTtlSeconds: 900 });
  });
});
