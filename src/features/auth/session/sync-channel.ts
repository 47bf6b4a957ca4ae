/**
 * Cross-tab session messages: BroadcastChannel where the browser has it, else storage events on a
 * dedicated key (SPEC §4 session, issue: a logout in one tab signs out the others within 2 s).
 */
import type { SyncMessage } from './session-types';

const CHANNEL = 'session-sync';
const STORAGE_KEY = 'session-sync';

export function createSyncChannel(tenantId: string) {
  const name = `${CHANNEL}.${tenantId}`;
  const broadcast = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
  // Outside a browser (tests, server rendering) an open channel must not keep the process alive.
  (broadcast as unknown as { unref?: () => void } | undefined)?.unref?.();
  return {
    post(message: SyncMessage): void {
      if (broadcast) {
        broadcast.postMessage(message);
        return;
      }
      try {
        // A fresh value each time, so a repeated message still fires the storage event.
        localStorage.setItem(
          STORAGE_KEY,
          JSON.stringify({ ...message, tenantId, at: Date.now(), nonce: Math.random() }),
        );
      } catch {
        // storage blocked: other tabs notice at their next request instead
      }
    },
    subscribe(listener: (message: SyncMessage) => void): () => void {
      const valid = (data: unknown): data is SyncMessage =>
        typeof data === 'object' &&
        data !== null &&
        ['signedOut', 'tokens'].includes((data as SyncMessage).type);
      if (broadcast) {
        const onMessage = (event: MessageEvent) => {
          if (valid(event.data)) listener({ type: event.data.type });
        };
        broadcast.addEventListener('message', onMessage);
        return () => broadcast.removeEventListener('message', onMessage);
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY || !event.newValue) return;
        try {
          const data: unknown = JSON.parse(event.newValue);
          if (valid(data) && (data as { tenantId?: string }).tenantId === tenantId)
            listener({ type: data.type });
        } catch {
          // not ours
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
