/**
 * Fault suite, the browser's storage: corrupt `theme`, `locale` and `sessionUser` values, local
 * storage that throws (blocked, full, or not even reachable), and cookies switched off. The app
 * starts with its defaults, says what it can, keeps working in memory and never loops.
 */
import { screen, waitFor } from '@testing-library/react';
import { setDirection, setMode } from '@/lib/theme/theme-store';
import { session } from '@/features/auth/session';
import {
  address,
  alertTexts,
  field,
  findField,
  openApp,
  setupApp,
  signInByApi,
  signInWithForm,
  waitForAddress,
} from './app-harness';

const { sent } = setupApp();

const html = () => document.documentElement;

const CORRUPT_THEMES: Array<[string, string]> = [
  ['not JSON', '{oops'],
  ['a JSON string', '"dark"'],
  ['a JSON array', '["dark"]'],
  ['null', 'null'],
  [
    'every value of the wrong kind',
    '{"mode":"purple","direction":"sideways","controlSize":"xxl","layout":7,"panelExpand":"yes"}',
  ],
  [
    'a prototype-pollution attempt',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  ],
  ['a 1 MB value', `{"mode":"${'d'.repeat(1024 * 1024)}"}`],
];

describe('a corrupt saved theme', () => {
  it.each(CORRUPT_THEMES)(
    '%s: the light, left-to-right default, and a setting saves again',
    async (_case, raw) => {
      localStorage.setItem('theme', raw);
      await openApp('/sign-in');
      expect(await screen.findByText('Welcome Back!')).toBeVisible();
      expect(html()).toHaveClass('light');
      expect(html()).not.toHaveClass('dark');
      expect(html()).toHaveAttribute('dir', 'ltr');
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      setMode('dark');
      expect(html()).toHaveClass('dark');
      expect(JSON.parse(localStorage.getItem('theme')!)).toMatchObject({
        mode: 'dark',
        direction: 'ltr',
      });
    },
  );

  it('control: a readable saved theme is applied', async () => {
    localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
    await openApp('/sign-in');
    await screen.findByText('Welcome Back!');
    expect(html()).toHaveClass('dark');
    expect(html()).toHaveAttribute('dir', 'rtl');
  });
});

const CORRUPT_LOCALES: Array<[string, string]> = [
  ['not JSON', '{oops'],
  ['a bare language', '"es"'],
  ['an unknown language', '{"currentLang":"fr"}'],
  ['a language list', '{"currentLang":["es"]}'],
  ['a prototype key', '{"currentLang":"__proto__"}'],
  ['a 1 MB value', `{"currentLang":"${'e'.repeat(1024 * 1024)}"}`],
];

describe('a corrupt saved language', () => {
  it.each(CORRUPT_LOCALES)('%s: English, and the bad value is gone', async (_case, raw) => {
    localStorage.setItem('locale', raw);
    await openApp('/sign-in');
    expect(await screen.findByText('Welcome Back!')).toBeVisible();
    expect(html()).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('control: a readable saved language is used', async () => {
    localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
    await openApp('/sign-in');
    expect(await screen.findByText('¡Bienvenido de nuevo!')).toBeVisible();
    expect(html()).toHaveAttribute('lang', 'es');
  });
});

const CORRUPT_USERS: Array<[string, string]> = [
  ['not JSON', '{oops'],
  ['a JSON string', '"admin@demo.test"'],
  ['fields of the wrong kind', '{"id":"seven","email":3,"defaultRole":"emperor"}'],
  [
    'another person’s user',
    JSON.stringify({
      id: 99,
      authUuid: '00000000-0000-4000-8000-000000000000',
      email: 'someone.else@demo.test',
      firstName: 'Mallory',
      lastName: 'Else',
      defaultRole: 'admin',
    }),
  ],
  [
    'a script in the name',
    JSON.stringify({ firstName: '<img src=x onerror="window.__xss=1">', email: 'x@demo.test' }),
  ],
  ['a 1 MB value', `"${'u'.repeat(1024 * 1024)}"`],
];

describe('a corrupt saved session user', () => {
  it.each(CORRUPT_USERS)(
    "%s: never shown; the signed-in person's own record replaces it",
    async (_case, raw) => {
      await signInByApi('admin@demo.test');
      localStorage.setItem('sessionUser', raw);
      const { user } = await openApp('/profiles/account/settings');
      expect(await findField('First name')).toHaveValue('Alex');
      await user.click(screen.getByRole('button', { name: /^Account menu/ }));
      expect(await screen.findByRole('dialog', { name: 'Alex Admin' })).toHaveTextContent(
        'admin@demo.test',
      );
      expect(screen.queryByText(/Mallory|someone\.else/)).not.toBeInTheDocument();
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem('sessionUser') ?? 'null')).toMatchObject({
          email: 'admin@demo.test',
          firstName: 'Alex',
        }),
      );
      expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    },
  );
});

type StorageMethod = 'getItem' | 'setItem' | 'removeItem';

describe('local storage that throws', () => {
  const denied = () => new DOMException('The operation is insecure.', 'SecurityError');
  const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  const BREAKAGES: Array<[string, () => void]> = [
    [
      'every call refused (storage blocked)',
      () => {
        for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
          jest.spyOn(Storage.prototype, method).mockImplementation(() => {
            throw denied();
          });
        }
      },
    ],
    [
      'writes refused (storage full)',
      () => {
        jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw full();
        });
      },
    ],
    [
      'the storage itself out of reach (a sandboxed frame)',
      () => {
        for (const name of ['localStorage', 'sessionStorage'] as const) {
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw denied();
            },
          });
        }
      },
    ],
  ];

  const realLocal = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const realSession = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  afterEach(() => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as StorageMethod[]) {
      const fn = Storage.prototype[method] as unknown;
      if (jest.isMockFunction(fn)) fn.mockRestore();
    }
    if (realLocal) Object.defineProperty(window, 'localStorage', realLocal);
    if (realSession) Object.defineProperty(window, 'sessionStorage', realSession);
  });

  it.each(BREAKAGES)(
    '%s: sign in, choose a profile, change the theme, all in memory',
    async (_case, breakStorage) => {
      breakStorage();
      const { user } = await openApp('/sign-in?redirectUrl=%2Fprofiles%2Fusers');
      await signInWithForm(user);
      await waitForAddress('/profile-select?redirectUrl=%2Fprofiles%2Fusers');
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitForAddress('/profiles/users');
      expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible();
      setDirection('rtl');
      await waitFor(() => expect(html()).toHaveAttribute('dir', 'rtl'));
      expect(session.getState()).toMatchObject({ signedIn: true, roles: ['admin'] });
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
      expect(screen.queryByText('State Initialization Error')).not.toBeInTheDocument();
    },
  );
});

const COOKIES_BLOCKED =
  'Your browser is blocking cookies for this site. Allow cookies, then reload the page to sign in.';

describe('cookies switched off', () => {
  const realCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  beforeEach(() => {
    // The browser keeps no cookie at all: writes vanish, reads are empty.
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => undefined,
    });
    Object.defineProperty(window.navigator, 'cookieEnabled', { configurable: true, value: false });
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
    delete (window.navigator as { cookieEnabled?: boolean }).cookieEnabled;
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(realCookie);
  });

  it('signing in says the cookies could not be kept, keeps what was typed, and does not loop', async () => {
    const { user } = await openApp('/sign-in?redirectUrl=%2Fhome');
    const historyLength = window.history.length;
    // Said before anyone types: the page cannot keep anyone signed in.
    expect(await screen.findByText(COOKIES_BLOCKED)).toBeVisible();
    await signInWithForm(user);
    expect(await screen.findByText('Problem setting cookies')).toBeVisible();
    expect(alertTexts()).toEqual([COOKIES_BLOCKED, 'Problem setting cookies']);
    expect(field('Email or username')).toHaveValue('admin@demo.test');
    await new Promise((r) => setTimeout(r, 300));
    expect(address()).toBe('/sign-in?redirectUrl=%2Fhome');
    expect(window.history.length).toBe(historyLength);
    expect(sent(/\/auth\/basic$/)).toHaveLength(1);
    expect(sent(/\/auth\/refresh$|\/api\/v1\//)).toHaveLength(0);
    expect(session.getState().signedIn).toBe(false);
  });

  it('a protected page sends the visitor to sign-in once, not round in circles', async () => {
    await openApp('/profiles/users');
    await waitForAddress('/sign-in?redirectUrl=%2Fprofiles%2Fusers');
    expect(await findField('Email or username')).toBeVisible();
    expect(screen.getByText(COOKIES_BLOCKED)).toBeVisible();
    await new Promise((r) => setTimeout(r, 300));
    expect(address()).toBe('/sign-in?redirectUrl=%2Fprofiles%2Fusers');
    expect(sent(/\/auth\/refresh$|\/api\/v1\//)).toHaveLength(0);
  });

  it('control: with cookies, the same sign-in goes through', async () => {
    delete (document as { cookie?: string }).cookie;
    delete (window.navigator as { cookieEnabled?: boolean }).cookieEnabled;
    const { user } = await openApp('/sign-in?redirectUrl=%2Fhome');
    await signInWithForm(user);
    await waitForAddress('/profile-select?redirectUrl=%2Fhome');
    expect(screen.queryByText('Problem setting cookies')).not.toBeInTheDocument();
    expect(screen.queryByText(COOKIES_BLOCKED)).not.toBeInTheDocument();
  });
});
