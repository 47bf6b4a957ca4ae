import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

export const DEMO_PASSWORD = 'Compliance-demo-1';
export const TENANT = 'demo1234';

/** Waits until the demo backend's service worker controls the page. */
export async function waitForDemoBackend(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => document.querySelector('h1') !== null && Boolean(navigator.serviceWorker?.controller),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Signs in through the demo backend's password call, from inside the page, and stores the tokens
 * as the session module does (cookies named by kind and tenant). The app's own sign-in form comes
 * with the hosted sign-in toolkit; this stands in for it in shell and session tests.
 */
export async function signInAs(context: BrowserContext, page: Page, email: string): Promise<void> {
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
    { email, password: DEMO_PASSWORD, tenant: TENANT },
  );
  await context.addCookies(
    (['access', 'id', 'refresh'] as const).map((kind) => ({
      name: `${kind}.${TENANT}`,
      value: tokens[kind].value,
      url: baseUrl(),
      sameSite: kind === 'refresh' ? ('Strict' as const) : ('Lax' as const),
    })),
  );
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

/** Signs in through the app's own form (redirected on to `path`) and picks the only profile. */
export async function signInWithForm(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await waitForDemoBackend(page);
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/profile-select/);
  await page.getByRole('button', { name: 'Continue' }).click();
}
