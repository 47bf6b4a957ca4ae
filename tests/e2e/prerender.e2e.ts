/**
 * Issue 16: the entry pages come painted in their HTML (prerendered at build time in every look),
 * the server picks the variant of the saved look, and the browser hydrates it: no error, no page
 * swapped for another, the form usable, and a stale look cookie ends in the saved look anyway.
 */
import type { BrowserContext } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, photograph, useBrowser } from './fixtures';

jest.setTimeout(60_000);

const e2e = useBrowser();

const ES_RTL_DARK = {
  cookie: 'v1.es.rtl.dark.default.md',
  locale: { currentLang: 'es' },
  theme: {
    themeSchema: '',
    direction: 'rtl',
    mode: 'dark',
    panelExpand: false,
    controlSize: 'md',
    layout: { type: 'collapsibleSide', sideNavCollapse: false },
  },
};

/** Saves a look as the app does: local storage, and the look cookie it mirrors. */
async function saveLook(
  context: BrowserContext,
  { cookie, locale, theme }: typeof ES_RTL_DARK,
): Promise<void> {
  await context.addCookies([{ name: 'look', value: cookie, url: baseUrl() }]);
  await context.addInitScript(
    ({ locale, theme }) => {
      if (localStorage.getItem('theme') !== null) return;
      localStorage.setItem('locale', JSON.stringify(locale));
      localStorage.setItem('theme', JSON.stringify(theme));
    },
    { locale, theme },
  );
}

/** Element nodes removed under #root from the start of the page (the HTML swapped for another). */
async function watchRemovals(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const removed: string[] = [];
    Object.defineProperty(window, '__removed', { value: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) {
            removed.push(`<${node.tagName.toLowerCase()}> ${node.textContent?.slice(0, 80)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

it.each([
  ['/sign-in', 'Welcome Back!', ['emailOrUsername', 'password'], 'Continue'],
  ['/sign-up', 'Sign Up', ['email', 'password'], 'Continue'],
])(
  '%s comes with its heading, fields and buttons in the HTML',
  async (pagePath, h1, names, button) => {
    const response = await fetch(`${baseUrl()}${pagePath}`);
    const html = await response.text();
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    for (const name of names) expect(html).toMatch(new RegExp(`<input[^>]+name="${name}"`));
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${button}`));
    expect(html).toMatch(/<style data-emotion="mui /);
  },
);

it('with Spanish, right to left and dark saved, the first paint (no script run) is exactly that', async () => {
  await e2e.withContext(
    { viewport: { width: 375, height: 812 }, javaScriptEnabled: false },
    async (context) => {
      await saveLook(context, ES_RTL_DARK);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/sign-in`);
      expect(
        await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          dark: document.documentElement.classList.contains('dark'),
          background: getComputedStyle(document.body).backgroundColor,
          h1: document.querySelector('h1')?.textContent,
          wide: document.documentElement.scrollWidth <= window.innerWidth,
        })),
      ).toEqual({
        lang: 'es',
        dir: 'rtl',
        dark: true,
        background: 'rgb(18, 18, 18)',
        h1: '¡Bienvenido de nuevo!',
        wide: true,
      });
      await photograph(page, 'prerender-sign-in-es-rtl-dark-no-js.png');
    },
  );
});

/**
 * The class rules Emotion inserts from the start of the page until it is live: none when the page
 * hydrates onto the styles its HTML came with (each one inserted again is style work, through the
 * right-to-left transform in rtl, in the tasks that start the page).
 */
async function watchStyleInserts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const inserted: string[] = [];
    Object.defineProperty(window, '__inserted', { value: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (!document.getElementById('root')?.hasAttribute('data-live') && rule.startsWith('.')) {
        inserted.push(rule.slice(0, 60));
      }
      return insertRule.call(this, rule, index);
    };
  });
}

it.each([
  ['en-ltr-light (no look saved)', undefined],
  ['es-rtl-dark', ES_RTL_DARK],
])('%s: hydrates without an error or a swapped page, and signs in', async (_name, look) => {
  await e2e.withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
    if (look) await saveLook(context, look);
    await watchRemovals(context);
    await watchStyleInserts(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${baseUrl()}/sign-in`);
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe(
      look ? 'es.rtl.dark.default.md' : 'en.ltr.light.default.md',
    );
    const email = page.locator('input[name="emailOrUsername"]');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
    // The demo inbox's button turns usable once the backend is there: the page is live.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => /demo/i.test(button.textContent ?? '') && !button.disabled,
      ),
    );
    const removed = await page.evaluate(
      () => (window as unknown as { __removed: string[] }).__removed,
    );
    // Nothing of the page was replaced; only the demo inbox's button (a lazily loaded part) may
    // be re-made once, in place, when it turns usable.
    expect(removed.filter((html) => !/^<button> .*demo/i.test(html))).toEqual([]);
    await page.locator('#root[data-live]').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __inserted: string[] }).__inserted),
    ).toEqual([]);
    await email.fill('admin@demo.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/profile-select/);
    expect(problems).toEqual([]);
  });
});

it('a stale look cookie: the page the server sent is replaced by the saved look, without an error', async () => {
  await e2e.withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
    await saveLook(context, { ...ES_RTL_DARK, cookie: 'v1.en.ltr.light.default.md' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl()}/sign-in`);
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido de nuevo!' }).waitFor();
    expect(
      await page.evaluate(() => ({
        dir: document.documentElement.dir,
        dark: document.documentElement.classList.contains('dark'),
        cookie: document.cookie,
      })),
    ).toEqual({ dir: 'rtl', dark: true, cookie: 'look=v1.es.rtl.dark.default.md' });
    expect(problems).toEqual([]);
  });
});

it('what a person types before the app has started is kept, and signs in', async () => {
  await e2e.withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
    // The app's start held back until the person has typed (a slow network).
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl()}/sign-in`);
    await page.locator('input[name="emailOrUsername"]').fill('admin@demo.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    expect(await page.locator('#root[data-live]').count()).toBe(0);
    release();
    await page.locator('#root[data-live]').waitFor();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
    expect(await page.locator('input[name="emailOrUsername"]').inputValue()).toBe(
      'admin@demo.test',
    );
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/profile-select/);
    expect(problems).toEqual([]);
  });
});
