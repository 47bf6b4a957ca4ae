/**
 * Social sign-in against the demo backend (#17 item 5), in English and Spanish: the tenant offers
 * Google (the `/__demo/tenant` control); 'Continue with Google' navigates to the provider's
 * `auth/google/login`, which the demo answers with its stand-in identity page; naming an account
 * there comes back to the app signed in, where the redirect asked for; Cancel comes back without.
 * SAML's navigations land on a stand-in service provider (below).
 */
import type { Page } from 'playwright-core';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import {
  DEMO_PASSWORD,
  TENANT,
  baseUrl,
  demoControl,
  seriousViolations,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });
const TARGET = '/profiles/account/settings';

describe.each([
  { lang: 'en', m: en },
  { lang: 'es', m: es },
] as const)('social sign-in in $lang', ({ lang, m }) => {
  async function toIdentityPage(): Promise<{ page: Page; errors: string[] }> {
    await e2e.context.addInitScript((currentLang) => {
      localStorage.setItem('locale', JSON.stringify({ currentLang }));
    }, lang);
    const { page, errors } = await e2e.newPage();
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    await demoControl(page, '/__demo/tenant', 'PUT', {
      firstFactors: [
        { strategy: 'password', channel: 'email' },
        { strategy: 'google', channel: 'email' },
      ],
    });
    await page.goto(`${baseUrl()}/sign-in?redirectUrl=${encodeURIComponent(TARGET)}`);
    await waitForDemoBackend(page);
    const google = m['auth.factor.ssoButton'].replace('{provider}', 'Google');
    await page.getByRole('button', { name: google }).click();
    await page.waitForURL(/\/v0\/auth\/google\/login\?/);
    await page.getByRole('heading', { level: 1, name: m['demo.identity.title'] }).waitFor();
    return { page, errors };
  }

  it('comes back signed in, to the redirect asked for', async () => {
    const { page, errors } = await toIdentityPage();
    const url = new URL(page.url());
    expect(url.searchParams.get('tenant_id')).toBe(TENANT);
    expect(url.searchParams.get('origin')).toBe(new URL(baseUrl()).origin);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: m['demo.identity.continue'] }).click();
    await page.getByText(m['demo.identity.invalidEmail']).waitFor();
    await page.getByLabel(m['demo.identity.email']).fill('user@demo.test');
    await page.getByRole('button', { name: m['demo.identity.continue'] }).click();
    await page.waitForURL(/\/profile-select\?redirectUrl=%2Fprofiles%2Faccount%2Fsettings$/);
    const cookies = await e2e.context.cookies();
    expect(cookies.some((c) => c.name === `access.${TENANT}` && c.value !== '')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('comes back without signing in on Cancel', async () => {
    const { page, errors } = await toIdentityPage();
    await page.getByRole('button', { name: m['demo.identity.cancel'] }).click();
    await page.waitForURL(/\/sign-in\?redirectUrl=%2Fprofiles%2Faccount%2Fsettings$/);
    const cookies = await e2e.context.cookies();
    expect(cookies.some((c) => c.name === `access.${TENANT}` && c.value !== '')).toBe(false);
    expect(errors).toEqual([]);
  });
});

/**
 * SAML (#17 item 5): a service provider sends someone to `/sign-in?saml=login`; once signed in, the
 * app fetches a SAML token and goes to the provider's `auth/saml/idp/login`, which the demo answers
 * with a stand-in service provider saying who the provider asserted; the way back leads into the
 * app. The same address again (the token spent) shows the provider's refusal.
 */
describe.each([
  { lang: 'en', m: en },
  { lang: 'es', m: es },
] as const)('SAML sign-in in $lang', ({ lang, m }) => {
  it('signs in, lands on the service provider as that account, and comes back to the app', async () => {
    await e2e.context.addInitScript((currentLang) => {
      localStorage.setItem('locale', JSON.stringify({ currentLang }));
    }, lang);
    const { page, errors } = await e2e.newPage();
    await page.goto(`${baseUrl()}/sign-in?saml=login`);
    await waitForDemoBackend(page);
    await page.getByLabel(m['auth.form.emailOrUsername'], { exact: true }).fill('user@demo.test');
    await page.getByLabel(m['auth.form.password'], { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: m['auth.form.continue'], exact: true }).click();
    await page.waitForURL(/\/v0\/auth\/saml\/idp\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('tenant_id')).toBe(TENANT);
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('heading', { level: 1, name: m['demo.saml.title'] }).waitFor();
    const said = m['demo.saml.signedIn'].replace('{email}', 'user@demo.test');
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: m['demo.saml.backToApp'], exact: true }).click();
    await page.waitForURL(`${baseUrl()}/home`);

    // The same address again: the token is spent, and the provider says so.
    await page.goto(url.toString());
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired SAML token' }).waitFor();
    expect(await page.getByText(said).count()).toBe(0);
    await page.getByRole('link', { name: m['demo.saml.signIn'], exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
