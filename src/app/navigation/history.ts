/**
 * Addresses and session histories: a path split into pathname, search and hash; the browser's
 * history (`window.history`, as React Router keeps it) and one in memory (for tests). Each entry
 * has a location with a unique `key`; the browser's entries keep the key, their index and the
 * navigation's state in `history.state` (`{ usr, key, idx }`), so a reload or the back button
 * finds them again.
 *
 * The path helpers live here, not in a module of their own, so that every part of the router is
 * used by the pages too: a module of the router that only the entry used (the browser history),
 * re-exported next to modules the lazily loaded pages use, makes the bundler (Rolldown) keep the
 * entry's shared modules out of the entry chunk, in extra chunks (about 4 KB more gzip on the
 * first load).
 */

export interface Path {
  /** Starts with `/`. */
  pathname: string;
  /** `''` or starts with `?`. */
  search: string;
  /** `''` or starts with `#`. */
  hash: string;
}

/** Where to go: a path string (`/a?b#c`) or some of its parts (the pathname defaults to here). */
export type To = string | Partial<Path>;

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashIndex = path.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = path.slice(hashIndex);
    path = path.slice(0, hashIndex);
  }
  const searchIndex = path.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = path.slice(searchIndex);
    path = path.slice(0, searchIndex);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search.charAt(0) === '?' ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.charAt(0) === '#' ? hash : `#${hash}`;
  return pathname;
}

export interface Location<State = unknown> extends Path {
  /** What the navigation that made this entry passed as `state` (null if nothing). */
  state: State;
  /** Unique per entry: `'default'` for the first page load's entry. */
  key: string;
}

/** How the current location came about: back/forward or start (POP), or a navigation. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Update {
  action: Action;
  location: Location;
}

export interface History {
  readonly action: Action;
  /** The current entry's location: the same object until the entry changes. */
  readonly location: Location;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called on every change (push, replace, back/forward): one listener at a time. */
  listen(listener: (update: Update) => void): () => void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function createLocation(
  from: Location | undefined,
  to: To | Partial<Location>,
  state: unknown,
  key?: string,
): Location {
  const parts: Partial<Location> = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: from ? from.pathname : '/',
    search: '',
    hash: '',
    ...parts,
    state: state ?? null,
    key: parts.key || key || createKey(),
  };
}

const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's history (`window.history`), told of back/forward by `popstate`. */
export function createBrowserHistory(): History {
  const global = window.history;
  let action: Action = 'POP';
  let listener: ((update: Update) => void) | null = null;
  const entry = () => (global.state ?? {}) as HistoryState;
  let location: Location | undefined;
  // The address bar's entry, as the same object while it is the same.
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr, key } = entry();
    const next: Location = { pathname, search, hash, state: usr || null, key: key || 'default' };
    const last = location;
    if (last && Object.entries(next).every(([k, v]) => last[k as keyof Location] === v))
      return last;
    return (location = next);
  };
  if (entry().idx == null) global.replaceState({ ...entry(), idx: 0 }, '');

  const change = (next: Action) => {
    action = next;
    listener?.({ action, location: read() });
  };
  const onPop = () => change('POP');
  const write = (replace: boolean, to: To, state: unknown) => {
    const next = createLocation(read(), to, state);
    const idx = (entry().idx ?? 0) + (replace ? 0 : 1);
    const data: HistoryState = { usr: next.state, key: next.key, idx };
    const url = createHref(next);
    if (replace) {
      global.replaceState(data, '', url);
    } else {
      try {
        global.pushState(data, '', url);
      } catch (error) {
        // State that cannot be stored is the caller's error; the browser refusing more entries
        // (iOS limits them) falls back to a full page load.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
    }
    change(replace ? 'REPLACE' : 'PUSH');
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return read();
    },
    createHref,
    push: (to, state) => write(false, to, state),
    replace: (to, state) => write(true, to, state),
    go: (delta) => global.go(delta),
    listen(fn) {
      if (listener) throw new Error('A history only accepts one active listener');
      listener = fn;
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}

export interface MemoryHistoryOptions {
  /** The entries, oldest first (paths or locations); `['/']` by default. */
  initialEntries?: (string | Partial<Location>)[];
  /** The current entry; the last one by default. */
  initialIndex?: number;
}

/** A history kept in memory (tests, no address bar): React Router's `createMemoryHistory`. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: MemoryHistoryOptions = {}): History {
  const entries = initialEntries.map((entry, i) =>
    createLocation(
      undefined,
      entry,
      typeof entry === 'string' ? null : entry.state,
      i === 0 ? 'default' : undefined,
    ),
  );
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let action: Action = 'POP';
  let listener: ((update: Update) => void) | null = null;
  const current = () => entries[index] as Location;
  const change = (next: Action) => {
    action = next;
    listener?.({ action, location: current() });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref,
    push(to, state) {
      const next = createLocation(current(), to, state);
      index += 1;
      entries.splice(index, entries.length, next);
      change('PUSH');
    },
    replace(to, state) {
      entries[index] = createLocation(current(), to, state);
      change('REPLACE');
    },
    go(delta) {
      index = clamp(index + delta);
      change('POP');
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}
