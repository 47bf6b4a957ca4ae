/**
 * The favicon comes from the browser's cache after the first page (issue #22). Only the whole
 * browser asks for a page's favicon (the headless shell the other files run in has no tab strip
 * to show it), so this file runs in `chromium`.
 */
import { baseUrl, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(60_000);

const e2e = useBrowser({
  browser: 'chromium',
  context: { viewport: { width: 1280, height: 800 } },
});

it('the favicon is served from the browser cache after the first page', async () => {
  const { page } = await e2e.newPage();
  const cdp = await e2e.context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fromServer: number[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const { url, fromDiskCache, status } = event.response;
    if (url.endsWith('/favicon.svg') && !fromDiskCache) fromServer.push(status);
  });
  await page.goto(`${baseUrl()}/sign-in`);
  await waitForDemoBackend(page);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/sign-up$/);
    await page.goBack();
    await page.waitForURL(/\/sign-in$/);
  }
  await page.waitForLoadState('networkidle'); // a last favicon request has its answer
  expect(fromServer).toEqual([200]);
});
