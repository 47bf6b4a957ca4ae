/**
 * Where the demo backend keeps documents' bytes: apart from the state (store.ts), which every
 * turn reads and writes whole, so that a 10 MB scan is written once and read only when asked
 * for. In the browser, an IndexedDB store of its own, shared by the tabs like the state; in jest
 * and the HTTP server, memory. A document's record (its name, size, hash) lives in the state.
 */
import { createStore, del, get, set } from 'idb-keyval';

export interface DocumentBytes {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | undefined>;
  delete(id: string): Promise<void>;
}

export function memoryDocumentBytes(): DocumentBytes {
  const kept = new Map<string, Uint8Array>();
  return {
    put: async (id, bytes) => void kept.set(id, bytes),
    get: async (id) => kept.get(id),
    delete: async (id) => void kept.delete(id),
  };
}

export function indexedDbDocumentBytes(): DocumentBytes {
  const store = createStore('demo-backend-documents', 'bytes');
  return {
    put: (id, bytes) => set(id, bytes, store),
    get: (id) => get<Uint8Array>(id, store),
    delete: (id) => del(id, store),
  };
}

let current: DocumentBytes = memoryDocumentBytes();

export function useDocumentBytes(next: DocumentBytes): void {
  current = next;
}

export function documentBytes(): DocumentBytes {
  return current;
}
