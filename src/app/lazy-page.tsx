import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { safeStorage } from '@/features/auth/session/storage';

/** Set while a reload for a failed chunk is under way, so a broken deploy cannot loop (SPEC §2.4). */
export const CHUNK_RELOAD_KEY = 'chunk-reload';
const tab = safeStorage(() => globalThis.sessionStorage);

export interface LazyPageDeps {
  reload(): void;
}

/**
 * A lazily loaded page. When its module fails to load (usually a new deploy removed the old
 * chunk) the page reloads once; if it fails again the error reaches the error screen.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  deps: LazyPageDeps = { reload: () => window.location.reload() },
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      const module = await load();
      tab.remove(CHUNK_RELOAD_KEY);
      return module;
    } catch (error) {
      if (tab.get(CHUNK_RELOAD_KEY) === null) {
        tab.set(CHUNK_RELOAD_KEY, String(Date.now()));
        // Without session storage the guard cannot be kept: show the error instead of looping.
        if (tab.get(CHUNK_RELOAD_KEY) === null) throw error;
        deps.reload();
        return new Promise<never>(() => {}); // the page is going away
      }
      tab.remove(CHUNK_RELOAD_KEY);
      throw error;
    }
  });
}
