/**
 * The app's browser router: React Router's component router (`<Router>` over the browser's
 * history), which keeps its data router (loaders, actions, fetchers: about 16 KB gzip the app does
 * not use) out of the first load. It behaves as the data router's `RouterProvider` did for this
 * app: a navigation renders in a transition (the current page stays until the next one is ready),
 * unless it asks for `flushSync: true`, which renders it at once, together with any update made
 * just before (the session's change of state and its redirect commit together).
 */
import { Component, startTransition, useLayoutEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Location, Navigator } from 'react-router-dom';
import { ErrorScreen } from '@/components/error-screen';

type History = ReturnType<typeof createBrowserHistory>;
type Update = { action: History['action']; location: Location };

/** Wraps the history so a navigation with `flushSync: true` is rendered synchronously. */
function syncAwareNavigator(history: History, sync: { next: boolean }): Navigator {
  const run = (flush: boolean | undefined, navigate: () => void) => {
    sync.next = flush === true;
    try {
      navigate();
    } finally {
      sync.next = false;
    }
  };
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => run(options?.flushSync, () => history.push(to, state)),
    replace: (to, state, options) => run(options?.flushSync, () => history.replace(to, state)),
  };
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, sync }] = useState(() => {
    const created = createBrowserHistory({ window, v5Compat: true });
    const flag = { next: false };
    return { history: created, navigator: syncAwareNavigator(created, flag), sync: flag };
  });
  const [state, setState] = useState<Update>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = () => setState({ action, location });
        if (sync.next) flushSync(update);
        else startTransition(update);
      }),
    [history, sync],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/**
 * A route's error boundary (the data router's `errorElement`): what a route's element throws
 * while rendering shows the error screen in its place, until the address changes.
 */
export class RouteErrorBoundary extends Component<
  { location: Location; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    location: this.props.location,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.location !== state.location)
      return { failed: false, error: undefined, location: props.location };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('React Router caught the following error during render', error, info);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
