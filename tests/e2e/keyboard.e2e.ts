/**
 * A keyboard and a screen reader through the product (issue #22), in a real browser: after every
 * route change focus is on the new page's main heading (or where the page itself put it, inside
 * <main>) and the polite live region says the page's title, in English and in Spanish; from the
 * users list's heading the first row is a handful of Tab presses away; focus is never under the
 * sticky header; reduced motion stops the side navigation's animation.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { DEMO_TOTP_SECRET } from '@mocks/seed';
import enMessages from '@/lib/i18n/locales/en.json';
import esMessages from '@/lib/i18n/locales/es.json';
import { DEMO_PASSWORD, baseUrl, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(90_000);

const MESSAGES = { en: enMessages, es: esMessages } as Record<'en' | 'es', Record<string, string>>;

/** The demo MFA account's current authenticator code (mocks/seed.ts). */
const totpCode = (): string =>
  new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 }).generate();

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

async function useLocale(page: Page, locale: 'en' | 'es'): Promise<void> {
  await page.context().addInitScript((lang) => {
    localStorage.setItem('locale', JSON.stringify({ currentLang: lang }));
  }, locale);
}

/** Where focus is: the focused element's tag, accessible-ish name, and whether <main> holds it. */
function focus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
      name: active?.getAttribute('name') ?? '',
      inMain: Boolean(active && document.querySelector('main')?.contains(active)),
    };
  });
}

/** The polite live region's words once they are there (the page's title after a navigation). */
async function announced(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[role="status"][aria-live="polite"]')].some(
        (region) => region.textContent?.trim() === text,
      ),
    expected,
    { timeout: 10_000 },
  );
}

/** What the live region says when the page titled `title` has opened. */
const opened = (m: Record<string, string>, title: string) =>
  m['layout.route.opened']!.replace('{title}', title);

/** After a navigation: focus on the page's h1 (which says `title`), and its opening announced. */
async function expectArrivedAt(
  page: Page,
  m: Record<string, string>,
  path: RegExp,
  title: string,
): Promise<void> {
  await page.waitForURL(path);
  await announced(page, opened(m, title));
  expect(await focus(page)).toMatchObject({ tag: 'h1', text: title, inMain: true });
}

/** Presses Tab (or Shift+Tab) until `matches` holds for the focused element; returns the count. */
async function tabUntil(
  page: Page,
  matches: (f: Awaited<ReturnType<typeof focus>>) => boolean,
  { back = false, max = 60 } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (matches(await focus(page))) return presses;
  }
  throw new Error(
    `nothing matching after ${max} presses; focus is on ${JSON.stringify(await focus(page))}`,
  );
}

describe.each(['en', 'es'] as const)('keyboard only, %s', (locale) => {
  const m = MESSAGES[locale];

  it('sign-in → profile select → home → users → a user → edit and save → sign out', async () => {
    const { page, errors } = await e2e.newPage();
    await useLocale(page, locale);
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);

    // The skip link is the first stop.
    await page.keyboard.press('Tab');
    expect((await focus(page)).text).toBe(m['layout.skipToContent']);
    await tabUntil(page, (f) => f.name === 'emailOrUsername');
    await page.keyboard.type('admin@demo.test');
    await tabUntil(page, (f) => f.name === 'password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/profile-select$/);
    const profileTitle = (await page.locator('main h1').innerText()).trim();
    await expectArrivedAt(page, m, /\/profile-select$/, profileTitle);

    await tabUntil(page, (f) => f.tag === 'button' && f.text === m['profileSelect.continue']);
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, m, /\/home$/, m['route.home.title']!);

    // The users list through the main navigation: focus leaves the navigation for the page.
    await tabUntil(page, (f) => f.tag === 'a' && f.text === m['nav.users'], { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('table').getByRole('row').nth(5).waitFor();
    await expectArrivedAt(page, m, /\/profiles\/users$/, m['route.users.title']!);

    // From the heading to the first user: the search, two filters, five sort buttons, the row.
    const toFirstRow = await tabUntil(
      page,
      (f) => f.tag === 'a' && f.inMain && !['Name', 'Nombre'].includes(f.text),
    );
    expect(toFirstRow).toBeLessThanOrEqual(10);
    const someone = (await focus(page)).text;
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: someone }).waitFor();
    await expectArrivedAt(page, m, /\/profiles\/user\/\d+$/, someone);

    await tabUntil(page, (f) => f.name === 'lastName');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyboard');
    await tabUntil(page, (f) => f.tag === 'button' && f.text === m['user.save']);
    await page.keyboard.press('Enter');
    await page.getByText(m['user.saved']!).waitFor();

    // The avatar button, named with the initials it shows (the admin's: AA).
    const accountMenu = m['layout.userMenu.openOf']!.replace('{initials}', 'AA');
    await tabUntil(page, (f) => f.text === accountMenu, { back: true });
    await page.keyboard.press('Enter');
    await tabUntil(page, (f) => f.text === m['layout.userMenu.logOut']);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign-in$/);
    await announced(page, opened(m, m['auth.signIn.caption']!));
    expect((await focus(page)).inMain).toBe(true);
    expect(errors).toEqual([]);
  });

  it('MFA sign-in with an authenticator code; a wrong code puts focus back in the code field', async () => {
    const { page, errors } = await e2e.newPage();
    await useLocale(page, locale);
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);

    await tabUntil(page, (f) => f.name === 'emailOrUsername');
    await page.keyboard.type('mfa@demo.test');
    await tabUntil(page, (f) => f.name === 'password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    // The account's one configured second factor, the authenticator, is asked for at once, and
    // its code's field takes focus itself: the next thing to do is to type it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'totpCode');

    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    // Refused: the message is said, the field is marked and described by it, focus is back there
    // with the wrong code selected, so typing the right one replaces it.
    await page.getByText('Invalid authenticator code', { exact: true }).waitFor();
    await page.waitForFunction(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return (
        active?.name === 'totpCode' &&
        active.getAttribute('aria-invalid') === 'true' &&
        active.selectionStart === 0 &&
        active.selectionEnd === active.value.length
      );
    });
    const described = await page.evaluate(() =>
      (document.activeElement?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim()),
    );
    expect(described).toContain('Invalid authenticator code');

    await page.keyboard.type(totpCode());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile-select$/);
    const profileTitle = (await page.locator('main h1').innerText()).trim();
    await expectArrivedAt(page, m, /\/profile-select$/, profileTitle);
    expect(errors).toEqual([]);
  });
});

it('focus is never under the sticky header: going back up the users list', async () => {
  const { page } = await e2e.newPage();
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${baseUrl()}/profiles/users?pageSize=50`);
  await page.getByRole('table').getByRole('row').nth(40).waitFor();
  await page.getByRole('table').getByRole('link').nth(40).focus();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const hidden = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const box = document.activeElement!.getBoundingClientRect();
      return document.querySelector('header')!.contains(document.activeElement)
        ? false
        : box.top < header.bottom;
    });
    expect(hidden).toBe(false);
  }
});

it('with reduced motion asked for, collapsing the side navigation does not animate', async () => {
  const { page } = await e2e.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'admin');
  await page.goto(`${baseUrl()}/home`);
  await waitForDemoBackend(page);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  const running = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))
        .filter((duration) => duration > 1).length,
  );
  expect(running).toBe(0);
});
