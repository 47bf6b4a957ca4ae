/**
 * The browser half of the fault suite (issue #8): what jsdom cannot show. Cookies the browser
 * refuses, the network going away and coming back, and a page chunk that cannot be loaded.
 */
import { DEMO_PASSWORD, baseUrl, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(120_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

describe('faults in a real browser', () => {
  it('says so when cookies are blocked, keeps what was typed, and does not loop', async () => {
    // Cookie writes vanish and reads find nothing, as with "Block all cookies".
    await e2e.context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get: () => '',
        set: () => undefined,
      });
    });
    const { page } = await e2e.newPage();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    await page
      .getByText('Your browser is blocking cookies for this site.', { exact: false })
      .waitFor();
    await page.getByLabel('Email or username').fill('admin@demo.test');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Problem setting cookies').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.getByLabel('Email or username').inputValue()).toBe('admin@demo.test');
    await page.waitForTimeout(1000);
    // Only the sign-in page itself: no redirect loop between sign-in and the app.
    expect(navigations.map((url) => new URL(url).pathname)).toEqual(
      navigations.map(() => '/sign-in'),
    );
    expect(navigations.length).toBeLessThanOrEqual(2);
  });

  it('waits while offline and carries on when the network is back, nothing lost', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'admin');
    await page.goto(`${baseUrl()}/profiles/users?q=a`);
    // The first row of the loaded list (not a placeholder row while it loads).
    const loadedRow = () =>
      page.waitForFunction(() => {
        const row = document.querySelector('tbody tr');
        return row !== null && row.textContent !== '' && !row.querySelector('.MuiSkeleton-root');
      });
    await loadedRow();
    const before = await page.locator('tbody tr').first().textContent();
    await e2e.context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL(/page=2/);
    // Offline, the next page is not fetched: the list waits instead of failing.
    await page.waitForTimeout(1500);
    const offlineRow = await page.locator('tbody tr').first().textContent();
    expect(offlineRow === before || offlineRow === '').toBe(true);
    expect(await page.getByLabel('Search by name or email').inputValue()).toBe('a');
    await e2e.context.setOffline(false);
    await page.waitForFunction(
      (previous) => {
        const row = document.querySelector('tbody tr');
        return (
          row !== null && row.textContent !== previous && !row.querySelector('.MuiSkeleton-root')
        );
      },
      before,
      { timeout: 15_000 },
    );
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(errors).toEqual([]);
  });

  it('reloads once when a page chunk cannot be loaded, then shows the error screen', async () => {
    const { page } = await e2e.newPage();
    await signInAs(page, 'admin');
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    let blocked = 0;
    await e2e.context.route(/\/assets\/users-page-[^/]*\.js$/, (route) => {
      blocked += 1;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.getByRole('link', { name: 'Users', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor({
      timeout: 20_000,
    });
    expect(loads).toBe(1); // the one reload, no loop
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/profiles/users');
  });
});
