/**
 * Users administration in a real browser against the demo backend (#7): an admin signs in with
 * the form, finds a user by search, edits and saves, deletes another; a professional is refused.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, seriousViolations, watchErrors } from './browser';
import { DEMO_PASSWORD, waitForDemoBackend } from './session';

jest.setTimeout(90_000);

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => {
  await context?.close();
});

/** Signs in through the form and picks the only profile. */
async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${baseUrl()}/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await waitForDemoBackend(page);
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/profile-select/);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('users administration', () => {
  it('lets an admin find a user, edit and save, and delete another', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'admin@demo.test', '/profiles/users');
    await page.waitForURL(/\/profiles\/users$/);
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('row').nth(25).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('recruiter@demo');
    await page.waitForURL(/q=recruiter%40demo/);
    await table.getByRole('link', { name: 'Rita Recruiter' }).click();
    await page.waitForURL(/\/profiles\/user\/\d+$/);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Rita-Maria');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Rita-Maria Recruiter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await page.waitForURL(/q=recruiter%40demo/);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('agency@demo');
    await page.waitForURL(/q=agency%40demo/);
    await table.getByRole('link', { name: 'Aaron Agency' }).click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/profiles\/users$/);
    await page.getByText('The user was deleted.').waitFor();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('agency@demo');
    await page.getByText('No users match these filters.').waitFor();
    expect(errors).toEqual([]);
  });

  it('refuses the users list to a professional, who sees access denied', async () => {
    const page = await context.newPage();
    await signIn(page, 'professional@demo.test', '/profiles/users');
    await page.waitForURL(/\/profiles\/documentation\/me$/);
    await page.goto(`${baseUrl()}/profiles/users`);
    await page.waitForURL(/\/access-denied$/);
    await page.locator('h1').waitFor();
  });
});
