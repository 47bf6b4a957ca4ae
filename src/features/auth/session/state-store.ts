/** The session's state and who listens to it (what `useSyncExternalStore` reads). */
import type { Mode } from '@generated/provider/model';
import type { SessionState } from './session-types';

export interface StateStore {
  get(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
}

/** Nobody is known to be signed in until the cookies have been read (`init`). */
export function initialState(mode: Mode): SessionState {
  return {
    status: 'initializing',
    signedIn: false,
    user: null,
    identity: null,
    roles: [],
    mode,
    secondFactor: null,
    cookiesEnabled: true,
  };
}

export function createStateStore(initial: SessionState): StateStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    // Arrow functions without `this`: React calls them detached from the store.
    get: () => state,
    set: (patch) => {
      // No change, no news: every reader of the state re-renders at once (synchronously) when
      // told, so a patch that changes nothing (a reset of what is already reset) says nothing.
      const keys = Object.keys(patch) as Array<keyof SessionState>;
      if (keys.every((key) => Object.is(state[key], patch[key]))) return;
      state = { ...state, ...patch };
      // A copy: a listener may unsubscribe itself (or subscribe another) while it is told.
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
