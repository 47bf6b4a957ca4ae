/**
 * The app's browser router: the router of `@/app/navigation` over the browser's history. A
 * navigation renders in a transition (the current page stays until the next one is ready), unless
 * it asks for `flushSync: true`, which renders it at once, together with any update made just
 * before (the session's change of state and its redirect commit together). Back and forward
 * render in a transition too.
 */
import { Component, startTransition, useLayoutEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserHistory, Router } from '@/app/navigation';
import type { History, Location, Navigator } from '@/app/navigation';
import { ErrorScreen } from '@/components/error-screen';

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
    go: (delta) => history.go(delta),
    push: (to, state, options) => run(options?.flushSync, () => history.push(to, state)),
    replace: (to, state, options) => run(options?.flushSync, () => history.replace(to, state)),
  };
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, sync }] = useState(() => {
    const created = createBrowserHistory();
    const flag = { next: false };
    return { history: created, navigator: syncAwareNavigator(created, flag), sync: flag };
  });
  const [location, setLocation] = useState<Location>(() => history.location);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const apply = () => setLocation(update.location);
        if (sync.next) flushSync(apply);
        else startTransition(apply);
      }),
    [history, sync],
  );
  return (
    <Router location={location} navigator={navigator}>
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
 * A route's error boundary (what React Router's data router called an `errorElement`): what a
 * route's element throws while rendering shows the error screen in its place, until the location
 * changes (a new `useLocation()` object: another address, or a new entry for the same one).
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
    console.error('The route caught the following error during render', error, info);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
