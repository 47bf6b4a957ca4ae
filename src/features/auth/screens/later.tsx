import { use } from 'react';
import type { ComponentType } from 'react';
import { preloadFormChecks } from '../forms/use-zod-form';
import type * as LaterScreensModule from './later-screens';

type LaterScreens = typeof LaterScreensModule;
export type LaterScreenName = keyof LaterScreens;

/** A load, marked the way React's `use()` reads a settled promise without suspending. */
type Loading = Promise<LaterScreens> & { status?: 'fulfilled'; value?: LaterScreens };
let loading: Loading | undefined;

/**
 * Loads the later screens (once). The sign-in page starts it when the visitor first interacts
 * or the page is idle, and the pages that open on one of them (reset, one-time code) load it
 * with the page, so a screen is there when the step comes.
 */
export function loadLaterScreens(): Promise<LaterScreens> {
  if (!loading) {
    preloadFormChecks();
    const promise: Loading = import('./later-screens').then(
      (module) => {
        Object.assign(promise, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt may succeed
        throw error;
      },
    );
    loading = promise;
  }
  return loading;
}

const laterScreens = new WeakSet<ComponentType>();

/** Whether the screen is one of ./later-screens.ts, which may suspend while it loads. */
export function isLaterScreen(screen: ComponentType): boolean {
  return laterScreens.has(screen);
}

/**
 * A screen of ./later-screens.ts: rendered at once when its module is there, else it suspends
 * (the flow shows its loading placeholder) until the module has come.
 */
export function laterScreen(name: LaterScreenName): ComponentType {
  function LaterScreen() {
    const Screen = use(loadLaterScreens())[name] as ComponentType;
    return <Screen />;
  }
  LaterScreen.displayName = `Later(${name})`;
  laterScreens.add(LaterScreen);
  return LaterScreen;
}
