import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, launchBrowser, seriousViolations, watchErrors } from './browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterEach(async () => {
  await context?.close();
});

describe('the production build with the embedded demo backend', () => {
  it('boots the demo backend in the browser and shows what the demo tenant offers', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await page.getByText('Test mode').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Compliance Hub');
    expect(
      await page
        .getByRole('list', { name: 'Sign-in methods offered' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([
      'Username and password',
      'Email me a link',
      'Email me a code',
      'Text me a code',
      'Use an authenticator app',
    ]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /mockServiceWorker\.js$/,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('answers client-side routes with the app (history fallback)', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/sign-in?redirectUrl=%2Fhome`);
    expect(response?.status()).toBe(200);
    await page.getByText('Test mode').waitFor();
  });

  it('speaks Spanish when that is the stored language, and falls back to English on corrupt storage', async () => {
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.evaluate(() =>
      localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' })),
    );
    await page.reload();
    await page.getByText('Modo de prueba').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.evaluate(() => localStorage.setItem('locale', '{not json'));
    await page.reload();
    await page.getByText('Test mode').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await context.newPage();
    await page.goto(baseUrl());
    await page.getByText('Test mode').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
