/**
 * The router: the current location and how to navigate in React context, routes matched and
 * rendered from a route table (`useRoutes`, `<Routes>`), redirects (`<Navigate>`). The API follows
 * React Router's component router (names, props, matching and ranking), for what this app uses.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { History, Location, MemoryHistoryOptions, Path, To } from './history';
import { createMemoryHistory } from './history';
import type { Params } from './match-path';
import { decodePath, matchPath } from './match-path';
import { isExternal, joinPaths, resolveTo } from './path';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry: `useLocation().state`. */
  state?: unknown;
  /**
   * Render the new location at once (in `flushSync`) instead of in a transition, where the
   * router supports it (the app's browser router does).
   */
  flushSync?: boolean;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  /** Back (-1) or forward (1) in the history. */
  (delta: number): void | Promise<void>;
}

/** What a router navigates with: a history, or one wrapped to honour `flushSync`. */
export interface Navigator {
  createHref: History['createHref'];
  go: History['go'];
  push(to: Path, state?: unknown, options?: NavigateOptions): void;
  replace(to: Path, state?: unknown, options?: NavigateOptions): void;
}

interface NavigationContextValue {
  navigator: Navigator;
  navigate: NavigateFunction;
}

interface RouteContextValue {
  outlet: ReactElement | null;
  params: Params;
}

export const NavigationContext = createContext<NavigationContextValue>(null as never);
const LocationContext = createContext<Location>(null as never);
const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** Navigating to another origin (or to `javascript:` and the like) is refused, as React Router does. */
function resolveNavigation(to: To, from: string): Path {
  if (typeof window !== 'undefined' && isExternal(to, window.location.origin)) {
    throw new Error('External navigation is not allowed');
  }
  return resolveTo(to, from);
}

/**
 * Provides `location` to everything below, and navigation through `navigator`. The location
 * object given to `useLocation()` stays the same while its parts do (error boundaries and effects
 * compare it).
 */
export function Router({
  location: { pathname, search, hash, state, key },
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children?: ReactNode;
}) {
  const location = useMemo(
    () => ({ pathname, search, hash, state, key }),
    [pathname, search, hash, state, key],
  );
  // The rendered pathname, against which a relative `to` resolves.
  const from = useRef(pathname);
  useLayoutEffect(() => {
    from.current = pathname;
  }, [pathname]);
  const navigation = useMemo<NavigationContextValue>(
    () => ({
      navigator,
      navigate: (to: To | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') return navigator.go(to);
        const path = resolveNavigation(to, from.current);
        if (options.replace) navigator.replace(path, options.state, options);
        else navigator.push(path, options.state, options);
      },
    }),
    [navigator],
  );
  return (
    <NavigationContext value={navigation}>
      <LocationContext value={location}>{children}</LocationContext>
    </NavigationContext>
  );
}

/** A router over a history in memory (tests): navigations render in a transition. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: MemoryHistoryOptions & { children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  const [location, setLocation] = useState(() => history.location);
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setLocation(update.location))),
    [history],
  );
  return (
    <Router location={location} navigator={history}>
      {children}
    </Router>
  );
}

/** The current location: `{ pathname, search, hash, state, key }`. */
export function useLocation(): Location {
  return useContext(LocationContext);
}

/** Navigates to a path (absolute, or relative to the current pathname) or back/forward. Stable. */
export function useNavigate(): NavigateFunction {
  return useContext(NavigationContext).navigate;
}

/** The params of the route being rendered (`:id` → `{ id }`, a splat → `{ '*': … }`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Where a layout route renders its matched child route. */
export function Outlet(): ReactElement | null {
  return useContext(RouteContext).outlet;
}

/** Navigates when rendered (after commit, in an effect), then renders nothing. */
export function Navigate({ to, replace, state }: { to: To } & Omit<NavigateOptions, 'flushSync'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = resolveNavigation(to, pathname);
  const target = `${path.pathname}${path.search}${path.hash}`;
  useEffect(() => {
    void navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface RouteObject {
  /** Absolute, or relative to the parent route's; none for a layout route. */
  path?: string;
  /** Matches its parent's path exactly. */
  index?: boolean;
  caseSensitive?: boolean;
  /** What the route renders; a route without one renders its matched child (`<Outlet />`). */
  element?: ReactNode;
  children?: RouteObject[];
}

interface Branch {
  path: string;
  score: number;
  indexes: number[];
  routes: RouteObject[];
  caseSensitive?: boolean;
}

/** `/a/:b?/c` → `/a/:b/c` and `/a/c` (React Router's `explodeOptionalSegments`). */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tails = explodeOptionalSegments(rest.join('/'));
  const result = tails.map((tail) => (tail === '' ? required : `${required}/${tail}`));
  if (optional) result.push(...tails);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

/** React Router's route ranking: static segments beat dynamic ones, which beat a splat. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentIndexes: number[] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, i) => {
    const own = route.path ?? '';
    const paths = own === '' || !own.includes('?') ? [own] : explodeOptionalSegments(own);
    for (const relative of paths) {
      const path = joinPaths([
        parentPath,
        relative.startsWith('/') ? relative.slice(parentPath.length) : relative,
      ]);
      const chain = [...parents, route];
      const indexes = [...parentIndexes, i];
      if (route.children?.length) flattenRoutes(route.children, branches, chain, indexes, path);
      if (route.path == null && !route.index) continue;
      branches.push({
        path,
        score: computeScore(path, route.index),
        indexes,
        routes: chain,
        caseSensitive: route.caseSensitive,
      });
    }
  });
  return branches;
}

/** Siblings keep their order; other routes of the same score keep the table's order. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0) : 0;
}

/** The route table's branches (a route and its parents), best ranked first. */
function rankRoutes(routes: RouteObject[]): Branch[] {
  return flattenRoutes(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes),
  );
}

function matchBranches(branches: Branch[], pathname: string) {
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const match = matchPath(
      { path: branch.path, caseSensitive: branch.caseSensitive, end: true },
      decoded,
    );
    if (match) return { routes: branch.routes, params: match.params };
  }
  return null;
}

/**
 * The best-ranked route matching `pathname` (decoded first, as React Router does), with its
 * parents (outermost first) and its params; null when none matches.
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
): { routes: RouteObject[]; params: Params } | null {
  return matchBranches(rankRoutes(routes), pathname);
}

/**
 * Renders the route of `routes` the current location matches (null if none): a layout route
 * renders its element, with the matched child in place of its `<Outlet />`.
 */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const branches = useMemo(() => rankRoutes(routes), [routes]);
  const match = useMemo(() => matchBranches(branches, pathname), [branches, pathname]);
  if (!match) return null;
  const { params } = match;
  return match.routes.reduceRight<ReactElement | null>(
    (outlet, route) => (
      <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>
    ),
    null,
  );
}

export interface RouteProps extends Omit<RouteObject, 'children'> {
  children?: ReactNode;
}

/** A route of `<Routes>`; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever to be used as the child of a <Routes> element.');
}

function createRoutesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (element) => {
    if (!isValidElement<RouteProps>(element)) return;
    if (element.type === Fragment) {
      routes.push(...createRoutesFromChildren(element.props.children));
      return;
    }
    const { children: nested, ...route } = element.props;
    routes.push(nested ? { ...route, children: createRoutesFromChildren(nested) } : route);
  });
  return routes;
}

/** `useRoutes` with the routes written as `<Route>` children. */
export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(createRoutesFromChildren(children));
}
