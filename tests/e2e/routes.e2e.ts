/**
 * Every route of SPEC §2.2 (and §2.1), visited as an anonymous visitor, as each role, in a real
 * browser on the production build: each visit must land where SPEC §2.3 says. An anonymous visitor
 * arrives by loading the address (a protected one of each kind; the others are asked of the app
 * running on the sign-in page it was sent to); a signed-in role loads a page every role may open
 * and moves on as the app's links do (client-side navigations, the guards deciding on each),
 * loading an address again only when it is where the last visit landed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  navigateInApp,
  openPage,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(240_000);

type Role = 'admin' | 'user' | 'recruiter' | 'agency' | 'organization' | 'professional';
const ALL: Role[] = ['admin', 'user', 'recruiter', 'agency', 'organization', 'professional'];
const DETAILS: Role[] = ['admin', 'professional', 'agency', 'organization', 'recruiter'];
const STAFF: Role[] = ['admin', 'user'];

/**
 * SPEC §2.2, written out independently of the app's route table: each protected address, the
 * roles that may open it, and where it opens when not at itself.
 */
const PROTECTED: Array<[string, Role[], string?]> = [
  ['/home', ['admin', 'user', 'recruiter']],
  ['/profiles/professionals', ['admin']],
  ['/profiles/professional/42', DETAILS],
  ['/profiles/employers', ['admin']],
  ['/profiles/employer/42', DETAILS],
  ['/profiles/users', ['admin']],
  ['/profiles/user/42', DETAILS],
  ['/profiles/account/settings', ALL],
  ['/profiles/account/settings/security', ALL],
  ['/profiles/account/roles-permissions', STAFF],
  ['/profiles/account/pricing', STAFF],
  ['/profiles/help-center/support-hub', STAFF],
  ['/profiles/help-center/article/7', STAFF],
  ['/profiles/help-center/edit-article/7', STAFF],
  ['/profiles/help-center/manage-article', STAFF],
  ['/profiles/file-manager', STAFF],
  ['/profiles/documentation/me', ['professional']],
  // The section list opens its first section, an unknown section too (system-config-page.tsx).
  ['/system/config', ['admin'], '/system/config/sign-in'],
  ['/system/config/mail', ['admin'], '/system/config/sign-in'],
  ['/access-denied', STAFF],
  ['/landing', STAFF],
  ['/registration/pick-type', ['user']],
  ['/onboarding/license-verification', ['user', 'professional']],
  ['/onboarding/current-employer', ['user', 'professional']],
  ['/onboarding/upload-resume', ['user', 'professional']],
  ['/onboarding/job-preferences', ['user', 'professional']],
  ['/onboarding/validate-phone', ['user', 'professional']],
];
/** Where each role's visits start: a page every role may open. */
const START = '/profiles/account/settings/profile';
const PUBLIC_ONLY = ['/sign-in', '/sign-up', '/forgot-password', '/otp-verification'];

// The anonymous visits share one context; the signed-in roles have one each, all at once.
const e2e = useBrowser();

const shown = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Loads `path` and waits for the app to have started there (a prerendered page shows its heading
 * before that), so that the address it shows is the app's word, and no start is cut short by the
 * next load.
 */
async function landing(page: Page, path: string): Promise<string> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForDemoBackend(page);
  return shown(page);
}

/** Within the running app, unless the page already shows `path` (then loaded again). */
async function movingTo(page: Page, path: string): Promise<string> {
  if (shown(page) === path) return landing(page, path);
  await navigateInApp(page, path);
  return shown(page);
}

/**
 * Within the running app, to a page it must not stay on: resolves once the address has changed
 * and a page is shown there (or after 15 s, where it stayed).
 */
async function sentAway(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      (from) =>
        window.location.pathname !== from && document.querySelector('#root[data-live] h1') !== null,
      path,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  return shown(page);
}

describe('anonymous visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await e2e.browser.newContext();
    page = await context.newPage();
  });
  afterAll(() => context.close());

  // Loaded: one address of each kind (a page, a record, a section of a page); the others are
  // asked of the running app, whose guard is the one that decides on a load too.
  const LOADED = new Set(['/home', '/profiles/user/42', '/system/config/mail']);
  it.each(PROTECTED.map(([path]) => path))('%s → sign-in carrying the path', async (path) => {
    const to = LOADED.has(path) || !shown(page).startsWith('/sign-in') ? landing : sentAway;
    expect(await to(page, path)).toBe(`/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  });

  it('root → sign-in without a redirect parameter; unknown → root → sign-in', async () => {
    expect(await landing(page, '/')).toBe('/sign-in');
    expect(await landing(page, '/no/such/page')).toBe('/sign-in');
  });

  it.each([...PUBLIC_ONLY, '/reset-password', '/otp'])('%s opens', async (path) => {
    expect(await landing(page, path)).toBe(path);
  });

  it('/profile-select needs a signed-in user', async () => {
    expect(await landing(page, '/profile-select')).toBe('/sign-in?redirectUrl=%2Fprofile-select');
  });
});

/**
 * Each role in a browser context of its own, one role after the other: six at once in one file
 * (as it was) put six app starts on a 2-core machine beside the other worker's file, and a start
 * then took past waitForDemoBackend's 15 s (it failed CI-like runs twice on 2026-11-27).
 */
describe('signed in, every role', () => {
  it.each(ALL)('lands where SPEC §2.3 says on every protected route, as %s', (role) =>
    e2e.withContext({}, async (context) => {
      const { page, errors } = await openPage(context);
      await signInAs(page, role);
      // Loaded at a page every role may open (no redirect under way), then from page to page.
      await landing(page, START);
      const landed: Array<[string, string]> = [];
      for (const [path] of PROTECTED) landed.push([path, await movingTo(page, path)]);
      const expected = PROTECTED.map(([path, roles, opens]): [string, string] => [
        path,
        roles.includes(role) || path === '/access-denied' ? (opens ?? path) : '/access-denied',
      ]);
      expect(landed).toEqual(expected);
      // public-only pages send a signed-in user on: to a safe redirect parameter, else /home
      expect(await landing(page, '/sign-in?redirectUrl=%2Fprofiles%2Faccount%2Fsettings')).toBe(
        '/profiles/account/settings',
      );
      const home = ['admin', 'user', 'recruiter'].includes(role) ? '/home' : '/access-denied';
      expect(await landing(page, '/sign-in?redirectUrl=%2F%2Fevil.example')).toBe(home);
      expect(await landing(page, '/profile-select')).toBe('/profile-select');
      expect(errors).toEqual([]);
    }),
  );
});
