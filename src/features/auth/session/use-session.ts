import { useSyncExternalStore } from 'react';
import { session } from './index';
import type { SessionState } from './session';

/** The session's state, re-rendering on every change (sign-in, refresh, sign-out, another tab). */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
