/**
 * Every route of the route table (SPEC §2.2 and the auth pages) fits a phone (issue #18): at 320,
 * 375, 414 and 768 px, in English left-to-right light and in Spanish right-to-left dark, the page
 * is no wider than the screen, every control of the header is inside the screen, and axe-core
 * finds nothing serious or critical. Each page is opened once per setting and the window resized
 * through the four widths. axe runs at 320 and 768 px: the widths between them lay the page out
 * as 320 does (the header's overflow menu, the navigation drawer, the users list's cards, all
 * switch at MUI's `sm` or `md`), only wider. A signed-in visitor's first page is loaded, the next
 * ones are reached as the app's links do (client-side navigations); the auth pages are loaded.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '@/config/routes';
import type { RouteDef } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';
import {
  baseUrl,
  inAppVisits,
  openPage,
  seriousViolations,
  settle,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';
import type { WatchedPage } from './fixtures';

jest.setTimeout(90_000);

const WIDTHS = [320, 375, 414, 768] as const;
const AXE_AT = new Set<number>([320, 768]);

const LOOKS = [
  { name: 'en-ltr-light', locale: 'en', direction: 'ltr', mode: 'light' },
  { name: 'es-rtl-dark', locale: 'es', direction: 'rtl', mode: 'dark' },
] as const;
type Look = (typeof LOOKS)[number];

/** Who opens the route: nobody for the auth pages, else an admin where allowed. */
function visitorOf(route: RouteDef): Role | 'anonymous' {
  if (route.access === 'public-only' || route.access === 'open') return 'anonymous';
  if (route.access === 'signed-in') return 'admin';
  return route.authority.includes('admin') ? 'admin' : route.authority[0]!;
}

const ID = '{id}';
const VISITS = ROUTES.map((route) => ({
  route,
  visitor: visitorOf(route),
  path: route.path.replace(':step?', 'profile').replace('/*', '/general').replace(':id', ID),
}));

const e2e = useBrowser();

it('visits every route of the table', () => {
  expect(VISITS.map((v) => v.route.key).sort()).toEqual(ROUTES.map((r) => r.key).sort());
  expect(VISITS.every((v) => !/[:*]/.test(v.path))).toBe(true);
});

/** Overflow and header controls outside the screen, as the page is laid out now. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.querySelectorAll('header button, header a'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.left < -0.5 || box.right > width + 0.5)
      .map(({ element, box }) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `${element.tagName.toLowerCase()} '${name}' at ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      width,
      outside,
    };
  });
}

/** Two frames, for layout and for what a media query's change re-renders. */
function nextFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

describe.each(LOOKS)('$name', (look: Look) => {
  const contexts = new Map<string, Promise<WatchedPage>>();
  let userId: Promise<string> | undefined;

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

  /** A real user's id, read from the users list as the admin. */
  function someUserId(): Promise<string> {
    userId ??= (async () => {
      const { page } = await pageFor('admin');
      await page.setViewportSize({ width: 1280, height: 740 });
      await open(page, '/profiles/users', true);
      const link = page.locator('table a[href^="/profiles/user/"]').first();
      await link.waitFor({ timeout: 15_000 });
      const id = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
      if (!id) throw new Error('no user id in the users list');
      return id;
    })();
    return userId;
  }

  afterAll(async () => {
    const open = await Promise.allSettled(contexts.values());
    await Promise.all(
      open.map((r) => (r.status === 'fulfilled' ? r.value.page.context().close() : undefined)),
    );
  });

  it.each(VISITS)('$path fits 320, 375, 414 and 768 px', async (visit) => {
    const address = visit.path.includes(ID)
      ? visit.path.replace(ID, await someUserId())
      : visit.path;
    const { page, errors } = await pageFor(visit.visitor);
    errors.length = 0;
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await open(page, address, visit.visitor !== 'anonymous');
    await page.waitForFunction(
      () => document.querySelector('[aria-busy="true"], .MuiSkeleton-root') === null,
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.direction);

    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await nextFrames(page);
      const { scrollWidth, outside } = await measure(page);
      if (scrollWidth > width) found.push(`${width} px: the page is ${scrollWidth} px wide`);
      for (const control of outside) found.push(`${width} px: ${control} is off the screen`);
      if (AXE_AT.has(width)) {
        for (const violation of await seriousViolations(page, { settleFirst: true })) {
          found.push(`${width} px: ${violation}`);
        }
      }
    }
    expect(found).toEqual([]);
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
