/**
 * Bad-input suite, hostile text: script payloads in every user field the app shows, right-to-left
 * overrides and zero-width characters in names, and a 1 MB paste into each field of each form.
 * Shown text must stay text, a name must never reorder the words around it, and whatever a
 * person typed stays in the field, with one request at most and a message saying what is wrong.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserRecord } from '@mocks/db';
import { getDb } from '@mocks/store';
import {
  address,
  expectNoInjectedMarkup,
  field,
  findField,
  findStep,
  ONE_MB,
  openApp,
  setupApp,
  signInByApi,
} from './app-harness';
import { expectOffContractAnswers } from '@tests/utils/off-contract';

const { sent } = setupApp();

const db = () => getDb();
const account = (email: string) => db().accounts.find((a) => a.email === email)!;
const productUser = (email: string) => db().users.find((u) => u.email === email)!;
/** A user of the list (not the one signed in), made the newest so lists show it first. */
function victim(): UserRecord {
  const user = db().users.find((u) => u.defaultRole === 'professional' && u.id > 100)!;
  user.createdAt = new Date(Date.now() + 60_000).toISOString();
  return user;
}

const XSS: Array<[string, string]> = [
  ['an img onerror tag', '<img src=x onerror="window.__xss=1">'],
  ['a script tag', '<script>window.__xss=1</script>'],
  ['an attribute break-out with svg onload', '"><svg onload="window.__xss=1">'],
  ['a javascript: link', '<a href="javascript:window.__xss=1">click</a>'],
  ['a template expression', "{{constructor.constructor('window.__xss=1')()}}"],
  ['ICU message syntax', "{name} {count, plural, one {#} other {#}} '{'"],
  ['HTML entities', '&lt;b&gt;bold&amp;&quot;'],
];

/** The payload as the admin's name (identity and product user) and as another user's name and email. */
function plant(payload: string) {
  const admin = account('admin@demo.test');
  admin.name = `${payload} Admin`;
  admin.username = payload;
  const adminUser = productUser('admin@demo.test');
  adminUser.firstName = payload;
  adminUser.lastName = 'Admin';
  const other = victim();
  other.firstName = payload;
  other.lastName = 'Doe';
  other.email = `"${payload}"@demo.test`;
  return other;
}

describe('script payloads in user fields, wherever they are shown', () => {
  // The payloads sit in user fields the contract constrains (an email that is no email): the point
  // is that whatever a backend sends is shown as text.
  beforeEach(() => expectOffContractAnswers());

  it.each(XSS)('%s: the users list shows it as text', async (_case, payload) => {
    const other = plant(payload);
    await signInByApi();
    await openApp('/profiles/users?sort=createdAt&order=desc');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByText(`${payload} Doe`)).closest('tr')!;
    expect(within(row).getByText(other.email)).toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it.each(XSS)(
    '%s: the user details show it as text, in the title, fields and delete dialog',
    async (_case, payload) => {
      const other = plant(payload);
      await signInByApi();
      const { user } = await openApp(`/profiles/user/${other.id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: `${payload} Doe` }),
      ).toBeInTheDocument();
      expect(await findField('First name')).toHaveValue(payload);
      expect(field('Email')).toHaveValue(other.email);
      await user.click(screen.getByRole('button', { name: 'Delete user' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
      expect(dialog).toHaveTextContent(`${payload} Doe (${other.email}).`);
      expectNoInjectedMarkup();
    },
  );

  it.each(XSS)(
    '%s: the dashboard shows it as text in the welcome and the newest users',
    async (_case, payload) => {
      plant(payload);
      await signInByApi();
      await openApp('/home');
      const welcome = await screen.findByText(/^Welcome back,/);
      expect(welcome.textContent).toBe(`Welcome back, ${payload} Admin!`);
      const newest = await screen.findByRole('region', { name: 'Newest users' });
      expect(await within(newest).findByText(`${payload} Doe`)).toBeInTheDocument();
      expectNoInjectedMarkup();
    },
  );

  it.each(XSS)(
    '%s: the account menu and profile selection show it as text',
    async (_case, payload) => {
      plant(payload);
      await signInByApi();
      const selection = await openApp('/profile-select');
      const signedInAs = await screen.findByText(/^Signed in as/);
      expect(signedInAs.textContent).toBe(`Signed in as ${payload} Admin`);
      expectNoInjectedMarkup();
      selection.unmount();
      const { user } = await openApp('/profiles/account/settings');
      await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
      const menu = await screen.findByRole('dialog', { name: `${payload} Admin` });
      expect(menu).toHaveTextContent('admin@demo.test');
      expect(await findField('First name')).toHaveValue(payload);
      expectNoInjectedMarkup();
    },
  );
});

describe('script payloads typed into the sign-in forms', () => {
  it.each(XSS)(
    '%s as the email for a link: refused as text, kept in the field',
    async (_case, payload) => {
      const { user } = await openApp('/sign-in');
      await user.click(await screen.findByRole('button', { name: 'Email me a link' }));
      const input = await findField('Email address');
      await user.click(input);
      await user.paste(`"${payload}"@demo.test`);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      // The form checks the contract's email format (`format: email`, the generated zod), which
      // refuses each of them, quoted or not, before any request.
      expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
      expect(sent(/\/auth\/link$/)).toHaveLength(0);
      expect(input).toHaveValue(`"${payload}"@demo.test`);
      expect(address()).toBe('/sign-in');
      expectNoInjectedMarkup();
    },
  );
});

describe('picture addresses that are not https, in the profile settings', () => {
  // (The header's account button still shows whatever the identity holds: reported, not covered
  // here, as src/app/layouts is out of this suite's reach.)
  const pictures = () =>
    Array.from(screen.getByRole('main').querySelectorAll('img')).map((img) =>
      img.getAttribute('src'),
    );

  it.each([
    ['javascript:', 'javascript:window.__xss=1'],
    ['JavaScript: with spaces', '  JavaScript:window.__xss=1'],
    ['data: HTML', 'data:text/html,<script>window.__xss=1</script>'],
    ['plain http', 'http://tracker.example/pixel.gif'],
  ])('%s: kept in the field, never previewed', async (_case, image) => {
    productUser('admin@demo.test').avatar = image;
    await signInByApi();
    await openApp('/profiles/account/settings');
    expect(await findField(/^Picture address/)).toHaveValue(image.trim());
    expect(pictures()).toEqual([]);
    expectNoInjectedMarkup(screen.getByRole('main'));
  });

  it('control: an https picture is previewed', async () => {
    productUser('admin@demo.test').avatar = 'https://images.example/me.png';
    await signInByApi();
    await openApp('/profiles/account/settings');
    await findField(/^Picture address/);
    await waitFor(() => expect(pictures()).toEqual(['https://images.example/me.png']));
  });
});

const ISOLATE_OPEN = new Set(['\u2066', '\u2067', '\u2068']);
const PDI = '\u2069';
const BLOCKS = new Set(['P', 'DIV', 'LI', 'TD', 'TH', 'DT', 'DD', 'LEGEND', 'BUTTON']);

/** `text[start, end)` sits inside an isolate opened before it that the text itself never closes. */
function isolatedByMarks(text: string, start: number, end: number): boolean {
  const open: number[] = [];
  for (const ch of text.slice(0, start)) {
    if (ISOLATE_OPEN.has(ch)) open.push(1);
    else if (ch === PDI) open.pop();
  }
  if (open.length === 0) return false;
  let inner = 0;
  for (const ch of text.slice(start, end)) {
    if (ISOLATE_OPEN.has(ch)) inner += 1;
    else if (ch === PDI && (inner -= 1) < 0) return false; // the name closes the app's isolate
  }
  return true;
}

/**
 * Every place showing one of `shown` (a person's name as the page puts it) keeps it from reordering
 * the text around it: a <bdi> or an element with `dir`, isolate marks it cannot close, or a block
 * of its own.
 */
function expectIsolated(shown: readonly string[]): number {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const problems: string[] = [];
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const name = shown.find((s) => text.includes(s));
    if (!name) continue;
    seen += 1;
    const start = text.indexOf(name);
    if (isolatedByMarks(text, start, start + name.length)) continue;
    let ok = false;
    for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
      if (el.tagName === 'BDI' || el.hasAttribute('dir')) {
        ok = true;
        break;
      }
      if (BLOCKS.has(el.tagName) || /^H[1-6]$/.test(el.tagName)) {
        ok = el.textContent === text && text.trim() === name;
        break;
      }
    }
    if (!ok) problems.push(JSON.stringify(node.parentElement?.textContent));
  }
  expect(problems).toEqual([]);
  return seen;
}

const BIDI_NAMES: Array<[string, string]> = [
  ['a right-to-left override (U+202E)', '\u202Eexe.gnp'],
  ['a right-to-left embedding (U+202B)', '\u202BEve'],
  ['an isolate it never closes (U+2067)', '\u2067Eve'],
  ['a pop-isolate that closes the page’s isolate, then an override', 'Eve\u2069\u202E'],
  ['a right-to-left mark and Arabic letters', '\u200Fمريم'],
];

describe('right-to-left controls in names never reorder the text around them', () => {
  /** The name as the admin's own (identity and product user) and as another user's first name. */
  function plantName(name: string) {
    account('admin@demo.test').name = `${name} Admin`;
    productUser('admin@demo.test').firstName = name;
    const other = victim();
    other.firstName = name;
    other.lastName = 'Doe';
    return other;
  }
  const SHOWN = (name: string) => [`${name} Admin`, `${name} Doe`];

  it.each(BIDI_NAMES)('%s: dashboard welcome and newest users', async (_case, name) => {
    plantName(name);
    await signInByApi();
    await openApp('/home');
    const newest = await screen.findByRole('region', { name: 'Newest users' });
    await within(newest).findByText(`${name} Doe`);
    expect(expectIsolated(SHOWN(name))).toBeGreaterThanOrEqual(2);
  });

  it.each(BIDI_NAMES)('%s: profile selection and the account menu', async (_case, name) => {
    plantName(name);
    await signInByApi();
    const { user } = await openApp('/profile-select');
    await screen.findByText(/^Signed in as/);
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await screen.findByRole('dialog');
    expect(expectIsolated(SHOWN(name))).toBeGreaterThanOrEqual(2);
  });

  it.each(BIDI_NAMES)('%s: the users list and the user details', async (_case, name) => {
    const other = plantName(name);
    await signInByApi();
    const list = await openApp('/profiles/users?sort=createdAt&order=desc');
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText(`${name} Doe`);
    expect(expectIsolated(SHOWN(name))).toBe(1);
    list.unmount();
    const { user } = await openApp(`/profiles/user/${other.id}`);
    await screen.findByRole('heading', { level: 1, name: `${name} Doe` });
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await screen.findByRole('dialog', { name: 'Delete this user?' });
    // Title, breadcrumb and the dialog's sentence.
    expect(expectIsolated(SHOWN(name))).toBeGreaterThanOrEqual(3);
  });
});

const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF';

describe('zero-width characters in names', () => {
  it('a first name of nothing but zero-width characters is missing (user details)', async () => {
    const other = victim();
    await signInByApi();
    const { user } = await openApp(`/profiles/user/${other.id}`);
    const first = await findField('First name');
    await user.clear(first);
    await user.click(first);
    await user.paste(INVISIBLE);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Required field')).toBeVisible();
    expect(first).toHaveAccessibleDescription('Required field');
    expect(first).toHaveValue(INVISIBLE);
    expect(sent(/^\/api\/v1\/users\/\d+$/, 'PUT')).toHaveLength(0);
  });

  it('a first name of nothing but zero-width characters is missing (profile settings)', async () => {
    await signInByApi();
    const { user } = await openApp('/profiles/account/settings');
    const first = await findField('First name');
    await user.clear(first);
    await user.click(first);
    await user.paste(INVISIBLE);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(first).toHaveValue(INVISIBLE);
    expect(sent(/\/v0\/self$/, 'PUT')).toHaveLength(0);
  });

  it.each([
    ['a zero-width joiner inside a name', 'Zo\u200De'],
    ['a zero-width non-joiner in a Persian name', 'می\u200Cخواهم'],
  ])('%s is kept and saved as typed', async (_case, name) => {
    const other = victim();
    await signInByApi();
    const { user } = await openApp(`/profiles/user/${other.id}`);
    const first = await findField('First name');
    await user.clear(first);
    await user.click(first);
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(first).toHaveValue(name);
    expect(db().users.find((u) => u.id === other.id)!.firstName).toBe(name);
  });
});

type User = Awaited<ReturnType<typeof openApp>>['user'];

/** 1 MiB that still looks like an address, so the server (not only the form) has its say. */
const HUGE_EMAIL = `${'a'.repeat(ONE_MB - 12)}@example.com`;
const HUGE_TEXT = 'Ab1'.repeat(Math.ceil(ONE_MB / 3)).slice(0, ONE_MB);
const HUGE_DIGITS = '7'.repeat(ONE_MB);

interface PasteCase {
  /** Where the form is, and who is signed in (nobody when absent). */
  path: string;
  as?: string;
  /** Steps from the page to the form. */
  reach?: (user: User) => Promise<void>;
  /** The other fields, filled with something acceptable. */
  fill?: Array<[string | RegExp, string]>;
  label: string | RegExp;
  paste: string;
  submit: string | RegExp;
  /** The request a submit sends. */
  request: [RegExp, string];
  /** What the field holds after the paste: all of it, or the first `n` characters it takes. */
  keeps: number;
  /** What the person is told, and how many requests the two presses send. */
  message: string | RegExp;
  sends: 0 | 1;
  /** When the form moved on: the button that brings the field back. */
  back?: string;
}

const PASSWORDS_DIFFER = "The passwords don't match. Please re-enter your password.";

const chooseMethod = (name: string) => async (user: User) => {
  await user.click(await screen.findByRole('button', { name }));
};

const PASTES: Array<[string, PasteCase]> = [
  [
    'sign-in: email or username',
    {
      path: '/sign-in',
      label: 'Email or username',
      paste: HUGE_EMAIL,
      fill: [['Password', 'whatever-1']],
      submit: 'Continue',
      request: [/\/auth\/basic$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'sign-in: password',
    {
      path: '/sign-in',
      label: 'Password',
      paste: HUGE_TEXT,
      fill: [['Email or username', 'admin@demo.test']],
      submit: 'Continue',
      request: [/\/auth\/basic$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 1024 characters',
      sends: 0,
    },
  ],

  [
    'sign-up: email address',
    {
      path: '/sign-up',
      label: 'Email address',
      paste: HUGE_EMAIL,
      fill: [
        ['Choose a password', 'Brand-new-passw0rd'],
        ['Confirm your password', 'Brand-new-passw0rd'],
      ],
      submit: 'Continue',
      request: [/\/auth\/create$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'sign-up: password',
    {
      path: '/sign-up',
      label: 'Choose a password',
      paste: HUGE_TEXT,
      fill: [
        ['Email address', 'new.person@demo.test'],
        ['Confirm your password', HUGE_TEXT],
      ],
      submit: 'Continue',
      request: [/\/auth\/create$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 1024 characters',
      sends: 0,
    },
  ],
  [
    'sign-up: confirm password',
    {
      path: '/sign-up',
      label: 'Confirm your password',
      paste: HUGE_TEXT,
      fill: [
        ['Email address', 'new.person@demo.test'],
        ['Choose a password', 'Brand-new-passw0rd'],
      ],
      submit: 'Continue',
      request: [/\/auth\/create$/, 'POST'],
      keeps: ONE_MB,
      message: PASSWORDS_DIFFER,
      sends: 0,
    },
  ],
  [
    'forgot password: email address',
    {
      path: '/forgot-password',
      label: 'Email address',
      paste: HUGE_EMAIL,
      submit: 'Continue',
      request: [/\/auth\/reset\/link$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'email me a link: email address',
    {
      path: '/sign-in',
      reach: chooseMethod('Email me a link'),
      label: 'Email address',
      paste: HUGE_EMAIL,
      submit: 'Continue',
      request: [/\/auth\/link$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'email me a code: email address',
    {
      path: '/sign-in',
      reach: chooseMethod('Email me a code'),
      label: 'Email address',
      paste: HUGE_EMAIL,
      submit: 'Continue',
      request: [/\/auth\/code$/, 'POST'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'text me a code: mobile phone number',
    {
      path: '/sign-in',
      reach: chooseMethod('Text me a code'),
      label: 'Mobile phone number',
      paste: HUGE_DIGITS,
      submit: 'Continue',
      request: [/\/auth\/code$/, 'POST'],
      keeps: 14,
      // A number the tenant does not know signs up (decision 014): the code goes to it.
      message: 'We sent a code to your phone.',
      back: 'Back',
      sends: 1,
    },
  ],
  [
    'the emailed code',
    {
      path: '/sign-in',
      reach: async (user) => {
        await chooseMethod('Email me a code')(user);
        await fillIn(user, 'Email address', 'user@demo.test');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Enter your verification code');
      },
      label: 'Verification code',
      paste: HUGE_DIGITS,
      submit: 'Continue',
      request: [/\/auth\/code$/, 'PUT'],
      keeps: 64,
      message: /verificationCode: Invalid string/,
      sends: 1,
    },
  ],
  [
    'the authenticator code',
    {
      path: '/sign-in',
      reach: chooseMethod('Use an authenticator app'),
      fill: [['Email or username', 'mfa@demo.test']],
      label: 'Enter your six-digit code',
      paste: HUGE_DIGITS,
      submit: 'Continue',
      request: [/\/auth\/totp$/, 'POST'],
      keeps: 64,
      message: 'Please enter your six-digit code',
      sends: 0,
    },
  ],
  [
    'a backup code',
    {
      path: '/sign-in',
      reach: async (user) => {
        await chooseMethod('Use an authenticator app')(user);
        await user.click(await screen.findByRole('button', { name: 'Use a backup code' }));
      },
      fill: [['Email or username', 'mfa@demo.test']],
      label: 'Enter a backup code',
      paste: HUGE_TEXT,
      submit: 'Continue',
      request: [/\/auth\/totp$/, 'POST'],
      keeps: 64,
      message: /backupCode: Invalid string/,
      sends: 1,
    },
  ],
  [
    'user details: first name',
    {
      path: '/profiles/user/{victim}',
      as: 'admin@demo.test',
      label: 'First name',
      paste: HUGE_TEXT,
      submit: 'Save changes',
      request: [/^\/api\/v1\/users\/\d+$/, 'PUT'],
      keeps: ONE_MB,
      message: 'This is too long: at most 100 characters',
      sends: 0,
    },
  ],
  [
    'user details: last name',
    {
      path: '/profiles/user/{victim}',
      as: 'admin@demo.test',
      label: 'Last name',
      paste: HUGE_TEXT,
      submit: 'Save changes',
      request: [/^\/api\/v1\/users\/\d+$/, 'PUT'],
      keeps: ONE_MB,
      message: 'This is too long: at most 100 characters',
      sends: 0,
    },
  ],
  [
    'user details: email',
    {
      path: '/profiles/user/{victim}',
      as: 'admin@demo.test',
      label: 'Email',
      paste: HUGE_EMAIL,
      submit: 'Save changes',
      request: [/^\/api\/v1\/users\/\d+$/, 'PUT'],
      keeps: ONE_MB,
      message: 'This is too long: at most 254 characters',
      sends: 0,
    },
  ],
  [
    'profile settings: first name',
    {
      path: '/profiles/account/settings',
      as: 'user@demo.test',
      label: 'First name',
      paste: HUGE_TEXT,
      submit: 'Save profile',
      request: [/\/v0\/self$/, 'PUT'],
      keeps: 1024,
      message: 'This is too long: at most 256 characters',
      sends: 0,
    },
  ],
  [
    'profile settings: last name',
    {
      path: '/profiles/account/settings',
      as: 'user@demo.test',
      label: 'Last name',
      paste: HUGE_TEXT,
      submit: 'Save profile',
      request: [/\/v0\/self$/, 'PUT'],
      keeps: 1024,
      message: 'This is too long: at most 256 characters',
      sends: 0,
    },
  ],
  [
    'profile settings: picture address',
    {
      path: '/profiles/account/settings',
      as: 'user@demo.test',
      label: /^Picture address/,
      paste: `https://images.example/${HUGE_TEXT}`,
      submit: 'Save profile',
      request: [/\/v0\/self$/, 'PUT'],
      keeps: 4096,
      message: 'This is too long: at most 2048 characters',
      sends: 0,
    },
  ],
  [
    'security: current password',
    {
      path: '/profiles/account/settings/security',
      as: 'user@demo.test',
      label: 'Current password',
      paste: HUGE_TEXT,
      fill: [
        ['New password', 'Brand-new-passw0rd'],
        ['Confirm new password', 'Brand-new-passw0rd'],
      ],
      submit: 'Change password',
      request: [/\/auth\/basic$/, 'PUT'],
      keeps: ONE_MB,
      message: 'This is too long: at most 1024 characters',
      sends: 0,
    },
  ],
  [
    'security: new password',
    {
      path: '/profiles/account/settings/security',
      as: 'user@demo.test',
      label: 'New password',
      paste: HUGE_TEXT,
      fill: [
        ['Current password', 'Compliance-demo-1'],
        ['Confirm new password', HUGE_TEXT],
      ],
      submit: 'Change password',
      request: [/\/auth\/basic$/, 'PUT'],
      keeps: ONE_MB,
      message: 'This is too long: at most 1024 characters',
      sends: 0,
    },
  ],
  [
    'security: confirm new password',
    {
      path: '/profiles/account/settings/security',
      as: 'user@demo.test',
      label: 'Confirm new password',
      paste: HUGE_TEXT,
      fill: [
        ['Current password', 'Compliance-demo-1'],
        ['New password', 'Brand-new-passw0rd'],
      ],
      submit: 'Change password',
      request: [/\/auth\/basic$/, 'PUT'],
      keeps: ONE_MB,
      message: PASSWORDS_DIFFER,
      sends: 0,
    },
  ],
  [
    'onboarding: mobile phone number',
    {
      path: '/onboarding/validate-phone',
      as: 'professional@demo.test',
      label: 'Mobile phone number',
      paste: HUGE_DIGITS,
      submit: 'Text me a code',
      request: [/\/auth\/code$/, 'POST'],
      keeps: 14,
      message: 'We sent a code to your phone.',
      back: 'Use a different number',
      sends: 1,
    },
  ],
];

async function fillIn(user: User, label: string | RegExp, value: string) {
  const input = await findField(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

describe('a 1 MB paste into each field', () => {
  it.each(PASTES)('%s: kept, sent at most once, and answered', async (_case, c) => {
    if (c.as) await signInByApi(c.as);
    const { user } = await openApp(c.path.replace('{victim}', String(victim().id)));
    await c.reach?.(user);
    for (const [label, value] of c.fill ?? []) await fillIn(user, label, value);
    const input = await fillIn(user, c.label, c.paste);
    expect((input as HTMLInputElement).value).toBe(c.paste.slice(0, c.keeps));
    const button = screen.getByRole('button', { name: c.submit });
    await user.dblClick(button); // two presses, as an impatient person gives them
    expect(await screen.findByText(c.message)).toBeVisible();
    if (c.back) await user.click(screen.getByRole('button', { name: c.back }));
    expect((await findField(c.label)) as HTMLInputElement).toHaveValue(c.paste.slice(0, c.keeps));
    expect(sent(c.request[0], c.request[1])).toHaveLength(c.sends);
  });
});

describe('a 1 MB paste into the users search box', () => {
  it('searches for its first 100 characters, once, and says nothing matches', async () => {
    await signInByApi();
    const { user } = await openApp('/profiles/users');
    await screen.findByRole('table', { name: 'Users' });
    const box = await fillIn(user, 'Search by name or email', HUGE_TEXT);
    expect(box).toHaveValue(HUGE_TEXT.slice(0, 100));
    expect(await screen.findByText('No users match these filters.')).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('q')).toBe(HUGE_TEXT.slice(0, 100));
    expect(sent(/^\/api\/v1\/users$/).filter((r) => r.url.searchParams.has('search'))).toHaveLength(
      1,
    );
    expect(address()).toMatch(/^\/profiles\/users\?q=/);
  });
});
