/**
 * Every signed-in page of SPEC §2.2 (issue #7 "Must show"), read from the app's route table: each
 * visited as a role allowed on it, in English left-to-right light and in Spanish right-to-left
 * dark, must show its title as its one <h1> in that language, finish loading, pass axe-core with
 * no serious or critical violation, and be photographed for review (E2E_SHOTS=1); then, the same page resized,
 * fit a phone at 320, 375, 414 and 768 px (widths.ts, issue #18). The dashboard is visited as an
 * admin and as a user (different content), the account settings in each of their three steps.
 *
 * One browser; per setting, one context per role, signed in once, moving page to page as the app's
 * links do (one page load per context, then client-side navigations).
 */
import enMessages from '@/lib/i18n/locales/en.json';
import esMessages from '@/lib/i18n/locales/es.json';
import { ROUTES } from '@/config/routes';
import type { RouteDef } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';
import {
  inAppVisits,
  openPage,
  photograph,
  seriousViolations,
  signInAs,
  useBrowser,
} from './fixtures';
import type { WatchedPage } from './fixtures';
import { misfits } from './widths';

jest.setTimeout(90_000);

const MESSAGES: Record<'en' | 'es', Record<string, string>> = { en: enMessages, es: esMessages };

const COMBINATIONS = [
  { name: 'en-ltr-light', locale: 'en', direction: 'ltr', mode: 'light' },
  { name: 'es-rtl-dark', locale: 'es', direction: 'rtl', mode: 'dark' },
] as const;
type Combination = (typeof COMBINATIONS)[number];

/** Stands for a real user's id in a path; replaced once the admin has read one from the list. */
const USER_ID = '{userId}';

/** The demo professional (README): a record in every status, the page a reviewer opens most. */
const DEMO_PROFESSIONAL = { id: '1001', name: 'Pablo Professional' };

/** The demo organization (README): facilities, requirement sets and a roster in every status. */
const DEMO_ORGANIZATION = { id: '3', name: 'Saguaro Valley Health' };

/** A seeded help article with a table, links and its Spanish version (decision 034). */
const DEMO_ARTICLE = {
  slug: 'why-was-my-bls-card-rejected',
  title: 'Why was my BLS card rejected?',
};
/** A heading written in each language around the article's title ('Edit “{title}”'). */
const EDITING = '{editing}';

interface Visit {
  /** The screenshot's name: `page-<name>-<setting>.png`. */
  name: string;
  /** The page's <h1> when it is a record's name rather than the route's title. */
  heading?: string;
  route: RouteDef;
  path: string;
  role: Role;
}

/** An admin where the route allows one, else the first role it allows. */
function roleFor(route: RouteDef): Role {
  const role = route.authority.includes('admin') ? 'admin' : route.authority[0];
  if (!role) throw new Error(`${route.key}: nobody may open it`);
  return role;
}

function visitsOf(route: RouteDef): Visit[] {
  // The onboarding steps as the demo professional walks them (a `user` is sent to register).
  const role = route.path.startsWith('/onboarding/') ? 'professional' : roleFor(route);
  if (route.key === 'home') {
    return (['admin', 'user'] as const).map((who) => ({
      name: `${route.key}-${who}`,
      route,
      path: route.path,
      role: who,
    }));
  }
  if (route.key === 'accountSettings') {
    return ['profile', 'security', 'preferences'].map((step) => ({
      name: `${route.key}-${step}`,
      route,
      path: route.path.replace(':step?', step),
      role,
    }));
  }
  if (route.key === 'professional') {
    const path = route.path.replace(':id', DEMO_PROFESSIONAL.id);
    return [{ name: route.key, heading: DEMO_PROFESSIONAL.name, route, path, role }];
  }
  if (route.key === 'employer') {
    const path = route.path.replace(':id', DEMO_ORGANIZATION.id);
    return [{ name: route.key, heading: DEMO_ORGANIZATION.name, route, path, role }];
  }
  if (route.key === 'article') {
    const path = route.path.replace(':id', DEMO_ARTICLE.slug);
    return [{ name: route.key, heading: DEMO_ARTICLE.title, route, path, role }];
  }
  if (route.key === 'editArticle') {
    // The editor, with the article's table and links in it (its title names the article).
    const path = route.path.replace(':id', DEMO_ARTICLE.slug);
    return [{ name: route.key, heading: EDITING, route, path, role }];
  }
  const concrete = route.path.replace('/*', '/sign-in').replace(':id', USER_ID);
  if (/[:*]/.test(concrete)) throw new Error(`${route.path}: no concrete address for it`);
  return [{ name: route.key, route, path: concrete, role }];
}

/** SPEC §2.2: the route table's protected routes (the auth pages and /profile-select are not). */
const VISITS: Visit[] = ROUTES.filter((route) => route.access === 'protected').flatMap(visitsOf);

const DESKTOP = { width: 1280, height: 800 };

const e2e = useBrowser();

it('visits every protected route of the table, and each at least once', () => {
  const keys = new Set(VISITS.map((visit) => visit.route.key));
  expect(keys.size).toBe(ROUTES.filter((route) => route.access === 'protected').length);
  expect(VISITS.length).toBeGreaterThanOrEqual(28);
});

describe.each(COMBINATIONS)('$name', (combo: Combination) => {
  const contexts = new Map<Role, Promise<WatchedPage>>();
  let someone: Promise<{ id: string; name: string }> | undefined;

  /** One context per role: the look preset before every load, signed in once. */
  function signedIn(role: Role): Promise<WatchedPage> {
    let found = contexts.get(role);
    if (!found) {
      found = (async () => {
        const context = await e2e.browser.newContext({ viewport: DESKTOP });
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
          { locale: combo.locale, direction: combo.direction, mode: combo.mode },
        );
        const watched = await openPage(context);
        await signInAs(watched.page, role);
        return watched;
      })();
      contexts.set(role, found);
    }
    return found;
  }

  /** The first page of a context is loaded, the next ones reached within the app. */
  const open = inAppVisits();

  /** A real user (id and name), read from the users list as the admin. */
  function realUser(): Promise<{ id: string; name: string }> {
    someone ??= (async () => {
      const { page } = await signedIn('admin');
      await open(page, '/profiles/users');
      const link = page.locator('table a[href^="/profiles/user/"]').first();
      await link.waitFor({ timeout: 15_000 });
      const href = (await link.getAttribute('href')) ?? '';
      const id = /\/profiles\/user\/(\d+)$/.exec(href)?.[1];
      if (!id) throw new Error(`no user id in ${href}`);
      return { id, name: (await link.innerText()).trim() };
    })();
    return someone;
  }

  afterAll(async () => {
    const open = await Promise.allSettled(contexts.values());
    await Promise.all(
      open.map((result) =>
        result.status === 'fulfilled' ? result.value.page.context().close() : undefined,
      ),
    );
  });

  it.each(VISITS)('$name ($path as $role)', async (visit) => {
    const { page, errors } = await signedIn(visit.role);
    const needsUser = visit.path.includes(USER_ID);
    const user = needsUser ? await realUser() : undefined;
    const address = user ? visit.path.replace(USER_ID, user.id) : visit.path;
    // A user's page is titled with their name once it is loaded.
    const title =
      visit.route.key === 'user' && user
        ? user.name
        : visit.heading === EDITING
          ? MESSAGES[combo.locale]['help.edit.editTitle']!.replace('{title}', DEMO_ARTICLE.title)
          : (visit.heading ?? MESSAGES[combo.locale][visit.route.title.id!]);
    if (!title) throw new Error(`no ${combo.locale} title for ${visit.route.key}`);
    errors.length = 0;

    await open(page, address);
    await page
      .waitForFunction(
        (title) => document.querySelector('h1')?.textContent?.trim() === title,
        title,
        { timeout: 15_000 },
      )
      .catch(async (error: unknown) => {
        const h1 = await page.locator('h1').allInnerTexts();
        throw new Error(
          `${address}: expected h1 '${title}', saw ${JSON.stringify(h1)} at ${page.url()}`,
          {
            cause: error,
          },
        );
      });
    await page.waitForFunction(
      () => document.querySelector('[aria-busy="true"], .MuiSkeleton-root') === null,
      undefined,
      { timeout: 15_000 },
    );
    expect(new URL(page.url()).pathname).toBe(address);
    expect(await page.locator('h1').allInnerTexts()).toEqual([title]);
    expect(
      await page.evaluate(() => ({
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        dark: document.documentElement.classList.contains('dark'),
      })),
    ).toEqual({ dir: combo.direction, lang: combo.locale, dark: combo.mode === 'dark' });

    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    await photograph(page, `page-${visit.name}-${combo.name}.png`, { fullPage: true });

    // The phone widths, the page resized where it is (and back, whatever they found).
    const found = await misfits(page).finally(() => page.setViewportSize(DESKTOP));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
