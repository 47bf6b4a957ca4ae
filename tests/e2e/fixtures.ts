/**
 * What every browser test file shares: one Chromium per file, a fresh context per test where the
 * file wants one, signing in as a role, the watch for uncaught page errors, and axe-core.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Role } from '@/features/auth/session/session';
import { launchChromium } from '../../scripts/first-load.mjs';

export const DEMO_PASSWORD = 'Compliance-demo-1';
export const TENANT = 'demo1234';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

/**
 * Which Chromium a file runs in: its headless shell (the engine without the browser's own UI: a
 * third of the CPU per page load; scripts/e2e.mjs finds it) or the whole browser, for what only the
 * browser's UI does, such as asking for the page's favicon.
 */
export type BrowserKind = 'headless-shell' | 'chromium';

/** That Chromium, with the flags the bench launches it with too. */
function launchBrowser(kind: BrowserKind): Promise<Browser> {
  const chromium = process.env.CHROMIUM_PATH ?? 'chromium';
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? chromium;
  return launchChromium(kind === 'chromium' ? chromium : shell);
}

/**
 * A page and what went wrong in it so far (a test asserts there was nothing): the uncaught errors
 * it has thrown, and every answer the app got that does not match the contracts (this build
 * checks them, src/lib/http/response-check.ts, and says so on the console).
 */
export interface WatchedPage {
  page: Page;
  errors: string[];
}

export const OFF_CONTRACT = 'does not match the contract';

/** The id of the app's route announcer (`ROUTE_ANNOUNCER_ID`, src/app/route-focus.tsx). */
const ROUTE_ANNOUNCER = 'route-announcer';

export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(OFF_CONTRACT)) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}

export interface BrowserFixture {
  /** The file's browser, there from the first hook to the last. */
  readonly browser: Browser;
  /** Runs `use` in a context of its own, closed afterwards whether `use` succeeded or not. */
  withContext<T>(
    options: BrowserContextOptions,
    use: (context: BrowserContext) => Promise<T>,
  ): Promise<T>;
}

export interface ContextFixture extends BrowserFixture {
  /**
   * The test's own context: fresh cookies and a fresh demo database (it lives in localStorage).
   * Closed after the test.
   */
  readonly context: BrowserContext;
  /** A new page in the test's context, its uncaught errors watched. */
  newPage(): Promise<WatchedPage>;
}

interface BrowserOptions {
  /** The headless shell unless the file needs the whole browser. */
  browser?: BrowserKind;
}

interface Options extends BrowserOptions {
  /** Options of the context each test gets; without them, tests make their own contexts. */
  context: BrowserContextOptions;
}

/**
 * Registers the file's hooks (call it at the top of the file, before hooks that use it): the
 * browser is launched before the first test and closed after the last; with `context`, each test
 * gets a new context, closed after it.
 */
export function useBrowser(options: Options): ContextFixture;
export function useBrowser(options?: BrowserOptions): BrowserFixture;
export function useBrowser(options?: BrowserOptions | Options): BrowserFixture | ContextFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const inUse = new Set<Promise<unknown>>();

  beforeAll(async () => {
    browser = await launchBrowser(options?.browser ?? 'headless-shell');
  });
  afterAll(async () => {
    // Contexts still in use (a test timed out waiting for one) end before the browser closes
    // under them, and so do those queued behind them: a turn of the event loop lets them start.
    while (inUse.size > 0) {
      await Promise.allSettled(inUse);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await browser?.close();
  });
  if (options && 'context' in options) {
    beforeEach(async () => {
      context = await fixture.browser.newContext(options.context);
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });
  }

  const fixture: ContextFixture = {
    get browser() {
      if (!browser) throw new Error('useBrowser: the browser is there in hooks and tests only');
      return browser;
    },
    get context() {
      if (!context) throw new Error('useBrowser: a context per test needs useBrowser({ context })');
      return context;
    },
    newPage() {
      return openPage(fixture.context);
    },
    withContext(contextOptions, use) {
      const used = (async () => {
        const own = await fixture.browser.newContext(contextOptions);
        try {
          return await use(own);
        } finally {
          await own.close();
        }
      })();
      inUse.add(used);
      void used.finally(() => inUse.delete(used)).catch(() => undefined);
      return used;
    },
  };
  return fixture;
}

/**
 * Waits until the app is live (started, its demo backend serving: a prerendered page shows its
 * heading before that) and the demo backend's service worker controls the page.
 */
export async function waitForDemoBackend(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      document.querySelector('#root[data-live] h1') !== null &&
      Boolean(navigator.serviceWorker?.controller),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Signs the page's context in as the demo account of `role` (`<role>@demo.test`) through the demo
 * backend's password call, from inside the page, and stores the tokens as the session module does
 * (cookies named by kind and tenant). The app's own sign-in form comes with the hosted sign-in
 * toolkit; this stands in for it where the form is not what is tested.
 */
export async function signInAs(page: Page, role: Role): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto(`${baseUrl()}/sign-in`);
  await waitForDemoBackend(page);
  const tokens = await page.evaluate(
    async ({ email, password, tenant }) => {
      const response = await fetch(`/v0/tenants/${tenant}/auth/basic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: email, password }),
      });
      const body = await response.json();
      if (!body.tokens) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
      return body.tokens as Record<'access' | 'id' | 'refresh', { value: string }>;
    },
    { email: `${role}@demo.test`, password: DEMO_PASSWORD, tenant: TENANT },
  );
  await page.context().addCookies(
    (['access', 'id', 'refresh'] as const).map((kind) => ({
      name: `${kind}.${TENANT}`,
      value: tokens[kind].value,
      url: baseUrl(),
      sameSite: kind === 'refresh' ? ('Strict' as const) : ('Lax' as const),
    })),
  );
}

/**
 * Moves the running app to `path` as its own links do: the router takes a new entry of the
 * browser's history (a client-side navigation, no page load). Resolves once the app has landed,
 * after any redirect, with the page's heading there and nothing loading: the route announcer then
 * says so (src/app/route-focus.tsx; it speaks again when the words are the last ones). The page
 * must be a live app at rest (not loaded at an address that redirects: that redirect's words may
 * still be on their way), and `path` another address than the one it shows.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const said = (id: string) => document.getElementById(id)?.textContent ?? null;
  const before = await page.evaluate(said, ROUTE_ANNOUNCER);
  if (before === null) throw new Error(`navigateInApp(${path}): the app is not running here`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ({ id, previous }) => {
      const now = document.getElementById(id)?.textContent;
      return Boolean(now) && now !== previous;
    },
    { id: ROUTE_ANNOUNCER, previous: before },
    { timeout: 15_000 },
  );
}

/**
 * Opens addresses the way a person moves through the app: a page's first address is loaded (and
 * the app waited for), the next ones are reached within the running app (`navigateInApp`). The
 * first address of a page must not redirect (see `navigateInApp`).
 */
export function inAppVisits(): (page: Page, address: string) => Promise<void> {
  const running = new WeakSet<Page>();
  return async (page, address) => {
    if (running.has(page)) {
      if (new URL(page.url()).pathname !== address) await navigateInApp(page, address);
      return;
    }
    await page.goto(`${baseUrl()}${address}`);
    await waitForDemoBackend(page);
    running.add(page);
  };
}

/** Signs in as `role` through the app's own form (redirected on to `path`), its only profile. */
export async function signInWithForm(page: Page, role: Role, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await waitForDemoBackend(page);
  await page.getByLabel('Email or username').fill(`${role}@demo.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/profile-select/);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Sets demo backend controls (token lifetimes, faults) from inside the page. */
export async function demoControl(
  page: Page,
  path: string,
  method: string,
  body: unknown,
): Promise<void> {
  await page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
    },
    { path, method, body },
  );
}

/**
 * Lets finite animations and transitions end (skeleton pulses and spinners never do). Two frames
 * first: a transition of something that has just appeared starts at the next style update.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    ),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * axe-core violations a person would be hurt by (serious or critical), once running transitions
 * have ended (a colour caught halfway, as a button's when it becomes enabled, is no colour anyone
 * sees for long). `settleFirst` also moves the pointer away first (no hover state on whatever is
 * under it now; a tooltip fading in).
 *
 * axe-core runs in the page as its own documentation shows (`axe.source` injected, then
 * `axe.run`), once per document: moving within the app keeps it. Only the violations come back, as
 * text. The @axe-core/playwright wrapper took 556 ms a page against 339 ms for this (it injects and
 * configures axe anew on every call and returns every result type): axe was most of the renderer's
 * time in the page suites (docs/decisions/013-a-test-suite-in-minutes.md). Only the serious and
 * critical rules of a default run are run (a page's run 10-30 % shorter).
 */
export async function seriousViolations(
  page: Page,
  { settleFirst = false }: { settleFirst?: boolean } = {},
): Promise<string[]> {
  if (settleFirst) await page.mouse.move(0, 0);
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const run = () =>
    page.evaluate(async () => {
      type Rule = { id: string; enabled?: boolean; impact?: string; tags: string[] };
      type Audit = { rules?: Rule[]; tagExclude?: string[] };
      const inPage = (window as unknown as { axe: typeof axe & { _audit?: Audit } }).axe;
      // Only the rules that can report what is kept here, among those a default run runs (on,
      // and not experimental or deprecated): axe-core gives each violation its rule's impact
      // (finalizeRuleResult), so a minor or moderate rule never reports a serious one. Every
      // rule runs when a rule has no impact of its own (or the list is not there).
      const excluded = inPage._audit?.tagExclude ?? ['experimental', 'deprecated'];
      const rules = (inPage._audit?.rules ?? []).filter(
        (rule) => rule.enabled !== false && !rule.tags.some((tag) => excluded.includes(tag)),
      );
      const judged = rules.length > 0 && rules.every((rule) => typeof rule.impact === 'string');
      const serious = rules
        .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
        .map((rule) => rule.id);
      const { violations } = await inPage.run(document, {
        resultTypes: ['violations'],
        ...(judged ? { runOnly: { type: 'rule' as const, values: serious } } : {}),
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    });
  const found = await run();
  // Something that appeared while axe ran (a notice sliding in) is measured halfway through its
  // fade: a contrast fault is counted only if it is still there once that has ended.
  if (!found.some((violation) => violation.startsWith('color-contrast:'))) return found;
  await settle(page);
  return run();
}

/**
 * The demo backend's stored state as every tab of the page's origin reads it next (mocks/store.ts:
 * one JSON document in IndexedDB), or null before anything was stored.
 */
export function storedDemoState(page: Page): Promise<Record<string, unknown[]> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]> | null>((resolve, reject) => {
        const opening = indexedDB.open('demo-backend');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result
            .transaction('state', 'readonly')
            .objectStore('state')
            .get('demo-backend');
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            opening.result.close();
            resolve(typeof reading.result === 'string' ? JSON.parse(reading.result) : null);
          };
        };
      }),
  );
}

/** Where pictures for review go (`photograph`). */
const SHOTS = path.resolve(__dirname, '../../.e2e-artifacts/screenshots');

/**
 * A picture of the page for a person to look at, taken when asked for (`E2E_SHOTS=1`): a picture
 * proves nothing by itself, and a full page costs the browser about half a second of CPU, so a run
 * that only checks (`npm test`) takes none.
 */
export async function photograph(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), ...options });
}
