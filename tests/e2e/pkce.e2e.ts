/**
 * The app's PKCE path against the demo backend (#17 item 5): a native app opens the sign-in page
 * with a `code_challenge`; the tenant requires PKCE (the `/__demo/tenant` control), so signing in
 * answers an authorization code, and the page goes to the tenant's redirect with
 * `authorization_code`, sets no session cookie and forgets the challenge.
 */
import {
  TENANT,
  baseUrl,
  demoControl,
  signInWithForm,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE required', () => {
  it('signs in to an authorization code for the redirect, with no session here', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    await demoControl(page, '/__demo/tenant', 'PUT', { pkce: { redirectTo: '/forgot-password' } });

    await page.goto(`${baseUrl()}/sign-in?code_challenge=${CHALLENGE}`);
    await waitForDemoBackend(page);
    expect(await page.evaluate(() => localStorage.getItem('uf_pkce_code_challenge'))).toBe(
      CHALLENGE,
    );
    const signOns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/basic')) signOns.push(request.url());
    });
    await page.getByLabel('Email or username').fill('user@demo.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('Compliance-demo-1');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/forgot-password\?authorization_code=[0-9a-f]{48}$/);
    expect(new URL(signOns[0]!).searchParams.get('code_challenge')).toBe(CHALLENGE);
    const cookies = await e2e.context.cookies();
    expect(cookies.filter((c) => c.name === `access.${TENANT}` && c.value !== '')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('uf_pkce_code_challenge'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('signs in as usual when the tenant does not require PKCE', async () => {
    const { page, errors } = await e2e.newPage();
    await signInWithForm(page, 'user', '/profiles/account/settings');
    await page.waitForURL(/\/profiles\/account\/settings$/);
    expect(errors).toEqual([]);
  });
});
