/**
 * The account settings journey in a real browser against the demo backend (#7 "Must show"): a
 * professional switches language and mode in Preferences (at once, and still so after a reload),
 * changes their first name in Profile (the header's account menu follows, and a reload keeps it),
 * and sets up an authenticator app in Security with a code computed here.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  photograph,
  seriousViolations,
  signInAs,
  signInWithForm,
  useBrowser,
} from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    // Relative luminance of the page's background (0 black … 1 white).
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    )
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return {
      lang: root.lang,
      dir: root.dir,
      dark: root.classList.contains('dark'),
      darkBackground: 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.05,
    };
  });

/** The six-digit code an authenticator app would show now for this base32 secret. */
function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
}

/** The name in the header's account menu (opened, read, closed again). */
async function accountMenuName(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: label }).click();
  const panel = page.getByRole('dialog');
  await panel.waitFor();
  const titleId = await panel.getAttribute('aria-labelledby');
  const name = await page.locator(`[id="${titleId}"]`).innerText();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return name.trim();
}

describe('account settings', () => {
  it('Preferences: Español and Dark apply at once and survive a reload', async () => {
    const { page, errors } = await e2e.newPage();
    await signInWithForm(page, 'professional', '/profiles/documentation/me');
    await page.waitForURL(/\/profiles\/documentation\/me$/);
    await page.getByRole('link', { name: 'Account settings', exact: true }).first().click();
    await page.waitForURL(/\/profiles\/account\/settings$/);
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.waitForURL(/\/profiles\/account\/settings\/preferences$/);
    expect(await rootState(page)).toMatchObject({ lang: 'en', dark: false, darkBackground: false });

    // A pack that cannot be fetched: the page stays English and says so; the next try works.
    await page
      .context()
      .route(/\/assets\/es-[^/]*\.js$/, (route) => route.abort('connectionreset'), {
        times: 1,
      });
    await page.getByRole('radio', { name: 'Español' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Español could not be loaded. Check your connection and try again.' })
      .waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await rootState(page)).toMatchObject({ lang: 'en' });
    await page.getByRole('button', { name: 'Dismiss' }).click();

    // The language changes once its messages have arrived, so the radio follows a moment later.
    await page.getByRole('radio', { name: 'Español' }).click();
    // At once: headings, tabs and the controls' own labels are Spanish, on the same address.
    await page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }).waitFor();
    await page.getByRole('tab', { name: 'Preferencias', selected: true }).waitFor();
    const mode = page.getByRole('radiogroup', { name: 'Modo' });
    await mode.getByRole('radio', { name: 'Oscuro' }).check();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await rootState(page)).toMatchObject({ lang: 'es', dark: true, darkBackground: true });
    expect(page.url()).toMatch(/\/profiles\/account\/settings\/preferences$/);
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }).waitFor();
    await page.getByRole('tab', { name: 'Preferencias', selected: true }).waitFor();
    expect(await rootState(page)).toMatchObject({ lang: 'es', dark: true, darkBackground: true });
    expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    expect(await mode.getByRole('radio', { name: 'Oscuro' }).isChecked()).toBe(true);
    await photograph(page, 'settings-preferences-after-reload-es-ltr-dark.png', { fullPage: true });
    // Another page after the reload is Spanish and dark too.
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).waitFor();
    expect(await rootState(page)).toMatchObject({ lang: 'es', dark: true });
    expect(errors).toEqual([]);
  });

  it('Profile: a new first name is saved, shows in the account menu, and a reload keeps it', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'professional');
    await page.goto(`${baseUrl()}/profiles/account/settings/profile`);
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement)?.value,
    );
    expect(await firstName.inputValue()).toBe('Pablo');
    expect(await accountMenuName(page, 'Account menu')).toBe('Pablo Professional');

    await firstName.fill('Lucía');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').getByText('Your profile has been saved.').waitFor();
    // The header follows: its avatar's initials and the account menu's name.
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await avatar.getByText('LP', { exact: true }).waitFor();
    expect(await accountMenuName(page, 'Account menu')).toBe('Lucía Professional');
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement)?.value ===
        'Lucía',
    );
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(
      'Professional',
    );
    await avatar.getByText('LP', { exact: true }).waitFor();
    expect(await accountMenuName(page, 'Account menu')).toBe('Lucía Professional');
    expect(errors).toEqual([]);
  });

  it('Security: sets up an authenticator app with a code from its key, and shows 10 backup codes', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'professional');
    await page.goto(`${baseUrl()}/profiles/account/settings/security`);
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();

    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    await page.getByRole('textbox', { name: 'Enter your six-digit code' }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm code' }).click();

    await page.getByRole('status').getByText('Added authenticator to your account').waitFor();
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const shown = await codes.allInnerTexts();
    expect(shown).toHaveLength(10);
    expect(new Set(shown).size).toBe(10);
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    // Scrolled back up: a full-page picture draws the fixed header where the window scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await photograph(page, 'settings-security-backup-codes-en-ltr-light.png', { fullPage: true });

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    expect(errors).toEqual([]);
  });
});
