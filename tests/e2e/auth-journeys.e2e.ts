/**
 * SPEC §2.5, §4 "Auth form flow" / "Per factor" and §5 in a real browser against the demo
 * backend: every sign-in journey a person can take, each once, in English and in Spanish by
 * turns (the journeys' steps do not depend on the language; every screen is checked in both
 * languages by auth-screens.e2e.ts, and decision 013 says why a journey is not run twice).
 * Selectors are roles and labels with the translated strings of the language packs; messages from
 * the server are shown as they came (English in both languages, SPEC §8).
 */
import { readFile } from 'node:fs/promises';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { DEMO_BACKUP_CODES, DEMO_TOTP_SECRET } from '@mocks/seed';
import type { DemoMessage } from '@generated/demo/model';
import {
  DEMO_PASSWORD,
  TENANT,
  baseUrl,
  demoControl,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(90_000);

type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

const LOCALES: ReadonlyArray<{ lang: 'en' | 'es'; m: Messages }> = [
  { lang: 'en', m: en },
  { lang: 'es', m: es },
];

/** The server's own messages (mocks/provider), shown as plain text in both languages. */
const SERVER = {
  incorrectLogin: 'Incorrect email or password',
  invalidBackupCode: 'Invalid backup code',
  codeExpired: 'This code has expired. Please request a new one.',
};

const PROFILE_SELECT = /\/profile-select(\?|$)/;

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

/** The demo outbox, newest first, read from inside the page (the backend runs in the page). */
function readOutbox(page: Page): Promise<DemoMessage[]> {
  return page.evaluate(async () => {
    const response = await fetch('/__demo/outbox');
    return (await response.json()).messages;
  });
}

/** The newest message to `to` on `channel`, once there are at least `count` of them. */
async function latestMessage(
  page: Page,
  to: string,
  channel: DemoMessage['channel'],
  count = 1,
): Promise<DemoMessage> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mine = (await readOutbox(page)).filter((msg) => msg.to === to && msg.channel === channel);
    if (mine.length >= count) return mine[0]!;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} ${channel} message(s) to ${to}, found ${mine.length}`);
    }
    await page.waitForTimeout(50);
  }
}

const hasAccessCookie = async () =>
  (await e2e.context.cookies()).some((c) => c.name === `access.${TENANT}` && c.value !== '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a field shows under itself (its helper or error), through aria-describedby. */
async function fieldMessage(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return null;
  return field.page().locator(`[id="${id}"]`).textContent();
}

describe.each(LOCALES)('auth journeys in $lang', ({ lang, m }) => {
  let page: Page;
  let errors: string[];

  /**
   * A journey of this language's turn: the journeys are declared the same way for each language,
   * and the n-th one runs in the language at n modulo the number of languages.
   */
  let declared = 0;
  const turn = LOCALES.findIndex((l) => l.lang === lang);
  const journey = (name: string, run: () => Promise<void>): void => {
    if (declared++ % LOCALES.length === turn) it(name, run);
  };

  async function open(path: string): Promise<void> {
    await e2e.context.addInitScript(
      (currentLang) => localStorage.setItem('locale', JSON.stringify({ currentLang })),
      lang,
    );
    ({ page, errors } = await e2e.newPage());
    await page.goto(`${baseUrl()}${path}`);
    await waitForDemoBackend(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  }

  afterEach(() => {
    expect(errors).toEqual([]);
  });

  const title = (key: MessageKey) =>
    page.getByRole('heading', { level: 2, name: m[key], exact: true });
  const button = (key: MessageKey) => page.getByRole('button', { name: m[key], exact: true });
  const field = (key: MessageKey) => page.getByLabel(m[key], { exact: true });
  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
  /** A message with one value filled in (any value when none is given), as shown on the page. */
  const withValue = (key: MessageKey, value?: string) => {
    const [before = '', after = ''] = m[key].split(/\{\w+\}/).map(escapeRegExp);
    const shown = value === undefined ? '.+' : escapeRegExp(value);
    // The value may be wrapped in bidi isolates (U+2068 … U+2069).
    return page.getByText(new RegExp(`^${before}\u2068?${shown}\u2069?${after}$`));
  };
  const linkSent = (email: string) => withValue('auth.form.linkSent', email);

  /** Asks for a reset link on the request form; the link the demo outbox got. */
  async function askForResetLink(email: string): Promise<string> {
    await title('auth.title.resetRequest').waitFor();
    await field('auth.form.email').fill(email);
    await button('auth.form.continue').click();
    await linkSent(email).waitFor();
    return (await latestMessage(page, email, 'email')).link!;
  }

  /** 'Your new password has been set.', announced; nothing moves on until Continue. */
  async function passwordSetThenContinue(): Promise<void> {
    await title('auth.title.passwordReset').waitFor();
    await page.getByRole('status').filter({ hasText: m['auth.form.newPasswordSet'] }).waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await button('auth.form.continue').click();
  }

  /** Records, from the next page load on, whether a step title or a new-password field showed. */
  async function watchResetPage(): Promise<void> {
    await e2e.context.addInitScript(() => {
      const seen = { titles: [] as string[], passwordAsked: false };
      Object.assign(window, { resetPageSeen: seen });
      new MutationObserver(() => {
        document.querySelectorAll('h2').forEach((h) => {
          const text = h.textContent ?? '';
          if (text && !seen.titles.includes(text)) seen.titles.push(text);
        });
        if (document.querySelector('input[autocomplete="new-password"]')) seen.passwordAsked = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  /** A dead reset link: why, at once; no password was ever asked for; 'Send a new link'. */
  async function atDeadLink(reason: MessageKey): Promise<void> {
    await alertWith(m[reason]).waitFor();
    await title('auth.title.resetRequest').waitFor();
    const seen = await page.evaluate(
      () =>
        (window as unknown as { resetPageSeen: { titles: string[]; passwordAsked: boolean } })
          .resetPageSeen,
    );
    expect(seen.passwordAsked).toBe(false);
    expect(seen.titles).not.toContain(m['auth.title.setNewPassword']);
    expect(await field('auth.form.newPassword').count()).toBe(0);
  }

  /** 'Send a new link': the request form on this origin, the email filled in. */
  async function sendNewLink(email: string): Promise<void> {
    await page.getByRole('link', { name: m['auth.resetLink.sendNew'], exact: true }).click();
    await page.waitForURL(`${baseUrl()}/forgot-password`);
    await title('auth.title.resetRequest').waitFor();
    expect(await field('auth.form.email').inputValue()).toBe(email);
  }

  /** The first-stage picker of /sign-in: the login form between the method buttons. */
  async function atFirstFactorPicker(): Promise<void> {
    await title('auth.title.login').waitFor();
    await field('auth.form.emailOrUsername').waitFor();
    await button('auth.factor.emailLink').waitFor();
  }

  async function passwordLogin(email: string, password = DEMO_PASSWORD): Promise<void> {
    await field('auth.form.emailOrUsername').fill(email);
    await field('auth.form.password').fill(password);
    await button('auth.form.continue').click();
  }

  /** Signed in: profile selection, with who is signed in, and the access cookie set. */
  async function landOnProfileSelect(name?: string): Promise<void> {
    await page.waitForURL(PROFILE_SELECT);
    await page
      .getByRole('heading', { level: 1, name: m['route.profileSelect.title'], exact: true })
      .waitFor();
    await withValue('profileSelect.signedInAs', name).waitFor();
    expect(await hasAccessCookie()).toBe(true);
  }

  /** The roles the access token in the cookies carries now. */
  async function tokenRoles(): Promise<unknown> {
    const access = (await e2e.context.cookies()).find((c) => c.name === `access.${TENANT}`);
    const claims = decodeJwt(access?.value ?? '') as {
      authorization?: Record<string, { roles?: string[] }>;
    };
    return claims.authorization?.[TENANT]?.roles;
  }

  /**
   * A new account is of role `user` until it says what it is (decision 026): its one profile
   * goes on to registration, where the choice changes its role without signing in again.
   */
  async function register(type: 'professional' | 'organization', fill: () => Promise<void>) {
    await button('profileSelect.continue').click();
    await page.waitForURL(/\/registration\/pick-type$/);
    await page
      .getByRole('heading', { level: 1, name: m['route.pickType.title'], exact: true })
      .waitFor();
    expect(await tokenRoles()).toEqual(['user']);
    const option = m[`registration.type.${type}`];
    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(option)}`) }).check();
    await fill();
    await button('registration.submit').click();
  }

  /** Picks `option` in the select labelled by `label`'s message. */
  async function select(label: MessageKey, option: string): Promise<void> {
    await page.getByRole('combobox', { name: m[label], exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Leaves as the brief's journeys do: cookies gone (the demo database, in localStorage, stays),
   * then a fresh load of the sign-in page. (The Log out button has a test of its own below.)
   */
  async function signOut(): Promise<void> {
    await e2e.context.clearCookies();
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    await atFirstFactorPicker();
    expect(await hasAccessCookie()).toBe(false);
  }

  /**
   * mfa@demo.test past the password: its one configured second factor, the authenticator, is
   * asked for at once; no choice, and no SMS though its phone number is confirmed (SPEC §4).
   */
  async function toAuthenticatorEntry(): Promise<void> {
    await passwordLogin('mfa@demo.test');
    await field('auth.form.sixDigitCode').waitFor();
    expect(await title('auth.title.chooseSecondFactor').count()).toBe(0);
    expect(await button('auth.factor.smsCode').count()).toBe(0);
  }

  describe('validation', () => {
    journey('shows the required messages at each field of an empty login form', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.form.continue').click();
      const email = field('auth.form.emailOrUsername');
      const password = field('auth.form.password');
      await page.getByText(m['auth.validation.emailOrUsernameRequired'], { exact: true }).waitFor();
      expect(await fieldMessage(email)).toBe(m['auth.validation.emailOrUsernameRequired']);
      expect(await fieldMessage(password)).toBe(m['auth.validation.passwordRequired']);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      // Nothing was sent: still on the sign-in page, not signed in.
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      expect(await hasAccessCookie()).toBe(false);
      // Typing clears the message at that field only.
      await email.fill('user@demo.test');
      await page
        .getByText(m['auth.validation.emailOrUsernameRequired'], { exact: true })
        .waitFor({ state: 'detached' });
      expect(await fieldMessage(password)).toBe(m['auth.validation.passwordRequired']);
    });

    journey('shows the required message at the field of an empty email form', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.emailLink').click();
      await button('auth.form.continue').click();
      const email = field('auth.form.email');
      await page.getByText(m['auth.validation.emailRequired'], { exact: true }).waitFor();
      expect(await fieldMessage(email)).toBe(m['auth.validation.emailRequired']);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await title('auth.title.checkEmail').count()).toBe(0);
    });
  });

  describe('sign-up', () => {
    journey(
      'signs up, sets up an authenticator app, shows 10 backup codes and signs in',
      async () => {
        await open('/sign-up');
        const email = `e2e.${lang}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
        const password = 'a-long-enough-password-1';
        await title('auth.title.signup').waitFor();
        await field('auth.form.email').fill(email);
        await field('auth.form.choosePassword').fill(password);
        await field('auth.form.confirmPassword').fill(password);
        await button('auth.form.continue').click();

        // New accounts must add a second factor: nothing is configured yet, so "set up".
        await title('auth.title.setUpSecondFactor').waitFor();
        await page.getByText(m['auth.form.secondFactorSetup'], { exact: true }).waitFor();
        await button('auth.factor.totp').click();

        await title('auth.title.totpSetup').waitFor();
        await page.getByRole('img', { name: m['auth.form.qrAlt'], exact: true }).waitFor();
        const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
        expect(secret).toMatch(/^[A-Z2-7]+=*$/);
        await field('auth.form.sixDigitCode').fill(totpCode(secret));
        await button('auth.form.continue').click();

        await title('auth.title.backupCodes').waitFor();
        await page.getByText(m['auth.form.authenticatorAdded'], { exact: true }).waitFor();
        const codes = page
          .getByRole('list', { name: m['auth.form.backupCodesList'], exact: true })
          .getByRole('listitem');
        const shown = await codes.allTextContents();
        expect(shown).toHaveLength(10);
        expect(new Set(shown).size).toBe(10);
        for (const code of shown) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
        // Not signed in until the codes have been seen and Finish pressed.
        expect(await hasAccessCookie()).toBe(false);
        await button('auth.form.finish').click();
        await landOnProfileSelect();

        await register('professional', async () => {
          await select('registration.discipline', m['compliance.discipline.rn']);
          await select('registration.homeState', 'NV');
        });
        await page.waitForURL(/\/onboarding\/license-verification$/);
        await page
          .getByRole('heading', { level: 1, name: m['route.licenseVerification.title'] })
          .waitFor();
        expect(await tokenRoles()).toEqual(['professional']);
      },
    );

    journey(
      'keeps the key and the codes: the key in fours with Copy, the codes with Copy and Download; no way off to sign in',
      async () => {
        await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseUrl(),
        });
        await open('/sign-up');
        const email = `keep.${lang}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
        const password = 'a-long-enough-password-1';
        const signInLink = page.getByRole('link', { name: m['auth.links.signIn'], exact: true });
        const haveAccount = page.getByText(m['auth.links.haveAccount']);
        await title('auth.title.signup').waitFor();
        await signInLink.waitFor();
        await field('auth.form.email').fill(email);
        await field('auth.form.choosePassword').fill(password);
        await field('auth.form.confirmPassword').fill(password);
        await button('auth.form.continue').click();

        // The account exists: 'Already have an account? Sign in' no longer applies.
        await title('auth.title.setUpSecondFactor').waitFor();
        expect(await signInLink.count()).toBe(0);
        expect(await haveAccount.count()).toBe(0);
        await button('auth.factor.totp').click();

        await title('auth.title.totpSetup').waitFor();
        const key = page.getByTestId('totp-secret');
        await key.waitFor();
        const secret = (await key.textContent()) ?? '';
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(await key.getAttribute('dir')).toBe('ltr');
        // Four groups of four a line, apart, in two even lines.
        expect(await key.locator('span').allTextContents()).toEqual(secret.match(/.{4}/g));
        const boxes = await key
          .locator('span')
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()));
        expect(boxes[1].left - boxes[0].right).toBeGreaterThan(4);
        expect(boxes.map((box) => Math.round(box.top / 4))).toEqual([
          ...Array(4).fill(Math.round(boxes[0].top / 4)),
          ...Array(4).fill(Math.round(boxes[4].top / 4)),
        ]);
        expect(boxes[4].top).toBeGreaterThan(boxes[0].top);
        expect(await signInLink.count()).toBe(0);

        const copied = page
          .locator('[aria-live="polite"]')
          .getByText(m['auth.form.copied'], { exact: true });
        const codeField = field('auth.form.sixDigitCode');
        const before = await codeField.boundingBox();
        await button('auth.form.copyKey').click();
        await copied.waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        // 'Copied' is heard, and seen as the button's check mark: nothing below it moves.
        expect((await codeField.boundingBox())?.y).toBe(before?.y);

        await field('auth.form.sixDigitCode').fill(totpCode(secret));
        await button('auth.form.continue').click();
        await title('auth.title.backupCodes').waitFor();
        const shown = await page
          .getByRole('list', { name: m['auth.form.backupCodesList'], exact: true })
          .getByRole('listitem')
          .allTextContents();
        expect(shown).toHaveLength(10);
        expect(await signInLink.count()).toBe(0);
        expect(await haveAccount.count()).toBe(0);

        const copyCodes = button('auth.form.copyCodesLabel');
        expect(await copyCodes.textContent()).toBe(m['auth.form.copyCodes']);
        await copyCodes.click();
        await copied.waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join('\n'));

        const download = button('auth.form.downloadCodesLabel');
        expect(await download.textContent()).toBe(m['auth.form.downloadCodes']);
        const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
        const now = new Date();
        const two = (n: number) => String(n).padStart(2, '0');
        const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
        expect(file.suggestedFilename()).toBe(`compliance-hub-backup-codes-${day}.txt`);
        const lines = (await readFile(await file.path(), 'utf8')).split('\n');
        const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(now);
        expect(lines.slice(0, 3)).toEqual([
          m['auth.form.backupCodesFileTitle'].replace('{appName}', 'Compliance Hub'),
          m['auth.form.backupCodesFileDate'].replace('{date}', date),
          m['auth.form.backupCodesFileAccount'].replace('{account}', email),
        ]);
        expect(lines.filter((line) => shown.includes(line))).toEqual(shown);

        expect(await hasAccessCookie()).toBe(false);
        await button('auth.form.finish').click();
        await landOnProfileSelect();

        // An organization names itself and lands on its own employer page.
        const name = `Mesa Verde ${lang}`;
        await register('organization', async () => {
          await field('registration.nameOf.organization').fill(name);
          await field('registration.city').fill('Tucson');
          await select('registration.state', 'AZ');
        });
        await page.waitForURL(/\/profiles\/employer\/\d+$/);
        await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        expect(await tokenRoles()).toEqual(['organization']);
      },
    );
  });

  describe('password', () => {
    journey('logs in with email and password and goes to profile selection', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await passwordLogin('user@demo.test');
      await landOnProfileSelect('Uma User');
      expect(new URL(page.url()).search).toBe('');
    });

    journey('carries the redirect parameter on to profile selection', async () => {
      await open('/sign-in?redirectUrl=%2Fprofiles%2Faccount%2Fsettings');
      await atFirstFactorPicker();
      await passwordLogin('user@demo.test');
      await page.waitForURL(/\/profile-select\?redirectUrl=%2Fprofiles%2Faccount%2Fsettings$/);
      await landOnProfileSelect('Uma User');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/profile-select?redirectUrl=%2Fprofiles%2Faccount%2Fsettings',
      );
    });

    journey(
      'shows the server message at the form for a wrong password and keeps what was typed',
      async () => {
        await open('/sign-in');
        await atFirstFactorPicker();
        await passwordLogin('user@demo.test', 'not-the-password-1');
        await alertWith(SERVER.incorrectLogin).waitFor();
        // The error sits in the login form, below its fields.
        const form = page.locator('form').filter({ has: field('auth.form.emailOrUsername') });
        expect(await form.getByRole('alert').textContent()).toBe(SERVER.incorrectLogin);
        // Nothing typed is lost (DESIGN §3 rule 7): the email and the password stay.
        expect(await field('auth.form.emailOrUsername').inputValue()).toBe('user@demo.test');
        expect(await field('auth.form.password').inputValue()).toBe('not-the-password-1');
        expect(await hasAccessCookie()).toBe(false);
        expect(new URL(page.url()).pathname).toBe('/sign-in');
        // Correcting the password signs in from the same form.
        await field('auth.form.password').fill(DEMO_PASSWORD);
        await button('auth.form.continue').click();
        await landOnProfileSelect('Uma User');
      },
    );
  });

  describe('second factor', () => {
    // SPEC §4: with nothing configured every allowed factor is offered to set up; once one is
    // configured, only configured ones are offered. A confirmed phone alone configures nothing.
    journey('offers both factors to set up, then only the one set up (SMS)', async () => {
      const phone = `+1702555${lang === 'en' ? '0177' : '0178'}`;
      await open('/sign-in');
      await atFirstFactorPicker();
      await passwordLogin('mfa-setup@demo.test');
      await title('auth.title.setUpSecondFactor').waitFor();
      await page.getByText(m['auth.form.secondFactorSetup'], { exact: true }).waitFor();
      await button('auth.factor.totp').waitFor();
      await button('auth.factor.smsCode').click();
      await field('auth.form.mobilePhone').fill(phone.slice(2));
      await button('auth.form.continue').click();
      await title('auth.title.enterCode').waitFor();
      const first = await latestMessage(page, phone, 'sms');
      await field('auth.form.verificationCode').fill(first.verificationCode!);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Sam Setup');

      await signOut();
      await passwordLogin('mfa-setup@demo.test');
      // SMS is now its only configured factor: the code goes to that phone at once.
      await title('auth.title.enterCode').waitFor();
      const second = await latestMessage(page, phone, 'sms', 2);
      expect(await title('auth.title.setUpSecondFactor').count()).toBe(0);
      expect(await title('auth.title.chooseSecondFactor').count()).toBe(0);
      expect(await button('auth.factor.totp').count()).toBe(0);
      await field('auth.form.verificationCode').fill(second.verificationCode!);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Sam Setup');
    });

    journey('password, then a code from the authenticator app', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await toAuthenticatorEntry();
      expect(await hasAccessCookie()).toBe(false);
      const code = field('auth.form.sixDigitCode');
      await code.fill(totpCode(DEMO_TOTP_SECRET));
      // The account is known from the first factor: no email field here.
      expect(await field('auth.form.emailOrUsername').count()).toBe(0);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Maya Multifactor');
    });

    journey('password, then a backup code, which is refused the second time', async () => {
      const backupCode = DEMO_BACKUP_CODES[3]!;
      await open('/sign-in');
      await atFirstFactorPicker();
      await toAuthenticatorEntry();
      await button('auth.form.useBackupCode').click();
      await field('auth.form.backupCode').fill(backupCode);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Maya Multifactor');

      await signOut();
      await toAuthenticatorEntry();
      await button('auth.form.useBackupCode').click();
      const input = field('auth.form.backupCode');
      await input.fill(backupCode);
      await button('auth.form.continue').click();
      await alertWith(SERVER.invalidBackupCode).waitFor();
      const form = page.locator('form').filter({ has: input });
      expect(await form.getByRole('alert').textContent()).toBe(SERVER.invalidBackupCode);
      expect(await input.inputValue()).toBe(backupCode);
      expect(await hasAccessCookie()).toBe(false);
      // The toggle back to the authenticator app is offered.
      await button('auth.form.useAuthenticator').waitFor();
    });
  });

  describe('email and SMS', () => {
    journey(
      'email link: check your email, resend, then the link from the outbox signs in',
      async () => {
        await open('/sign-in');
        await atFirstFactorPicker();
        await button('auth.factor.emailLink').click();
        await field('auth.form.email').fill('user@demo.test');
        await button('auth.form.continue').click();

        await title('auth.title.checkEmail').waitFor();
        await linkSent('user@demo.test').waitFor();
        await latestMessage(page, 'user@demo.test', 'email', 1);

        await button('auth.form.resend').click();
        await page.getByRole('status').filter({ hasText: m['auth.form.emailResent'] }).waitFor();
        const message = await latestMessage(page, 'user@demo.test', 'email', 2);
        expect(message.link).toMatch(/\/sign-in\?token=[0-9a-f]+&uuid=[^&]+&type=login$/);

        await page.goto(message.link!);
        await landOnProfileSelect('Uma User');
      },
    );

    journey('email code: enter the code from the outbox', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.emailCode').click();
      await field('auth.form.email').fill('user@demo.test');
      await button('auth.form.continue').click();

      await title('auth.title.enterCode').waitFor();
      await page.getByText(m['auth.form.codeSentEmail'], { exact: true }).waitFor();
      const message = await latestMessage(page, 'user@demo.test', 'email');
      expect(message.verificationCode).toMatch(/^\d{6}$/);
      await field('auth.form.verificationCode').fill(message.verificationCode!);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Uma User');
    });

    journey('SMS code: the mobile number with the US dial code, then the texted code', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.smsCode').click();
      const phone = field('auth.form.mobilePhone');
      await phone.waitFor();
      // The country selector defaults to the United States, +1.
      const [countryPrefix = ''] = m['phoneInput.countryButton'].split('{country}');
      const country = page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(countryPrefix)}.+ \\+1$`),
      });
      expect(await country.textContent()).toBe('US +1');
      await phone.fill('7025550101');
      await button('auth.form.continue').click();

      await title('auth.title.enterCode').waitFor();
      await page.getByText(m['auth.form.codeSentSms'], { exact: true }).waitFor();
      await latestMessage(page, '+17025550101', 'sms');
      await button('auth.form.resend').click();
      await page.getByRole('status').filter({ hasText: m['auth.form.codeResent'] }).waitFor();
      const message = await latestMessage(page, '+17025550101', 'sms', 2);
      await field('auth.form.verificationCode').fill(message.verificationCode!);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Pablo Professional');
    });

    journey('an expired code shows the server message, and a resent code signs in', async () => {
      await open('/sign-in');
      await demoControl(page, '/__demo/settings', 'PUT', { codeTtlSeconds: 1 });
      await atFirstFactorPicker();
      await button('auth.factor.emailCode').click();
      await field('auth.form.email').fill('user@demo.test');
      await button('auth.form.continue').click();
      await title('auth.title.enterCode').waitFor();
      const expired = await latestMessage(page, 'user@demo.test', 'email');
      // Let the one-second code run out (only as long as needed).
      const left = Date.parse(expired.sentAt) + 1_050 - Date.now();
      if (left > 0) await page.waitForTimeout(left);

      const input = field('auth.form.verificationCode');
      await input.fill(expired.verificationCode!);
      await button('auth.form.continue').click();
      await alertWith(SERVER.codeExpired).waitFor();
      expect(await input.inputValue()).toBe(expired.verificationCode);
      expect(await hasAccessCookie()).toBe(false);

      await demoControl(page, '/__demo/settings', 'PUT', { codeTtlSeconds: 600 });
      await button('auth.form.resend').click();
      await page.getByRole('status').filter({ hasText: m['auth.form.emailResent'] }).waitFor();
      expect(await alertWith(SERVER.codeExpired).count()).toBe(0);
      const fresh = await latestMessage(page, 'user@demo.test', 'email', 2);
      await input.fill(fresh.verificationCode!);
      await button('auth.form.continue').click();
      await landOnProfileSelect('Uma User');
    });
  });

  describe('forgotten password', () => {
    journey(
      'resets by the emailed link, signs in, and the old password stops working',
      async () => {
        const newPassword = 'a-brand-new-password-2';
        await open('/forgot-password');
        await title('auth.title.resetRequest').waitFor();
        await field('auth.form.email').fill('user@demo.test');
        await button('auth.form.continue').click();
        await title('auth.title.checkEmail').waitFor();
        await linkSent('user@demo.test').waitFor();

        const message = await latestMessage(page, 'user@demo.test', 'email');
        const link = new URL(message.link!);
        expect(link.pathname).toBe('/reset-password');
        expect(link.searchParams.get('type')).toBe('reset');
        expect(link.searchParams.get('uuid')).toBeTruthy();
        expect(link.searchParams.get('token')).toBeTruthy();

        await page.goto(message.link!);
        await title('auth.title.setNewPassword').waitFor();
        // Arrived by a valid link: no current password asked for.
        expect(await field('auth.form.currentPassword').count()).toBe(0);
        await field('auth.form.newPassword').fill(newPassword);
        await field('auth.form.confirmNewPassword').fill(newPassword);
        await button('auth.form.continue').click();
        await passwordSetThenContinue();
        await landOnProfileSelect('Uma User');

        await signOut();
        await passwordLogin('user@demo.test', DEMO_PASSWORD);
        await alertWith(SERVER.incorrectLogin).waitFor();
        expect(await hasAccessCookie()).toBe(false);
        await field('auth.form.password').fill(newPassword);
        await button('auth.form.continue').click();
        await landOnProfileSelect('Uma User');
      },
    );

    journey(
      'a used link says so as it opens, and "Send a new link" asks again with the email filled in',
      async () => {
        await open('/forgot-password');
        const link = await askForResetLink('user@demo.test');
        await page.goto(link);
        await title('auth.title.setNewPassword').waitFor();
        await field('auth.form.newPassword').fill('a-brand-new-password-3');
        await field('auth.form.confirmNewPassword').fill('a-brand-new-password-3');
        await button('auth.form.continue').click();
        await passwordSetThenContinue();
        await landOnProfileSelect('Uma User');

        // Signed out, the same link again (from the mail app, say).
        await e2e.context.clearCookies();
        await watchResetPage();
        await page.goto(link);
        await atDeadLink('auth.resetLink.used');
        await sendNewLink('user@demo.test');
        // The new request is sent, and its link asks for the password again.
        await button('auth.form.continue').click();
        await linkSent('user@demo.test').waitFor();
        await page.goto((await latestMessage(page, 'user@demo.test', 'email', 2)).link!);
        await title('auth.title.setNewPassword').waitFor();
      },
    );

    journey('a malformed link says so as it opens, with "Send a new link"', async () => {
      await open('/forgot-password');
      const link = new URL(await askForResetLink('user@demo.test'));
      // Cut short, as a mail client that wraps long lines leaves it.
      link.searchParams.set('uuid', link.searchParams.get('uuid')!.slice(0, 13));
      await watchResetPage();
      await page.goto(link.toString());
      await atDeadLink('auth.resetLink.malformed');
      await sendNewLink('user@demo.test');
    });
  });

  describe('log out', () => {
    // The guard of the page being left must not send the person back with a redirect parameter.
    journey('Log out on profile selection ends on the plain sign-in form', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await passwordLogin('user@demo.test');
      await landOnProfileSelect('Uma User');
      await button('auth.form.logout').click();
      await page.waitForURL(/\/sign-in(\?|$)/);
      await atFirstFactorPicker();
      expect(await hasAccessCookie()).toBe(false);
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe('/sign-in');
    });
  });

  describe('back', () => {
    journey('returns from each first-factor form to the picker', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      const forms: Array<[MessageKey, MessageKey]> = [
        ['auth.factor.emailLink', 'auth.form.email'],
        ['auth.factor.emailCode', 'auth.form.email'],
        ['auth.factor.smsCode', 'auth.form.mobilePhone'],
        ['auth.factor.totp', 'auth.form.sixDigitCode'],
      ];
      for (const [factor, label] of forms) {
        await button(factor).click();
        await field(label).waitFor();
        // The picker's buttons are gone while a factor's form is shown.
        expect(await button('auth.factor.emailLink').count()).toBe(0);
        await button('auth.form.back').click();
        await atFirstFactorPicker();
        expect(await button('auth.form.back').count()).toBe(0);
      }
    });

    journey('returns from code entry to the email form with the email kept', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.emailCode').click();
      await field('auth.form.email').fill('user@demo.test');
      await button('auth.form.continue').click();
      await title('auth.title.enterCode').waitFor();
      await button('auth.form.back').click();
      await field('auth.form.email').waitFor();
      expect(await field('auth.form.email').inputValue()).toBe('user@demo.test');
      await button('auth.form.back').click();
      await atFirstFactorPicker();
    });

    journey('returns from SMS code entry to the phone form with the number kept', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.smsCode').click();
      await field('auth.form.mobilePhone').fill('7025550101');
      await button('auth.form.continue').click();
      await title('auth.title.enterCode').waitFor();
      await button('auth.form.back').click();
      await field('auth.form.mobilePhone').waitFor();
      expect((await field('auth.form.mobilePhone').inputValue()).replace(/\D/g, '')).toBe(
        '7025550101',
      );
    });

    journey('returns from "Check your email" to the email-link form', async () => {
      await open('/sign-in');
      await atFirstFactorPicker();
      await button('auth.factor.emailLink').click();
      await field('auth.form.email').fill('user@demo.test');
      await button('auth.form.continue').click();
      await title('auth.title.checkEmail').waitFor();
      await button('auth.form.back').click();
      await field('auth.form.email').waitFor();
      expect(await field('auth.form.email').inputValue()).toBe('user@demo.test');
      expect(await title('auth.title.checkEmail').count()).toBe(0);
      await button('auth.form.back').click();
      await atFirstFactorPicker();
    });

    journey('returns from "Check your email" to the password-reset request', async () => {
      await open('/forgot-password');
      await title('auth.title.resetRequest').waitFor();
      await field('auth.form.email').fill('user@demo.test');
      await button('auth.form.continue').click();
      await title('auth.title.checkEmail').waitFor();
      await linkSent('user@demo.test').waitFor();
      await button('auth.form.back').click();
      await title('auth.title.resetRequest').waitFor();
      expect(await field('auth.form.email').inputValue()).toBe('user@demo.test');
    });

    journey(
      'returns from the authenticator code to the first factor, with the email kept',
      async () => {
        await open('/sign-in');
        await atFirstFactorPicker();
        await toAuthenticatorEntry();
        await button('auth.form.back').click();
        await atFirstFactorPicker();
        expect(await field('auth.form.emailOrUsername').inputValue()).toBe('mfa@demo.test');
        expect(await field('auth.form.sixDigitCode').count()).toBe(0);
        expect(await hasAccessCookie()).toBe(false);
        // Starting over works: the first factor is asked for again.
        await toAuthenticatorEntry();
      },
    );
  });
});
