/** Web storage that never throws: blocked, full or missing storage behaves as empty. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(pick: () => Storage | undefined): SafeStorage {
  return {
    get(key) {
      try {
        return pick()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick()?.setItem(key, value);
      } catch {
        // storage full or blocked: the value lives only in memory for this page
      }
    },
    remove(key) {
      try {
        pick()?.removeItem(key);
      } catch {
        // nothing we can do
      }
    },
  };
}

export const localStore = safeStorage(() => globalThis.localStorage);
export const sessionStore = safeStorage(() => globalThis.sessionStorage);
