/**
 * Every auth form as a password manager reads it (issue #22; the browsers' guidance for sign-in,
 * sign-up and change-password forms): a <form> element, each field's type, `autocomplete` and
 * `name`, one field naming the account (`autocomplete="username"`) in the same form as the
 * password, and names and ids that are the same at every visit. A regression in any of them fails.
 */
import type { Page } from 'playwright-core';
import { baseUrl, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

interface FieldReading {
  type: string;
  autocomplete: string;
  name: string;
  id: string;
  shown: boolean;
  readOnly: boolean;
}

/**
 * The fields of the form that holds the first `selector` match in the page's main content, as a
 * password manager sees them: the <form> element and every input in it.
 */
async function readForm(page: Page, selector = 'input[type="password"]'): Promise<FieldReading[]> {
  const field = page.locator(`main ${selector}`).first();
  await field.waitFor({ state: 'attached' });
  return field.evaluate((input) => {
    const form = input.closest('form');
    if (!form) throw new Error('the field is not in a <form>');
    return [...form.querySelectorAll('input')].map((each) => ({
      type: each.type,
      autocomplete: each.getAttribute('autocomplete') ?? '',
      name: each.name,
      id: each.id,
      shown: each.checkVisibility(),
      readOnly: each.readOnly,
    }));
  });
}

/** What is checked: type, autocomplete, name, shown (ids are compared between visits). */
const shape = (fields: FieldReading[]) =>
  fields.map(({ type, autocomplete, name, shown }) => ({ type, autocomplete, name, shown }));

/** Exactly one field names the account, and it is in the form with the password. */
function expectOneUsername(fields: FieldReading[]): void {
  expect(fields.filter((f) => f.autocomplete === 'username')).toHaveLength(1);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForDemoBackend(page);
}

/** The newest reset link in the demo outbox, read from inside the page. */
function latestResetLink(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/__demo/outbox');
    const { messages } = (await response.json()) as { messages: { link?: string }[] };
    const link = messages.find((message) => message.link?.includes('/reset-password'))?.link;
    if (!link) throw new Error('no reset link in the outbox');
    return link;
  });
}

it('signed out: sign-in, sign-up, the email forms and the reset link read right, twice', async () => {
  const { page, errors } = await e2e.newPage();
  const visits: FieldReading[][][] = [];
  for (let visit = 0; visit < 2; visit += 1) {
    const seen: FieldReading[][] = [];

    await open(page, '/sign-in');
    const signIn = await readForm(page);
    expect(shape(signIn)).toEqual([
      { type: 'text', autocomplete: 'username', name: 'emailOrUsername', shown: true },
      { type: 'password', autocomplete: 'current-password', name: 'password', shown: true },
    ]);
    seen.push(signIn);

    // Passwordless sign-in: the address typed is the saved login's username.
    await page.getByRole('button', { name: 'Email me a link' }).click();
    const link = await readForm(page, 'input[type="email"]');
    expect(shape(link)).toEqual([
      { type: 'email', autocomplete: 'username', name: 'email', shown: true },
    ]);
    seen.push(link);

    await open(page, '/sign-up');
    const signUp = await readForm(page);
    // No username is collected, so the email is what the person will sign in with.
    expect(shape(signUp)).toEqual([
      { type: 'email', autocomplete: 'username', name: 'email', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'password', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'confirmPassword', shown: true },
    ]);
    seen.push(signUp);

    await open(page, '/forgot-password');
    const request = await readForm(page, 'input[type="email"]');
    expect(shape(request)).toEqual([
      { type: 'email', autocomplete: 'username', name: 'email', shown: true },
    ]);
    seen.push(request);

    // The link's form, opened in this browser after asking: it names the account, read-only.
    await page.getByLabel('Email address').fill('user@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('A link has been sent to').waitFor();
    await page.goto(await latestResetLink(page));
    await waitForDemoBackend(page);
    const reset = await readForm(page);
    expect(shape(reset)).toEqual([
      { type: 'text', autocomplete: 'username', name: 'username', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'password', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'confirmPassword', shown: true },
    ]);
    expect(reset[0]!.readOnly).toBe(true);
    expect(await page.locator('main input[name="username"]').inputValue()).toBe('user@demo.test');
    seen.push(reset);

    for (const form of seen) expectOneUsername(form);
    visits.push(seen);
  }
  // Names and ids are the same at the second visit: a manager's saved mapping still fits.
  expect(visits[1]).toEqual(visits[0]);
  expect(errors).toEqual([]);
});

it('signed in: the password change in settings and on /reset-password name the account', async () => {
  const { page, errors } = await e2e.newPage();
  await signInAs(page, 'admin');
  const visits: FieldReading[][][] = [];
  for (let visit = 0; visit < 2; visit += 1) {
    await open(page, '/profiles/account/settings/security');
    const settings = await readForm(page);
    // The account page shows who you are already: the username is there, hidden, as advised.
    expect(shape(settings)).toEqual([
      { type: 'text', autocomplete: 'username', name: 'username', shown: false },
      { type: 'password', autocomplete: 'current-password', name: 'existingPassword', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'password', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'confirmPassword', shown: true },
    ]);
    expect(await page.locator('main form input[name="username"]').first().inputValue()).toBe(
      'admin@demo.test',
    );

    await open(page, '/reset-password');
    const change = await readForm(page);
    expect(shape(change)).toEqual([
      { type: 'text', autocomplete: 'username', name: 'username', shown: true },
      { type: 'password', autocomplete: 'current-password', name: 'existingPassword', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'password', shown: true },
      { type: 'password', autocomplete: 'new-password', name: 'confirmPassword', shown: true },
    ]);
    for (const form of [settings, change]) expectOneUsername(form);
    visits.push([settings, change]);
  }
  expect(visits[1]).toEqual(visits[0]);
  // The form a manager fills works: a wrong current password is refused at that field.
  const current = page.getByRole('textbox', { name: 'Current password' });
  await current.fill('not-the-password-1');
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('a-brand-new-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a-brand-new-password-2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Your current password is incorrect').waitFor();
  expect(await current.getAttribute('aria-invalid')).toBe('true');
  await page.waitForFunction(() => document.activeElement?.id === 'field-existingPassword');
  expect(errors).toEqual([]);
});
