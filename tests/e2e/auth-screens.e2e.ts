/**
 * Every screen of the hosted sign-in toolkit, reached through the real UI against the demo backend,
 * checked with axe-core in four settings (language, direction, mode) and photographed in two of
 * them for review (E2E_SHOTS=1). One browser; one context (one page) per setting, moving screen
 * to screen.
 */
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import enMessages from '@/lib/i18n/locales/en.json';
import esMessages from '@/lib/i18n/locales/es.json';
import {
  DEMO_PASSWORD,
  baseUrl,
  demoControl,
  openPage,
  photograph,
  seriousViolations,
  settle,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(150_000);

const MESSAGES: Record<'en' | 'es', Record<string, string>> = { en: enMessages, es: esMessages };

const COMBINATIONS = [
  { name: 'en-ltr-light', locale: 'en', direction: 'ltr', mode: 'light', shots: true },
  { name: 'es-rtl-dark', locale: 'es', direction: 'rtl', mode: 'dark', shots: true },
  { name: 'en-ltr-dark', locale: 'en', direction: 'ltr', mode: 'dark', shots: false },
  { name: 'es-rtl-light', locale: 'es', direction: 'rtl', mode: 'light', shots: false },
] as const;
type Combination = (typeof COMBINATIONS)[number];

/** The screens this suite must reach, in the order it reaches them. */
const SCREENS = [
  'loading',
  'picker-login',
  'validation-error',
  'server-error',
  'second-factor-totp',
  'email-link',
  'email-sent',
  'email-code',
  'sms-form',
  'code-entry',
  'totp',
  'totp-backup-code',
  'second-factor-setup-picker',
  'totp-setup-error',
  'totp-setup',
  'backup-codes',
  'reset-request',
  'reset-sent',
  'set-new-password',
  'password',
  'disabled',
  'picker-signup',
] as const;
type Screen = (typeof SCREENS)[number];

// Each setting's context lives through a whole tour, started before the tests (below).
const e2e = useBrowser();

interface TourResult {
  seen: Screen[];
  violations: Partial<Record<Screen, string[]>>;
  errors: string[];
}

class Tour {
  readonly violations: Partial<Record<Screen, string[]>> = {};
  readonly seen: Screen[] = [];
  readonly slot;

  constructor(
    readonly page: Page,
    readonly combo: Combination,
  ) {
    this.slot = page.getByTestId('auth-form-slot');
  }

  t(id: string): string {
    const text = MESSAGES[this.combo.locale][id];
    if (text === undefined) throw new Error(`no message ${id}`);
    return text;
  }

  /** Waits for a step of the flow (and its stage) to be on screen and idle. */
  async step(name: string, stage: 'first' | 'second' = 'first'): Promise<void> {
    await this.slot.locator(`[data-step="${name}"][data-stage="${stage}"]`).waitFor();
    await this.slot.locator('button[aria-busy="true"]').waitFor({ state: 'detached' });
  }

  /** axe-core on the whole page, and a full-page picture in the photographed settings (E2E_SHOTS=1). */
  async check(screen: Screen): Promise<void> {
    // The pointer stays where the last click was: no hover state on whatever is there now.
    await this.page.mouse.move(0, 0);
    await settle(this.page);
    this.seen.push(screen);
    const found = await seriousViolations(this.page);
    if (found.length > 0) this.violations[screen] = found;
    if (this.combo.shots) {
      await photograph(this.page, `auth-${screen}-${this.combo.name}.png`, { fullPage: true });
    }
  }

  factor(key: string) {
    return this.slot.locator(`button[data-factor="${key}"]`);
  }

  submit() {
    return this.slot.locator('button[type="submit"]').click();
  }

  back() {
    return this.slot.getByRole('button', { name: this.t('auth.form.back'), exact: true }).click();
  }

  field(id: string) {
    return this.slot.getByLabel(this.t(id), { exact: true });
  }

  link(id: string) {
    return this.page.getByRole('link', { name: this.t(id), exact: true }).click();
  }

  alert() {
    return this.slot.locator('[role="alert"] .MuiAlert-root, .MuiAlert-root[role="alert"]');
  }
}

/** The newest outbox message with a link, read from inside the page. */
async function lastLink(page: Page, to: string, route: string): Promise<string> {
  return page.evaluate(
    async ({ to, route }) => {
      const response = await fetch('/__demo/outbox');
      const { messages } = (await response.json()) as {
        messages: Array<{ to: string; link?: string }>;
      };
      const found = messages.find(
        (m) => m.to === to && new URL(m.link ?? '/', location.href).pathname === route,
      );
      if (!found?.link) throw new Error(`no ${route} link sent to ${to}`);
      return found.link;
    },
    { to, route },
  );
}

async function tenantFactors(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/__demo/tenant');
    return ((await response.json()) as { firstFactors: unknown }).firstFactors;
  });
}

async function tour(context: BrowserContext, combo: Combination): Promise<TourResult> {
  const { page, errors } = await openPage(context);
  const tour = new Tour(page, combo);
  try {
    await visitEveryScreen(tour);
  } catch (error) {
    const after = tour.seen.at(-1) ?? 'the start';
    throw new Error(`${combo.name}, after '${after}': ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { seen: tour.seen, violations: tour.violations, errors };
}

/** The way through the toolkit, screen to screen, in one page. */
async function visitEveryScreen(tour: Tour): Promise<void> {
  const { page } = tour;
  const t = (id: string) => tour.t(id);

  await page.goto(`${baseUrl()}/sign-in`);
  await waitForDemoBackend(page);
  await tour.step('selectFactor');
  // The page's own start-up request for the tenant's mode may still be on its way to the demo
  // backend: were the one-shot fault below injected first, that request would take it and the
  // next form's request would be answered (seen twice in clean-clone runs).
  await page.waitForLoadState('networkidle');

  // Loading placeholder: the tenant's answer never comes for the next form.
  await demoControl(page, '/__demo/faults', 'POST', {
    operationId: 'getTenantMode',
    status: 'timeout',
  });
  await tour.link('auth.links.signUp');
  await tour.step('loading');
  await tour.slot.getByRole('progressbar', { name: t('auth.form.loading') }).waitFor();
  await tour.check('loading');

  // Factor picker with the password form between the other methods.
  await tour.link('auth.links.signIn');
  await tour.step('selectFactor');
  await tour.factor('email/link').waitFor();
  await tour.check('picker-login');

  // Empty submit: our validation messages at the fields.
  await tour.submit();
  await tour.slot.getByText(t('auth.validation.emailOrUsernameRequired')).waitFor();
  await tour.slot.getByText(t('auth.validation.passwordRequired')).waitFor();
  await tour.check('validation-error');

  // Wrong password: the server's message below the fields.
  await tour.field('auth.form.emailOrUsername').fill('mfa@demo.test');
  await tour.field('auth.form.password').fill('Not-the-password-9');
  await tour.submit();
  await tour.step('selectFactor');
  await tour.alert().waitFor();
  await tour.check('server-error');

  // The right password of an account whose one configured second factor is the authenticator:
  // its code is asked for at once (no choice, SPEC §4).
  await tour.field('auth.form.password').fill(DEMO_PASSWORD);
  await tour.submit();
  await tour.step('totp', 'second');
  await tour.field('auth.form.sixDigitCode').waitFor();
  await tour.check('second-factor-totp');
  await tour.back();
  await tour.step('selectFactor');

  // Email link, then 'Check your email'.
  await tour.factor('email/link').click();
  await tour.step('emailLink');
  await tour.check('email-link');
  await tour.field('auth.form.email').fill('admin@demo.test');
  await tour.submit();
  await tour.step('emailLinkSent');
  await tour.check('email-sent');
  await tour.back();
  await tour.step('emailLink');
  await tour.back();
  await tour.step('selectFactor');

  // Email code form.
  await tour.factor('email/verificationCode').click();
  await tour.step('emailCode');
  await tour.check('email-code');
  await tour.back();
  await tour.step('selectFactor');

  // SMS form with the country list open, then the code entry.
  await tour.factor('sms/verificationCode').click();
  await tour.step('smsCode');
  const phone = tour.slot.locator('input[type="tel"]');
  await phone.waitFor();
  await tour.slot.locator('button[aria-haspopup="listbox"]').click();
  const countries = page.getByRole('listbox', { name: t('phoneInput.countryList') });
  await countries.waitFor();
  await countries.getByRole('option', { selected: true }).waitFor();
  await tour.check('sms-form');
  await page.keyboard.press('Escape');
  await countries.waitFor({ state: 'detached' });
  await phone.fill('7025550101');
  await tour.submit();
  await tour.step('codeEntry');
  await tour.check('code-entry');
  await tour.back();
  await tour.step('smsCode');
  await tour.back();
  await tour.step('selectFactor');

  // Authenticator entry as a first factor: six-digit code, then backup code.
  await tour.factor('authenticator/totp').click();
  await tour.step('totp');
  await tour.field('auth.form.sixDigitCode').waitFor();
  await tour.check('totp');
  await tour.slot.getByRole('button', { name: t('auth.form.useBackupCode'), exact: true }).click();
  await tour.field('auth.form.backupCode').waitFor();
  await tour.check('totp-backup-code');
  await tour.back();
  await tour.step('selectFactor');

  // An account that must set up a second factor: the set-up picker, a failed retrieval of the
  // authenticator, Retry, the QR code, and the backup codes after a correct code.
  await tour.field('auth.form.emailOrUsername').fill('mfa-setup@demo.test');
  await tour.field('auth.form.password').fill(DEMO_PASSWORD);
  await tour.submit();
  await tour.step('selectFactor', 'second');
  await tour.factor('authenticator/totp').waitFor();
  await tour.check('second-factor-setup-picker');
  await demoControl(page, '/__demo/faults', 'POST', { operationId: 'getTotpSetup', status: 500 });
  await tour.factor('authenticator/totp').click();
  await tour.step('totpSetupError', 'second');
  await tour.check('totp-setup-error');
  await tour.slot.getByRole('button', { name: t('auth.form.retry'), exact: true }).click();
  await tour.step('totpSetup', 'second');
  const secret = await tour.slot.getByTestId('totp-secret').textContent();
  await tour.slot.getByRole('img', { name: t('auth.form.qrAlt') }).waitFor();
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
  await tour.check('totp-setup');
  const code = new TOTP({
    secret: Secret.fromBase32(secret ?? ''),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
  await tour.field('auth.form.sixDigitCode').fill(code);
  await tour.submit();
  await tour.step('backupCodes', 'second');
  await tour.check('backup-codes');

  // Password reset: the request, 'Check your email', and the link from the outbox. The page's
  // links left once the password was accepted (#20 item 7): the request by its address.
  expect(
    await page
      .getByRole('link', { name: tour.t('auth.links.forgotPassword'), exact: true })
      .count(),
  ).toBe(0);
  await page.goto(`${baseUrl()}/forgot-password`);
  await waitForDemoBackend(page);
  await tour.step('resetRequest');
  await tour.check('reset-request');
  await tour.field('auth.form.email').fill('admin@demo.test');
  await tour.submit();
  await tour.step('resetLinkSent');
  await tour.check('reset-sent');
  await page.goto(await lastLink(page, 'admin@demo.test', '/reset-password'));
  await waitForDemoBackend(page);
  await tour.step('setNewPassword');
  await tour.check('set-new-password');

  // The tenant offers only the password: the form alone. Then nothing: disabled. Then restored.
  const factors = await tenantFactors(page);
  try {
    await demoControl(page, '/__demo/tenant', 'PUT', {
      firstFactors: [{ strategy: 'password', channel: 'email' }],
    });
    await tour.link('auth.links.backToSignIn');
    await tour.step('password');
    await tour.check('password');
    await demoControl(page, '/__demo/tenant', 'PUT', { firstFactors: [] });
    await tour.link('auth.links.signUp');
    await tour.step('disabled');
    await tour.check('disabled');
  } finally {
    await demoControl(page, '/__demo/tenant', 'PUT', { firstFactors: factors });
  }

  // Sign-up's factor picker (the sign-up form between the methods).
  await tour.link('auth.links.signIn');
  await tour.step('selectFactor');
  await tour.link('auth.links.signUp');
  await tour.step('selectFactor');
  await tour.field('auth.form.choosePassword').waitFor();
  await tour.check('picker-signup');

  expect(await tenantFactors(page)).toEqual(factors);
}

/** Opens the combination's context with its settings stored, as the settings panel stores them. */
function inContext(combo: Combination): Promise<TourResult> {
  return e2e.withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
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
    return tour(context, combo);
  });
}

type Outcome = { result: TourResult } | { failure: unknown };

/**
 * Two combinations at a time, one context each, in the one browser (axe keeps a renderer busy, and
 * the runner has two cores); each test below waits for its own.
 */
const PARALLEL = 2;
const outcomes = new Map<string, Promise<Outcome>>();
beforeAll(() => {
  const lanes: Array<Promise<unknown>> = Array.from({ length: PARALLEL }, () => Promise.resolve());
  COMBINATIONS.forEach((combo, index) => {
    const outcome = lanes[index % PARALLEL]!.then(() =>
      inContext(combo).then(
        (result): Outcome => ({ result }),
        (failure: unknown): Outcome => ({ failure }),
      ),
    );
    lanes[index % PARALLEL] = outcome;
    outcomes.set(combo.name, outcome);
  });
});

describe('sign-in toolkit screens', () => {
  it.each(COMBINATIONS)(
    'every screen has no serious or critical axe violations: $name',
    async (combo) => {
      const outcome = await outcomes.get(combo.name)!;
      if ('failure' in outcome) throw outcome.failure;
      const { seen, violations, errors } = outcome.result;
      expect(seen).toEqual([...SCREENS]);
      expect(violations).toEqual({});
      expect(errors).toEqual([]);
    },
  );
});
