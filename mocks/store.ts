/**
 * The live demo database. In the browser it survives reloads (one localStorage key); in jest and
 * the HTTP server it lives in memory. `resetDemoData` restores the seed.
 */
import type { DemoDb } from './db';
import { seedDb } from './seed';

export const DEMO_STORAGE_KEY = 'demo-backend';
const SCHEMA_VERSION = 1;

export interface Persistence {
  load(): string | null;
  save(value: string): void;
}

let persistence: Persistence | undefined;
let db: DemoDb | undefined;

function fresh(keep?: DemoDb['signingKey']): DemoDb {
  return { ...seedDb(), signingKey: keep };
}

function isDb(value: unknown): value is DemoDb {
  const v = value as Partial<DemoDb> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === SCHEMA_VERSION &&
    Array.isArray(v.accounts) &&
    Array.isArray(v.users) &&
    Array.isArray(v.secrets) &&
    Array.isArray(v.sessions) &&
    Array.isArray(v.outbox) &&
    typeof v.tenant === 'object' &&
    typeof v.settings === 'object'
  );
}

/** Where state is kept; a stored state that is unreadable or from another version is replaced by the seed. */
export function usePersistence(next: Persistence | undefined): void {
  persistence = next;
  db = undefined;
}

export function getDb(): DemoDb {
  if (db) return db;
  let stored: unknown;
  try {
    const raw = persistence?.load();
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    stored = undefined;
  }
  db = isDb(stored) ? stored : fresh();
  return db;
}

/** Writes the state through to storage (after every request that may have changed it). */
export function commit(): void {
  if (!persistence || !db) return;
  try {
    persistence.save(JSON.stringify(db));
  } catch {
    // Storage full or unavailable: the demo keeps working in memory.
  }
}

/** Back to the seed; the signing key stays, so nothing else needs to restart. */
export function resetDemoData(): void {
  db = fresh(db?.signingKey);
  commit();
}

export function localStoragePersistence(storage: Storage): Persistence {
  return {
    load: () => storage.getItem(DEMO_STORAGE_KEY),
    save: (value) => storage.setItem(DEMO_STORAGE_KEY, value),
  };
}
