import { startTransition, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { App } from './app/app';
import { lazyPage } from './app/lazy-page';
import { appConfig } from './config/app-config';
import type { DemoBackendControls } from './components/demo/demo-backend';
import { watchResponses } from './lib/http/response-watch';
import { loadMessages, readStoredLocale } from './lib/i18n/locale';
import { primeLocaleMessages } from './lib/i18n/locale-store';
import { currentLook, mirrorLookToCookie, sameLook } from './lib/page-look';
import type { PrerenderState } from './lib/prerender-state';
import { readPrerenderState } from './lib/prerender-state';
import { loadRtlCache } from './lib/theme/app-theme-provider';
import { createAppRouter, createHydratingRouter } from './app/router';
import { getThemeSettings } from './lib/theme/theme-store';
import { yieldToBrowser } from './lib/yield-to-browser';
import { prepareSession, session } from './features/auth/session';

async function startDemoBackend(): Promise<DemoBackendControls | undefined> {
  // A literal comparison, so the production build drops this branch and the mock chunk with it.
  if (import.meta.env.VITE_ENABLE_MOCK === 'true') {
    const [{ startDemoWorker }] = await Promise.all([
      import('../mocks/browser'),
      // The sign-in pages' demo inbox, there before they hydrate.
      import('./components/demo/demo-inbox-slot').then((m) => m.loadDemoInbox()),
    ]);
    return startDemoWorker();
  }
  return undefined;
}

/**
 * Demo builds: the social sign-in navigation to the demo provider's `auth/{provider}/login`
 * (same origin) lands on a stand-in identity page instead of the not-found page, and the SAML
 * navigations to `auth/saml/idp/login|logout` on a stand-in service provider. A literal
 * comparison, so the production build has neither the route nor its chunk.
 */
function demoRoutes(): RouteObject[] {
  if (import.meta.env.VITE_ENABLE_MOCK !== 'true') return [];
  const base = appConfig.providerBaseUrl;
  if (!base.startsWith('/')) return [];
  return [
    {
      path: `${base}auth/:provider/login`,
      lazy: lazyPage(() => import('./components/demo/demo-identity-page')),
    },
    ...['login', 'logout'].map((kind) => ({
      path: `${base}auth/saml/idp/${kind}`,
      lazy: lazyPage(() => import('./components/demo/demo-saml-page')),
    })),
  ];
}

/**
 * Development and test builds check every answer against the contracts and say so on the console
 * when one does not match (a backend drifting from them). A literal comparison, as above: the
 * production build drops the check and its schemas.
 */
async function checkAnswers(): Promise<void> {
  if (import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCK === 'true') {
    const { responseChecker } = await import('./lib/http/response-check');
    watchResponses(responseChecker((problem) => console.error(problem)));
  }
}

/** Local storage, unless the browser refuses even to hand it over (sandboxed frames do). */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser's first render is the prerendered page's: the same address (no query), an
 * anonymous visitor whose browser keeps cookies, the same look (the look cookie can be stale:
 * cleared storage, another browser profile), the same year and the same session mode. Otherwise
 * the page renders afresh, as a page without prerendered HTML does.
 */
function rendersAsPrerendered(rendered: PrerenderState): boolean {
  const state = session.getState();
  return (
    window.location.pathname === rendered.path &&
    window.location.search === '' &&
    state.status === 'signedOut' &&
    state.cookiesEnabled &&
    state.mode === rendered.mode &&
    sameLook(currentLook(), rendered.look) &&
    rendered.year === new Date().getFullYear()
  );
}

/** A page rendered afresh over prerendered HTML: its page-wide styles go with it. */
function dropPrerenderedPage(root: HTMLElement): void {
  root.replaceChildren();
  document.querySelectorAll('style[data-emotion*="-global "]').forEach((tag) => tag.remove());
}

async function boot(): Promise<void> {
  // The app's modules have just been evaluated, in one task (~80–130 ms at 4× CPU on a phone);
  // starting in the same task would make it longer still.
  await yieldToBrowser();
  const rendered = readPrerenderState();
  // The tenant's sign-in factors the page was rendered with serve its first form, as an answer
  // asked for at start would (the provider is still asked, below).
  if (rendered?.tenant) session.seedTenantMode(rendered.tenant);
  const locale = readStoredLocale(localStorageIfAllowed());
  const [messages, demoBackend] = await Promise.all([
    loadMessages(locale),
    startDemoBackend(),
    checkAnswers(),
    prepareSession(),
    // The right-to-left styles come before the first render when that is the saved direction.
    getThemeSettings().direction === 'rtl' ? loadRtlCache() : undefined,
  ]);
  // The language store has its messages before the first render: handed over in an effect
  // instead, the change would re-render everything that reads the store synchronously, right after
  // hydration (one long task of ~230 ms at 4× CPU).
  primeLocaleMessages(locale, messages);
  // The session starts once the backend answers; the app shows its loader until it has. Its
  // first, synchronous part settles an anonymous visitor.
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = (routing: ReactNode) => (
    <StrictMode>
      <App initialMessages={{ locale, messages }} demoBackend={demoBackend} routing={routing} />
    </StrictMode>
  );

  if (rendered && rendersAsPrerendered(rendered)) {
    const router = await createHydratingRouter(demoRoutes());
    // In a transition, as the first render below: React hydrates in slices and lets the browser
    // in between (a person can already scroll the painted page), instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app(<RouterProvider router={router} />));
    });
    void session.loadMode();
  } else {
    if (rendered) dropPrerenderedPage(root);
    void session.loadMode();
    // Made after the session has started: the first page's route waits for the tenant's mode.
    const router = createAppRouter(demoRoutes());
    const reactRoot = createRoot(root);
    // A transition: React renders the first page in slices and lets the browser in between,
    // instead of one long task (the page stays responsive while it starts; Lighthouse's blocking
    // time).
    startTransition(() => reactRoot.render(app(<RouterProvider router={router} />)));
  }
  // The server picks the prerendered variant by this cookie on the next visit.
  mirrorLookToCookie();
}

void boot();
