/**
 * The way in, as a new nurse walks it in a real browser (#35 "Must show"), in es-rtl-dark: signs
 * up (an authenticator set up, as every new account must), says she is a professional, and goes
 * through every onboarding step: her Texas license, which the demo board knows as active (the
 * result card, axe-checked); her current employer, found as she types; a reload on the third step
 * lands on the third step; her résumé as a Word document; her job preferences; her phone,
 * confirmed with the code the demo outbox holds. She finishes in her documentation: the license
 * verified with its evidence, the résumé, and what is still missing; her preferences are there
 * when she comes back to them. Then the demo calendar moves to 29 days before her license
 * expires: one alert in her bell and one message in Spanish, not repeated a day later. One page
 * load for the whole way, but the reload it checks.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import es from '@/lib/i18n/locales/es.json';
import type { DemoMessage } from '@generated/demo/model';
import { sampleDocxBytes } from '@tests/utils/sample-docx';
import { baseUrl, openPage, seriousViolations, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(180_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });
type Key = keyof typeof es;
/** A message as the Spanish page says it. */
const m = (key: Key): string => es[key];

async function smsCodeTo(page: Page, phone: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const messages: DemoMessage[] = await page.evaluate(async () => {
      const response = await fetch('/__demo/outbox');
      return (await response.json()).messages;
    });
    const sms = messages.find((msg) => msg.channel === 'sms' && msg.to === phone);
    const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (code) return code;
    await page.waitForTimeout(50);
  }
  throw new Error(`no code texted to ${phone}`);
}

/** Types a day into the MUI X date field labelled `label`, as Spanish writes it (dd/mm/yyyy). */
async function typeDay(page: Page, label: string, day: Date): Promise<void> {
  const digits = [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${digits.join('')}${day.getFullYear()}`);
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

/** The alerts' messages sent to `to` (they lead to her documentation). */
async function alertMessagesTo(page: Page, to: string): Promise<DemoMessage[]> {
  const messages: DemoMessage[] = await page.evaluate(async () => {
    const response = await fetch('/__demo/outbox');
    return (await response.json()).messages;
  });
  return messages.filter((msg) => msg.to === to && msg.link === '/profiles/documentation/me');
}

/** Moves the demo calendar from the settings panel, as a person trying the demo does. */
async function moveCalendar(page: Page, day: Date): Promise<void> {
  await page.getByRole('button', { name: m('layout.header.openSettings') }).click();
  const panel = page.getByRole('dialog', { name: m('settingsPanel.title') });
  const ymd = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  await panel.getByLabel(m('demo.calendar.date')).fill(ymd);
  await panel.getByRole('button', { name: m('demo.calendar.move'), exact: true }).click();
  await panel
    .getByRole('status')
    .filter({ hasText: /^Movido al/ })
    .waitFor();
  await panel.getByRole('button', { name: m('settingsPanel.close') }).click();
  await panel.waitFor({ state: 'hidden' });
}

const button = (page: Page, key: Key) => page.getByRole('button', { name: m(key), exact: true });

it('signs up as a nurse in es-rtl-dark and walks every onboarding step to her documentation', async () => {
  await e2e.withContext({}, async (context) => {
    await context.addInitScript(() => {
      localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
      localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/sign-up`);
    await waitForDemoBackend(page);

    // Signed up, with the authenticator every new account sets up.
    const email = `marisol.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: m('auth.form.email') }).fill(email);
    await page
      .getByLabel(m('auth.form.choosePassword'), { exact: true })
      .fill('a-long-enough-password-1');
    await page
      .getByLabel(m('auth.form.confirmPassword'), { exact: true })
      .fill('a-long-enough-password-1');
    await button(page, 'auth.form.continue').click();
    await button(page, 'auth.factor.totp').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.getByRole('textbox', { name: m('auth.form.sixDigitCode') }).fill(code);
    await button(page, 'auth.form.continue').click();
    await button(page, 'auth.form.finish').click();
    await page.waitForURL(/\/profile-select/);
    await button(page, 'profileSelect.continue').click();

    // A professional: a registered nurse at home in Texas.
    await page.waitForURL(/\/registration\/pick-type$/);
    await page
      .getByRole('radio', { name: new RegExp(`^${m('registration.type.professional')}`) })
      .check();
    await page.getByRole('combobox', { name: m('registration.discipline') }).click();
    await page.getByRole('option', { name: m('compliance.discipline.rn'), exact: true }).click();
    await page.getByRole('combobox', { name: m('registration.homeState') }).click();
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await button(page, 'registration.submit').click();

    // 1. The license, checked at the Texas board at once.
    await page.waitForURL(/\/onboarding\/license-verification$/);
    await page.getByRole('textbox', { name: /^Nombre en la licencia/ }).fill('Marisol');
    await page.getByRole('textbox', { name: /^Apellidos en la licencia/ }).fill('Okafor');
    await page.getByRole('textbox', { name: /^Número de licencia/ }).fill('RN-730118');
    await page.getByRole('textbox', { name: /^NPI/ }).fill('1730118001');
    const expiry = new Date();
    expiry.setFullYear(expiry.getFullYear() + 2);
    await typeDay(page, 'Vence el', expiry);
    await button(page, 'onboarding.license.check').click();
    const card = page.getByRole('region', { name: m('onboarding.license.resultTitle') });
    await card.getByText(m('onboarding.license.board.active')).waitFor();
    await card.getByText('ACTIVE - CLEAR', { exact: true }).waitFor();
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    await page.getByRole('link', { name: m('onboarding.license.continue'), exact: true }).click();

    // 2. Where she works now, found as she types.
    await page.waitForURL(/\/onboarding\/current-employer$/);
    await page.getByRole('combobox', { name: /^Empleador/ }).fill('sagu');
    await page.getByRole('option', { name: /^Saguaro Valley Health/ }).click();
    await page.getByRole('textbox', { name: /^Tu puesto/ }).fill('Enfermera de UCI');
    await typeDay(page, 'Trabajas allí desde', new Date(2024, 2, 1));
    await button(page, 'onboarding.employer.save').click();

    // 3. Reloaded on the third step, she is on the third step, the first two done.
    await page.waitForURL(/\/onboarding\/upload-resume$/);
    await page.reload();
    await waitForDemoBackend(page);
    await page.getByRole('heading', { level: 1, name: m('route.uploadResume.title') }).waitFor();
    const steps = page.getByRole('navigation', { name: m('onboarding.steps') });
    await steps.getByText(m('onboarding.state.done'), { exact: true }).nth(1).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'cv-marisol.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(sampleDocxBytes()),
    });
    await page.getByText('cv-marisol.docx').waitFor();
    await button(page, 'onboarding.resume.upload').click();

    // 4. What work she looks for.
    await page.waitForURL(/\/onboarding\/job-preferences$/);
    await page.getByRole('checkbox', { name: m('onboarding.shift.night') }).check();
    await page.getByRole('checkbox', { name: m('onboarding.employment.travel') }).check();
    await page.getByRole('combobox', { name: m('onboarding.preferences.states') }).fill('TX');
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await button(page, 'onboarding.preferences.save').click();

    // 5. Her phone, confirmed with the code texted to it.
    await page.waitForURL(/\/onboarding\/validate-phone$/);
    await page.getByLabel(m('auth.form.mobilePhone'), { exact: true }).fill('7025550142');
    await button(page, 'onboarding.phone.sendCode').click();
    const texted = await smsCodeTo(page, '+17025550142');
    await page.getByLabel(m('auth.form.verificationCode'), { exact: true }).fill(texted);
    await button(page, 'onboarding.phone.verify').click();
    await page.getByRole('link', { name: m('onboarding.phone.continue'), exact: true }).click();

    // Her documentation: the license verified with its evidence, the résumé, what is missing.
    await page.waitForURL(/\/profiles\/documentation\/me$/);
    const onFile = page.getByRole('region', { name: m('compliance.credentials.title') });
    await onFile.getByText('ACTIVE - CLEAR', { exact: false }).first().waitFor();
    await onFile.getByText('cv-marisol.docx').waitFor();
    const requirements = page.getByRole('region', { name: m('compliance.requirements.title') });
    await requirements.getByText(m('compliance.status.missing'), { exact: true }).first().waitFor();

    // The preferences are there on a second visit.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/onboarding\/job-preferences$/);
    expect(
      await page.getByRole('checkbox', { name: m('onboarding.shift.night') }).isChecked(),
    ).toBe(true);
    await page.locator('.MuiChip-label', { hasText: 'TX' }).waitFor();

    // The demo calendar moved to 29 days before her license's last day: the bell counts one
    // alert and one message in Spanish is sent; a day later, nothing is raised again.
    const bell = (count: string) => page.getByRole('button', { name: `Avisos (${count})` });
    await bell('0 sin leer').waitFor();
    await moveCalendar(page, addDays(expiry, -29));
    await bell('1 sin leer').waitFor();
    const first = await alertMessagesTo(page, email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toMatch(/^Licencia .*\(RN\): vence en (29|30) días$/);
    await moveCalendar(page, addDays(expiry, -28));
    await bell('1 sin leer').waitFor();
    expect(await alertMessagesTo(page, email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
