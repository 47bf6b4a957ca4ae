/**
 * Every route of the route table (SPEC §2.2 and the auth pages) fits a phone (issue #18): at 320,
 * 375, 414 and 768 px, in English left-to-right light and in Spanish right-to-left dark, the page
 * is no wider than the screen, every control of the header is inside the screen, and axe-core
 * finds nothing serious or critical (widths.ts). The signed-in pages of SPEC §2.2 are swept where
 * the page suite opens them (product-pages.e2e.ts: after its 1280 px check, the same page resized,
 * not opened a second time); here the auth pages and /profile-select, each opened once per setting
 * and resized through the four widths, and the header menu, the settings panel and a dialog at
 * 320 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '@/config/routes';
import type { RouteDef } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';
import {
  baseUrl,
  inAppVisits,
  openPage,
  settle,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';
import type { WatchedPage } from './fixtures';
import { WIDTHS, measure, misfits } from './widths';

jest.setTimeout(90_000);

const LOOKS = [
  { name: 'en-ltr-light', locale: 'en', direction: 'ltr', mode: 'light' },
  { name: 'es-rtl-dark', locale: 'es', direction: 'rtl', mode: 'dark' },
] as const;
type Look = (typeof LOOKS)[number];

/** Who opens the route: nobody for the auth pages, else an admin (/profile-select). */
function visitorOf(route: RouteDef): Role | 'anonymous' {
  if (route.access === 'public-only' || route.access === 'open') return 'anonymous';
  return 'admin';
}

const VISITS = ROUTES.filter((route) => route.access !== 'protected').map((route) => ({
  route,
  visitor: visitorOf(route),
  path: route.path,
}));

const e2e = useBrowser();

it('visits every route of the table that the page suite does not', () => {
  expect(VISITS.map((v) => v.route.key).sort()).toEqual(
    ROUTES.filter((r) => r.access !== 'protected')
      .map((r) => r.key)
      .sort(),
  );
  expect(VISITS.length).toBeGreaterThanOrEqual(5);
  expect(VISITS.every((v) => !/[:*]/.test(v.path))).toBe(true);
});

describe.each(LOOKS)('$name', (look: Look) => {
  const contexts = new Map<string, Promise<WatchedPage>>();

  function pageFor(visitor: Role | 'anonymous'): Promise<WatchedPage> {
    let found = contexts.get(visitor);
    if (!found) {
      found = (async () => {
        const context: BrowserContext = await e2e.browser.newContext({
          viewport: { width: WIDTHS[0], height: 740 },
        });
        await context.addInitScript(
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
          { locale: look.locale, direction: look.direction, mode: look.mode },
        );
        const watched = await openPage(context);
        if (visitor !== 'anonymous') await signInAs(watched.page, visitor);
        return watched;
      })();
      contexts.set(visitor, found);
    }
    return found;
  }

  const inApp = inAppVisits();
  /** An auth page is loaded each time; a signed-in visitor's next pages are reached in the app. */
  async function open(page: Page, address: string, signedIn: boolean): Promise<void> {
    if (signedIn) return inApp(page, address);
    await page.goto(`${baseUrl()}${address}`);
    // The app has started (a prerendered page shows its heading before that).
    await waitForDemoBackend(page);
  }

  afterAll(async () => {
    const open = await Promise.allSettled(contexts.values());
    await Promise.all(
      open.map((r) => (r.status === 'fulfilled' ? r.value.page.context().close() : undefined)),
    );
  });

  it.each(VISITS)('$path fits 320, 375, 414 and 768 px', async (visit) => {
    const { page, errors } = await pageFor(visit.visitor);
    errors.length = 0;
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await open(page, visit.path, visit.visitor !== 'anonymous');
    await page.waitForFunction(
      () => document.querySelector('[aria-busy="true"], .MuiSkeleton-root') === null,
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.direction);
    expect(await misfits(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Every visible box of the elements `selector` finds, off the screen: none expected. */
function offScreen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(selector))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
      .map((box) => `${selector} at ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
  }, selector);
}

describe.each(LOOKS)(
  'at 320 px, $name: the header menu, the settings panel and a dialog',
  (look) => {
    it('open inside the screen and work', async () => {
      await e2e.withContext({ viewport: { width: 320, height: 640 } }, async (context) => {
        await context.addInitScript(
          ({ locale, direction, mode }) => {
            localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
            localStorage.setItem(
              'theme',
              JSON.stringify({ themeSchema: '', direction, mode, controlSize: 'md' }),
            );
          },
          { locale: look.locale, direction: look.direction, mode: look.mode },
        );
        const { page, errors } = await openPage(context);
        await signInAs(page, 'admin');
        await page.goto(`${baseUrl()}/profiles/users`);
        await waitForDemoBackend(page);
        const more = look.locale === 'en' ? 'More options' : 'Más opciones';
        const settings = look.locale === 'en' ? 'Open settings' : 'Abrir ajustes';

        // The header's overflow menu: languages, light or dark, settings.
        await page.getByRole('button', { name: more }).click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        expect(await menu.getByRole('menuitemradio').allInnerTexts()).toEqual([
          'English',
          'Español',
        ]);
        expect(await offScreen(page, '[role="menu"]')).toEqual([]);
        await menu.getByRole('menuitem', { name: settings }).click();
        const panel = page.getByRole('dialog');
        await panel.waitFor();
        await settle(page);
        expect(await offScreen(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });

        // The users list is a list of cards; a user's delete dialog fits too.
        const list = page.getByRole('list', { name: look.locale === 'en' ? 'Users' : 'Usuarios' });
        await list.getByRole('link').first().click();
        await page.waitForURL(/\/profiles\/user\/\d+$/);
        await page
          .getByRole('button', { name: look.locale === 'en' ? 'Delete user' : 'Eliminar usuario' })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await settle(page);
        expect(await offScreen(page, '[role="dialog"]')).toEqual([]);
        expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(320);
        expect(errors).toEqual([]);
      });
    });
  },
);
