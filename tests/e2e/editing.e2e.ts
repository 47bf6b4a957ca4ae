/**
 * Editing forms in a real browser (#20 items 1 and 5), in English and Spanish: a server error
 * shows in the form only (no toast besides it) and goes when the fix is saved; leaving a form
 * with changes asks first (in the page's language for links, the browser's own prompt for
 * closing the tab).
 */
import type { Page } from 'playwright-core';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { baseUrl, seriousViolations, signInWithForm, useBrowser } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });
/** The product API's words, in the page's language (docs/decisions/023). */
const CONFLICT = {
  en: 'Another user already has this email address',
  es: 'Otro usuario ya tiene esta dirección de correo electrónico',
};

/** Records the text of every toast (MUI snackbar) that shows from now on. */
function watchToasts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.MuiSnackbar-root')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const toasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

describe.each([
  { lang: 'en', m: en },
  { lang: 'es', m: es },
] as const)('editing a user in $lang', ({ lang, m }) => {
  async function openUser(email: string): Promise<Page> {
    const { page, errors } = await e2e.newPage();
    afterChecks.push(() => expect(errors).toEqual([]));
    await signInWithForm(page, 'admin', '/profiles/users');
    await page.waitForURL(/\/profiles\/users$/);
    await page.context().addInitScript((currentLang) => {
      localStorage.setItem('locale', JSON.stringify({ currentLang }));
    }, lang);
    await page.goto(`${baseUrl()}/profiles/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL(/\/profiles\/user\/\d+$/);
    await page.getByRole('textbox', { name: m['user.field.email'] }).waitFor();
    return page;
  }
  let afterChecks: Array<() => void> = [];
  afterEach(() => {
    for (const check of afterChecks) check();
    afterChecks = [];
  });

  it('shows a refusal in the form only, and a success clears it', async () => {
    const page = await openUser('recruiter@demo.test');
    await watchToasts(page);
    const email = page.getByRole('textbox', { name: m['user.field.email'] });
    await email.fill('admin@demo.test');
    await page.getByRole('button', { name: m['user.save'] }).click();
    const form = page.locator('form');
    await form.getByText(CONFLICT[lang]).first().waitFor();
    expect(await email.inputValue()).toBe('admin@demo.test');
    expect(await seriousViolations(page)).toEqual([]);

    await email.fill('rita.fixed@example.com');
    await page.getByRole('button', { name: m['user.save'] }).click();
    await page.getByText(m['user.saved'], { exact: true }).waitFor();
    expect(await page.getByText(CONFLICT[lang]).count()).toBe(0);
    // Not once was a toast shown beside the form.
    expect(await toasts(page)).toEqual([]);
  });

  it('asks before leaving unsaved edits: Stay keeps them, Leave goes', async () => {
    const page = await openUser('agency@demo.test');
    const lastName = page.getByRole('textbox', { name: m['user.field.lastName'] });
    await lastName.fill('Edited-not-saved');
    const users = page
      .getByRole('navigation', { name: m['page.breadcrumb.label'] })
      .getByRole('link', { name: m['users.table.label'] });
    await users.click();
    const dialog = page.getByRole('dialog', { name: m['components.unsavedChanges.title'] });
    await dialog.getByText(m['components.unsavedChanges.text']).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m['components.unsavedChanges.stay'] }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/profiles\/user\/\d+$/);
    expect(await lastName.inputValue()).toBe('Edited-not-saved');

    // Back in the browser asks too.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: m['components.unsavedChanges.leave'] }).click();
    await page.waitForURL(/\/profiles\/users(\?|$)/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("asks through the browser's own prompt when the tab closes with unsaved edits", async () => {
    const page = await openUser('organization@demo.test');
    await page.getByRole('textbox', { name: m['user.field.firstName'] }).fill('Half-typed');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});
