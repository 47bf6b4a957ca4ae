/**
 * Pages load through React Router's route `lazy`; a page module that fails to load (usually a new
 * deploy removed the old chunk) reaches the route's `errorElement`, which applies SPEC §2.4's
 * rule: the page reloads once; if it fails again the error screen shows why.
 */
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { useRouteError } from 'react-router-dom';
import { AppLoader } from '@/components/app-loader';
import { ErrorScreen } from '@/components/error-screen';
import { safeStorage } from '@/features/auth/session/storage';

/** Set while a reload for a failed chunk is under way, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_KEY = 'chunk-reload';
const tab = safeStorage(() => globalThis.sessionStorage);

/** A page's module could not be loaded; the text is the loader's own. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

/** A route `lazy` for a page module; a module that loads clears the reload guard. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      tab.remove(CHUNK_RELOAD_KEY);
      return { Component: module.default };
    } catch (error) {
      throw new PageLoadError(error);
    }
  };
}

export interface ReloadDeps {
  reload(): void;
}

const browserReload: ReloadDeps = { reload: () => window.location.reload() };

/**
 * Whether to reload for a page that failed to load: once per tab until a page loads. Without
 * session storage the guard cannot be kept, so the answer is no (no reload loop).
 */
export function claimChunkReload(): boolean {
  if (tab.get(CHUNK_RELOAD_KEY) !== null) {
    tab.remove(CHUNK_RELOAD_KEY); // the next visit (a fixed deploy) may reload again
    return false;
  }
  tab.set(CHUNK_RELOAD_KEY, String(Date.now()));
  return tab.get(CHUNK_RELOAD_KEY) !== null;
}

/** Per failed load, whether it reloads: decided once, however often the screen renders. */
const reloadFor = new WeakMap<PageLoadError, boolean>();

function reloadsFor(error: PageLoadError): boolean {
  let decided = reloadFor.get(error);
  if (decided === undefined) {
    decided = claimChunkReload();
    reloadFor.set(error, decided);
  }
  return decided;
}

/** The route's `errorElement`: SPEC §2.4's error screen, after one reload for a failed chunk. */
export function RouteErrorScreen({ deps = browserReload }: { deps?: ReloadDeps }) {
  const error = useRouteError();
  const reloading = error instanceof PageLoadError && reloadsFor(error);
  useEffect(() => {
    if (reloading) deps.reload();
    else console.error('The route caught the following error', error);
  }, [reloading, deps, error]);
  if (reloading) return <AppLoader />; // the page is going away
  return <ErrorScreen error={error instanceof PageLoadError ? error.cause : error} />;
}
