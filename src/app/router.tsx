/**
 * The router, built from the route table: every route passes its guard decision, then renders its
 * layout and lazily loaded page. The root element keeps the session's user valid on every route
 * change and gives the session the router's navigate.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom';
import { AppLoader } from '@/components/app-loader';
import { ErrorScreen } from '@/components/error-screen';
import { Loading } from '@/components/loading';
import { StateInitError } from '@/components/state-init-error';
import { appConfig } from '@/config/app-config';
import { session, setSessionNavigate } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { LayoutFor } from './layouts';
import { lazyPage } from './lazy-page';
import { decide } from './routes/guards';
import type { RouteDef } from './routes/routes';
import { ROUTES } from './routes/routes';

/** SPEC §4 "App start": user and professional validation, one at a time. */
export async function validateSignedInState(): Promise<void> {
  await session.validateUser();
  if (session.validateProfessional() === 'needsRefresh') {
    await session.validateUser({ force: true });
    // The server still has no professional record for this user: the stored id is stale.
    if (session.validateProfessional() === 'needsRefresh') session.forgetProfessionalId();
  }
}

function RouteGate({ def, children }: { def: RouteDef | undefined; children?: ReactNode }) {
  const state = useSession();
  const location = useLocation();
  const intl = useIntl();
  const decision = decide(def, state, { ...location, origin: window.location.origin });
  const title = def ? intl.formatMessage(def.title) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · ${appConfig.appName}` : appConfig.appName;
  }, [title]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!def) return null;
  return (
    <LayoutFor layout={def.layout} signedIn={state.signedIn}>
      <Suspense fallback={<Loading page />}>{children}</Suspense>
    </LayoutFor>
  );
}

function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

function AppShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSession();
  // Validated for which account: a different person signing in is validated afresh.
  const [validatedFor, setValidatedFor] = useState<string>();
  const account = state.identity?.userUuid ?? '';
  const [failure, setFailure] = useState<unknown>();

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
        console.error('State initialization failed', error);
        if (live) setFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [state.signedIn, account, location.pathname]);

  if (state.status === 'initializing') return <AppLoader />;
  if (failure) return <StateInitError />;
  if (state.signedIn && validatedFor !== account) return <AppLoader />;
  return <Outlet />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <RouteGate def={undefined} /> },
        ...ROUTES.map((def) => {
          const Page = lazyPage(def.load);
          return {
            path: def.path,
            element: (
              <RouteGate def={def}>
                <Page />
              </RouteGate>
            ),
            errorElement: <RouteError />,
          };
        }),
        { path: '*', element: <RouteGate def={undefined} /> },
      ],
    },
  ]);
}

/** The router, created once per page. */
export function useAppRouter() {
  return useMemo(() => createAppRouter(), []);
}
