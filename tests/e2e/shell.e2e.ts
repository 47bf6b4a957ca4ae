/**
 * The app shell in a real browser: start-up, the sign-in frame, the settings panel (mode, colour
 * schema, direction, language — restored after a reload), accessibility in both directions and
 * both modes, and screenshots for review (E2E_SHOTS=1).
 */
import type { Locator, Page } from 'playwright-core';
import {
  baseUrl,
  photograph,
  seriousViolations,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(120_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

const rootState = (page: Page) =>
  page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains('dark'),
    light: document.documentElement.classList.contains('light'),
  }));

async function openSettings(page: Page) {
  await page
    .getByRole('button', { name: /Open settings|Abrir ajustes|Abrir configuración/ })
    .click();
  return page.getByRole('dialog');
}

describe('start-up and the sign-in frame', () => {
  it('boots the demo backend and shows the sign-in frame with its caption', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(baseUrl());
    await waitForDemoBackend(page);
    await page.waitForURL(/\/sign-in$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
    await page.getByText('Please enter your credentials to sign in!').waitFor();
    expect(await page.title()).toMatch(/Sign in/);
    expect(await rootState(page)).toMatchObject({
      dir: 'ltr',
      lang: 'en',
      light: true,
      dark: false,
    });
    const terms = page.getByRole('link', { name: /Term & Conditions/ });
    expect(await terms.getAttribute('target')).toBe('_blank');
    await photograph(page, 'sign-in-en-ltr-light.png');
    expect(errors).toEqual([]);
  });

  it('answers client-side routes with the app (history fallback)', async () => {
    const { page } = await e2e.newPage();
    const response = await page.goto(`${baseUrl()}/sign-up?redirectUrl=%2Fhome`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    await page.getByText('And lets get started with your free trial!').waitFor();
  });

  it('falls back to defaults for corrupt stored settings and drops them', async () => {
    const { page } = await e2e.newPage();
    await page.goto(baseUrl());
    await waitForDemoBackend(page);
    await page.evaluate(() => {
      localStorage.setItem('locale', '{not json');
      localStorage.setItem('theme', '{"mode": 42');
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
    // The heading comes with the prerendered HTML; the app reads (and drops) what is stored once
    // it has started.
    await page.locator('#root[data-live]').waitFor();
    expect(await rootState(page)).toMatchObject({ dir: 'ltr', lang: 'en', light: true });
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
  });
});

describe('settings panel', () => {
  it('switches mode, colour schema, direction and language, and they survive a reload', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'admin');
    // A page that is still an empty state: its centred text is what the mirrored page must keep.
    await page.goto(`${baseUrl()}/profiles/account/roles-permissions`);
    await page.getByRole('heading', { level: 1, name: 'Roles and permissions' }).waitFor();

    // The right-to-left styles load on the switch (a chunk of their own, slow here): until they
    // have come, the page stays left to right as a whole, with no frame of text turned and
    // margins not.
    let delayed = 0;
    await page.context().route(/\/assets\/rtl-cache-[^/]*\.js$/, async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const panel = await openSettings(page);
    await panel.getByRole('radio', { name: 'Dark', exact: true }).first().check();
    const halfTurned = await page.evaluateHandle(() => {
      const frames: string[] = [];
      const watch = () => {
        const box = document.querySelector('[role=dialog]')?.getBoundingClientRect();
        // The panel sits at the end of the line: on the right in LTR, on the left in RTL.
        if (document.documentElement.dir === 'rtl' && box && box.left > 0) {
          frames.push(`dir rtl, panel at ${box.left}px`);
        }
        if (frames.length < 10) requestAnimationFrame(watch);
      };
      watch();
      return frames;
    });
    await panel.getByRole('radio', { name: 'Right to left' }).check();
    // Another change while the styles are on their way keeps the page whole too.
    await panel.getByRole('radio', { name: 'Green' }).check();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // A person chooses the language once the panel has come to its new side.
    await panel.getByRole('radio', { name: 'Español' }).click();
    await panel.getByRole('radio', { name: 'Español' }).and(page.locator(':checked')).waitFor();
    await page.keyboard.press('Escape'); // the open panel hides the page from assistive technology
    await page.getByRole('heading', { level: 1, name: 'Roles y permisos' }).waitFor();
    expect(await rootState(page)).toMatchObject({
      dir: 'rtl',
      lang: 'es',
      dark: true,
      light: false,
    });
    const primary = await page.evaluate(
      () => JSON.parse(localStorage.getItem('theme') ?? '{}').themeSchema,
    );
    expect(primary).toBe('green');
    expect(await halfTurned.jsonValue()).toEqual([]);
    expect(delayed).toBe(1); // the styles did come late

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Roles y permisos' }).waitFor();
    expect(await rootState(page)).toMatchObject({ dir: 'rtl', lang: 'es', dark: true });
    // The side navigation sits on the right in RTL.
    const nav = await page.getByRole('navigation').first().boundingBox();
    expect(nav!.x).toBeGreaterThan(600);
    // Text blocks follow the mirrored page: a centred one stays centred, others line up right.
    const gaps = (block: Locator) =>
      block.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { right: box.right - text.right, left: text.left - box.left };
      });
    const centred = await gaps(page.getByText('Aquí se gestionarán los roles').first());
    expect(Math.abs(centred.right - centred.left)).toBeLessThan(2);
    await page.goto(`${baseUrl()}/home`);
    const welcome = await gaps(page.getByText('¡Bienvenido de nuevo, ', { exact: false }).first());
    expect(welcome.right).toBeLessThan(2);
    expect(welcome.left).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });
});

describe('accessibility and looks', () => {
  const variants = [
    { name: 'en-ltr-light', locale: 'en', direction: 'ltr', mode: 'light' },
    { name: 'es-rtl-dark', locale: 'es', direction: 'rtl', mode: 'dark' },
    { name: 'en-ltr-dark', locale: 'en', direction: 'ltr', mode: 'dark' },
    { name: 'es-rtl-light', locale: 'es', direction: 'rtl', mode: 'light' },
  ] as const;

  it.each(variants)(
    'has no serious or critical axe violations: $name',
    async ({ name, locale, direction, mode }) => {
      await e2e.context.addInitScript(
        ({ locale, direction, mode }) => {
          localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
          localStorage.setItem(
            'theme',
            JSON.stringify({
              themeSchema: '',
              direction,
              mode,
              panelExpand: false,
              controlSize: 'md',
              layout: { type: 'collapsibleSide', sideNavCollapse: false },
            }),
          );
        },
        { locale, direction, mode },
      );
      const { page } = await e2e.newPage();
      await page.goto(`${baseUrl()}/sign-in`);
      await waitForDemoBackend(page);
      expect(await seriousViolations(page)).toEqual([]);
      await photograph(page, `sign-in-${name}.png`);

      await signInAs(page, 'admin');
      await page.goto(`${baseUrl()}/profiles/users`);
      await page.locator('h1').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await photograph(page, `signed-in-${name}.png`);
    },
  );
});
