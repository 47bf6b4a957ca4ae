/**
 * The fault and bad-input suite drives the whole app as a person would: `<App>` in jsdom, its
 * browser router on jsdom's address bar, the app's global session, and the demo backend
 * (msw/node, fresh for every test). What a test checks is what a person sees (text, focus, field
 * values, the address) or what a caller observes (requests, cookies, storage).
 */
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@tests/utils/user';
import { RouterProvider } from 'react-router-dom';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { setClock } from '@mocks/clock';
import { DEMO_PASSWORD, DEMO_TENANT_ID } from '@mocks/seed';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import type { Locale } from '@/lib/i18n/locale';
import { readStoredLocale } from '@/lib/i18n/locale';
import { reloadLocaleState } from '@/lib/i18n/locale-store';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { reloadThemeSettings } from '@/lib/theme/theme-store';
import { prepareSession, session, setSessionNavigate } from '@/features/auth/session';
import { setupMockServer } from '@tests/utils/msw';
import { resetShell } from '../app/shell';

export const TENANT = DEMO_TENANT_ID;
export const PASSWORD = DEMO_PASSWORD;
export const ORIGIN = 'http://localhost';
export const UNKNOWN_ERROR = 'An unknown error has occurred. Please try again later.';
/** Up to 1 MiB of text, as a clipboard would hand it over. */
export const ONE_MB = 1024 * 1024;

export const TOKEN_COOKIES = ['access', 'id', 'refresh'].map((kind) => `${kind}.${TENANT}`);

export function cookie(name: string): string | undefined {
  const part = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return part === undefined ? undefined : decodeURIComponent(part.slice(name.length + 1));
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Where the browser is: path and query of jsdom's address bar. */
export const address = () => `${window.location.pathname}${window.location.search}`;

/** Waits, as long as every other wait of the DOM tests (tests/utils/setup-dom.ts), for `expected`. */
export async function waitForAddress(expected: string | RegExp, timeout?: number): Promise<void> {
  await waitFor(
    () =>
      expected instanceof RegExp
        ? expect(address()).toMatch(expected)
        : expect(address()).toBe(expected),
    timeout === undefined ? {} : { timeout },
  );
}

export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
}

/**
 * The demo backend, a clean browser (no cookies, storage, saved theme or language) and a signed
 * out global session for every test; every request the app sends is recorded in `requests`.
 */
export function setupApp() {
  // Whole-app flows on a busy 2-core machine: more than jest's default 5 s (a project's
  // testTimeout in jest.config.js does not apply per project).
  jest.setTimeout(20_000);
  const server = setupMockServer();
  const requests: SeenRequest[] = [];
  // The app reports what it survives (refresh failures, start-up errors) on the console, also
  // from promises that settle after the file's last test: quiet for the whole file.
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  beforeEach(() => {
    requests.length = 0;
    clearCookies();
    sessionStorage.clear();
    resetShell();
    window.history.replaceState(null, '', '/');
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        path: url.pathname,
        url,
        authorization: request.headers.get('authorization'),
      });
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    // The app is gone: session redirects must not reach its router any more.
    setSessionNavigate(() => undefined);
    session.resetSecondFactor();
    if (session.getState().signedIn) session.endSession();
    onlineManager.setOnline(true);
    if (jest.isMockFunction(Date.now))
      (Date.now as jest.MockedFunction<typeof Date.now>).mockRestore();
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
  });
  /** The requests to paths matching `path` (and `method`, when given). */
  const sent = (path: RegExp, method?: string) =>
    requests.filter((r) => path.test(r.path) && (method === undefined || r.method === method));
  return { server, requests, sent };
}

/** As src/main.tsx reads it: local storage, unless the browser refuses to hand it over. */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Opens the app at `path` as a fresh page load, as src/main.tsx boots it: the theme and language
 * are read from storage (the language's messages are already loaded), the session is prepared,
 * starts and reads the tenant mode, then the app renders.
 */
export async function openApp(path: string, { locale }: { locale?: Locale } = {}) {
  window.history.replaceState(null, '', path);
  reloadThemeSettings();
  reloadLocaleState();
  const lang = locale ?? readStoredLocale(localStorageIfAllowed());
  // The module-wide session outlives a test's render: it settles on what the cookies hold first,
  // as a fresh page's session does before its loader gives way.
  await prepareSession();
  await Promise.all([session.init(), session.loadMode()]);
  const user = setupUser({ delay: null });
  const messages = lang === 'es' ? es : en;
  // One router per page load, as src/main.tsx makes it; gone with the page.
  const router = createAppRouter();
  const view = render(
    <App
      initialMessages={{ locale: lang, messages }}
      demoBackend={undefined}
      routing={<RouterProvider router={router} />}
    />,
  );
  const unmount = () => {
    view.unmount();
    router.dispose();
  };
  routers.add(router);
  await act(async () => {
    await Promise.resolve();
  });
  return { user, ...view, unmount, router };
}

/** The routers of pages opened in this test, disposed after it (their history listeners too). */
const routers = new Set<ReturnType<typeof createAppRouter>>();
afterEach(() => {
  routers.forEach((router) => router.dispose());
  routers.clear();
});

/**
 * Signs in through the demo backend's API and keeps the tokens in the cookies, as an earlier
 * visit would have left them; the app's session adopts them when `openApp` loads the page.
 */
export async function signInByApi(email = 'admin@demo.test'): Promise<void> {
  const answer = await loginWithPassword(TENANT, { emailOrUsername: email, password: PASSWORD });
  if (!('tokens' in answer) || !answer.tokens) throw new Error(`${email} needs a second factor`);
  const { access, id, refresh } = answer.tokens;
  setTokenCookies({ access: access.value, id: id.value, refresh: refresh?.value });
}

/** Writes token cookies as the provider's answer would have them (undefined: left out). */
export function setTokenCookies(tokens: { access?: string; id?: string; refresh?: string }): void {
  for (const [kind, value] of Object.entries(tokens)) {
    if (value !== undefined) {
      document.cookie = `${kind}.${TENANT}=${encodeURIComponent(value)}; path=/`;
    }
  }
}

/** A field by its visible label (password inputs have no textbox role). */
export const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea' });

export const findField = (label: string | RegExp) =>
  screen.findByLabelText(label, { selector: 'input, textarea' });

/** Types into the sign-in form on screen and presses Continue. */
export async function signInWithForm(
  user: UserEvent,
  email = 'admin@demo.test',
  password = PASSWORD,
): Promise<void> {
  await user.click(await findField('Email or username'));
  await user.paste(email);
  await user.click(field('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** What the live regions (role=alert) hold, trimmed, empty ones left out. */
export const alertTexts = () =>
  Array.from(document.querySelectorAll('[role="alert"]'))
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);

/** The step heading of the sign-in toolkit (h2), which takes focus when the step changes. */
export const findStep = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 2, name, hidden: true });

/**
 * Nothing a payload could have injected: no element carries an event-handler attribute, no link
 * or image points at a script or data address, and no payload ran.
 */
export function expectNoInjectedMarkup(root: ParentNode = document): void {
  const offenders: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.trim().toLowerCase();
      if (/^on/i.test(attr.name)) offenders.push(`${el.tagName} ${attr.name}`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) &&
        /^(javascript|data|vbscript):/.test(
          // Browsers ignore white space and control characters inside a scheme.
          [...value].filter((ch) => ch > ' ').join(''),
        )
      ) {
        offenders.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
  }
  expect(offenders).toEqual([]);
  expect(root.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
  expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
}

/**
 * Moves the browser's clock (Date.now, which the session reads) and the demo backend's clock
 * together, as time passing would; `skewServer` sets the server `ms` behind (or ahead) of the
 * browser. Both go back to real time after each test.
 */
export function controlClocks() {
  const realNow = Date.now.bind(Date);
  const state = { offset: 0, serverSkew: 0 };
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + state.offset);
  setClock(() => realNow() + state.offset + state.serverSkew);
  return {
    /** Time passes for everyone. */
    advance(ms: number) {
      state.offset += ms;
    },
    /** The server's clock runs `ms` ahead of the browser's (negative: behind). */
    skewServer(ms: number) {
      state.serverSkew = ms;
    },
  };
}
