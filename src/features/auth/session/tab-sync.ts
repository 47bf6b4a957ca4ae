/**
 * The session across tabs: this tab tells the others when it has new tokens or has signed out
 * (through sync-channel.ts), and follows what they tell it. The tokens themselves travel in the
 * shared cookies; a message only says "read them again".
 */
import type { SessionDeps, SyncMessage } from './session-types';

export interface TabSyncTarget {
  /** Takes up the tokens the cookies hold now; false when there is no usable access token. */
  adopt(): boolean;
  signedIn(): boolean;
  /** Clears the session here without navigating. */
  clear(): void;
  /** Clears the session here and goes to sign-in. */
  leave(): void;
}

export function createTabSync(channel: SessionDeps['channel'], here: TabSyncTarget) {
  return {
    tokensChanged: (): void => channel?.post({ type: 'tokens' }),
    signedOut: (): void => channel?.post({ type: 'signedOut' }),

    /** Another tab signed in, refreshed or signed out. */
    onSync(message: SyncMessage): void {
      if (message.type === 'tokens') {
        // The other tab's tokens are unusable here (expired, or cleared since): so is this session.
        if (!here.adopt() && here.signedIn()) here.clear();
        return;
      }
      if (here.signedIn()) here.leave();
    },
  };
}
