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
    modeSource: 'guess',
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
