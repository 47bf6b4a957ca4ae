/**
 * The router: React Router's data router (`createBrowserRouter`), its route objects built from
 * the one route table (./routes/routes.ts). Each table route is a pathless guard route (the
 * guard decision, its layout and error screen) over the route of its path, whose page module
 * comes through React Router's `lazy`. The root element keeps the session's user valid on every route
 * change and gives the session the router's navigate.
 *
 * Guards run as a guard element at each table route, not as loaders: the session is an external
 * store that changes without a navigation (a token expires, another tab signs out, a call answers
 * 401), and an element re-decides on each change, where a loader would need a revalidation per
 * session event. The decisions themselves stay pure and table-tested (./routes/guards.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLoader } from '@/components/app-loader';
import { Loading } from '@/components/loading';
import { StateInitError } from '@/components/state-init-error';
import { appConfig } from '@/config/app-config';
import { currentOrigin } from '@/lib/origin';
import { loadInBackground } from '@/lib/load-in-background';
import type { RouteDef } from '@/config/routes';
import { preloadSignedInSession, session, setSessionNavigate } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { preloadLayouts, RouteLayout } from './layouts/route-layout';
import { lazyPage, RouteErrorScreen } from './lazy-page';
import { RouteFocus } from './route-focus';
import type { QueryProvider } from './query-provider';
import { decide } from './routes/guards';
import type { AppRoute } from './routes/pages';
import { APP_ROUTES, PAGES, preloadSignedInPages } from './routes/pages';

/** How long the sign-in form waits for the tenant's factors before showing its placeholder. */
const SIGN_IN_FORM_WAIT_MS = 1500;

/** Only the start-up failure screen of someone signed in needs it: loaded then. */
const LogoutButton = lazy(() =>
  import('@/features/auth/components/logout-button').then((m) => ({ default: m.LogoutButton })),
);

/** SPEC §4 "App start": user and professional validation, one at a time. */
export async function validateSignedInState(): Promise<void> {
  await session.validateUser();
  if (session.validateProfessional() === 'needsRefresh') {
    await session.validateUser({ force: true });
    // The server still has no professional record for this user: the stored id is stale.
    if (session.validateProfessional() === 'needsRefresh') session.forgetProfessionalId();
  }
}

function RouteGate({ def }: { def: RouteDef | undefined }) {
  const state = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const intl = useIntl();
  const decision = decide(def, state, { ...location, origin: currentOrigin() });
  const title = def ? intl.formatMessage(def.title) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · ${appConfig.appName}` : appConfig.appName;
  }, [title]);
  if (decision.kind === 'redirect') {
    // The router is already leaving this page (the session ended and sent the person on, in the
    // same commit): the page being left must not add a redirect of its own.
    if (navigation.state !== 'idle') return null;
    // Registration names where its new role goes (`state.next`): no flash of access denied.
    const next = state.signedIn && (location.state as { next?: unknown } | null)?.next;
    const inApp = typeof next === 'string' && /^\/(?!\/)/.test(next);
    return <Navigate to={inApp ? next : decision.to} replace />;
  }
  if (!def) return null;
  return (
    <RouteLayout layout={def.layout} signedIn={state.signedIn}>
      {def.showsSignInForm ? (
        // No boundary over the prerendered sign-in pages (whose page the router has loaded and
        // whose later screens have a boundary of their own): React hydrates a boundary of the
        // HTML only after the rest, at idle priority, so a press on the form right after the
        // page went live waited for its whole hydration, synchronously (~300 ms at 4× CPU).
        <Outlet />
      ) : (
        <Suspense fallback={<Loading page />}>
          <Outlet />
        </Suspense>
      )}
    </RouteLayout>
  );
}

const loadQueryProvider = () => import('./query-provider');

/**
 * What the first signed-in page needs: the session's calls, the data cache, the layouts, the
 * signed-in pages' table, and the page everyone goes to after signing in (loaded before the
 * address changes: the sign-in's last step is then one request, the sign-in itself).
 */
function preloadSignedIn(): void {
  preloadSignedInSession();
  loadQueryProvider().catch(() => undefined);
  preloadLayouts();
  PAGES.profileSelect?.().catch(() => undefined);
  preloadSignedInPages().catch(() => undefined);
}

/**
 * An anonymous person who starts using the page (a key or a click: typing in the sign-in form)
 * may be about to sign in: what comes next loads while they type, not after they submit.
 */
function usePreloadSignedInOnInput(signedIn: boolean): void {
  useEffect(() => {
    if (signedIn) return;
    const events = ['keydown', 'pointerdown'] as const;
    const stop = () => events.forEach((type) => document.removeEventListener(type, start, true));
    function start() {
      stop();
      // After the key or press has been answered, a load per task (its preloads and requests
      // held up the empty form's first press: docs/performance.md).
      void loadInBackground(
        preloadSignedInSession,
        () => loadQueryProvider().catch(() => undefined),
        preloadLayouts,
        () => PAGES.profileSelect?.().catch(() => undefined),
      );
    }
    events.forEach((type) => document.addEventListener(type, start, true));
    return stop;
  }, [signedIn]);
}

function AppShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSession();
  // Validated for which account: a different person signing in is validated afresh.
  const [validatedFor, setValidatedFor] = useState<string>();
  const account = state.identity?.userUuid ?? '';
  const [failure, setFailure] = useState<unknown>();
  const [queries, setQueries] = useState<{ Provider: QueryProvider }>();

  useEffect(() => {
    // Synchronous: the new address and the session change render together, so the guard of the
    // page being left never sees the signed-out state and sends people back with a redirect.
    setSessionNavigate((to) => void navigate(to, { replace: true, flushSync: true }));
  }, [navigate]);

  useEffect(() => {
    if (!state.signedIn) return;
    let live = true;
    validateSignedInState().then(
      () => live && setValidatedFor(account),
      (error: unknown) => {
        if (!live) return; // a page that is gone has nobody to tell
        console.error('State initialization failed', error);
        setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [state.signedIn, account, location.pathname]);

  usePreloadSignedInOnInput(state.signedIn);

  useEffect(() => {
    if (!state.signedIn || queries) return;
    // What the first signed-in page needs, fetched while the user is validated.
    preloadSignedIn();
    let live = true;
    loadQueryProvider().then(
      ({ createQueryProvider }) => live && setQueries({ Provider: createQueryProvider() }),
      (error: unknown) => {
        if (!live) return;
        console.error('State initialization failed', error);
        setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [state.signedIn, queries]);

  // The route announcer stays through the loading screens, so the navigation that happened
  // behind one (sign-in, then the user's validation) is still followed when its page shows.
  return (
    <>
      {content()}
      <RouteFocus />
    </>
  );

  function content(): ReactNode {
    if (state.status === 'initializing') return <AppLoader />;
    if (failure) {
      // Signed in, with a start that fails again at every Retry (the product has no user for
      // this account, decision 014): Log out is the way back to the sign-in page.
      const logout = state.signedIn ? (
        <Suspense fallback={null}>
          <LogoutButton
            variant="text"
            fullWidth={false}
            onLoggedOut={() => setFailure(undefined)}
          />
        </Suspense>
      ) : undefined;
      return <StateInitError action={logout} />;
    }
    if (state.signedIn && (validatedFor !== account || !queries)) return <AppLoader />;
    // Once loaded the data cache stays, so signing out and in again keeps the same tree.
    const Provider = queries?.Provider;
    const page: ReactNode = (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
    return Provider ? <Provider>{page}</Provider> : page;
  }
}

/**
 * The route objects of the route table (one set per router: each keeps its loaded page), and
 * `extra` routes of the build beside them (the demo identity page, src/main.tsx).
 */
export function appRoutes(
  routes: readonly AppRoute[] = APP_ROUTES,
  extra: readonly RouteObject[] = [],
): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: AppLoader,
      children: [
        { path: '/', element: <RouteGate def={undefined} /> },
        ...routes.map((def): RouteObject => ({
          // A pathless guard route over the page's route: the table's path stays whole (its `*`
          // and `:step?` match as written) and the guard wraps exactly that page.
          id: def.key,
          element: <RouteGate def={def} />,
          errorElement: <RouteErrorScreen />,
          children: [
            {
              path: def.path,
              lazy: lazyPage(
                def.showsSignInForm
                  ? () =>
                      Promise.all([
                        def.load(),
                        session.tenantModeSettled(SIGN_IN_FORM_WAIT_MS),
                      ]).then(([page]) => page)
                  : def.load,
              ),
            },
          ],
        })),
        ...extra,
        { path: '*', element: <RouteGate def={undefined} /> },
      ],
    },
  ];
}

/** The app's router over the browser's address bar: created once per page (src/main.tsx). */
export function createAppRouter(extra: readonly RouteObject[] = []) {
  return createBrowserRouter(appRoutes(APP_ROUTES, extra));
}

/**
 * The router for a page whose HTML was prerendered (src/entry-server.tsx): the page modules of the
 * routes matching the address are loaded first, so the router starts with the page in place and
 * its first render is the HTML's (React Router's "lazy routes" recipe for hydration).
 */
export async function createHydratingRouter(
  extra: readonly RouteObject[] = [],
): Promise<AppRouterInstance> {
  const routes = appRoutes(APP_ROUTES, extra);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;
