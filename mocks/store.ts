/**
 * The live demo database. In the browser it survives reloads (IndexedDB) and is one database for
 * every tab of the origin: each call's turn (`transaction`) runs while no other tab's runs (Web
 * Locks), reads what another tab stored since, and has stored its changes before the next turn
 * starts. IndexedDB rather than localStorage: Chromium copies localStorage into each tab's process
 * and brings other tabs' writes over later, so a tab could take its turn on a stale copy; an
 * IndexedDB write that has completed is what every tab reads next. In jest and the HTTP server
 * the state lives in memory. `resetDemoData` restores the seed.
 */
import { createStore, get, set, setMany } from 'idb-keyval';
import type { DemoDb } from './db';
import { SCHEMA_VERSION, seedDb } from './seed';

export const DEMO_STORAGE_KEY = 'demo-backend';

export interface Persistence {
  load(): Promise<string | null>;
  /** Stores `value` with `revision`, a new token for every save, in one step. */
  save(value: string, revision: string): Promise<void>;
  /**
   * The revision stored with the state, read without the state itself (absent: every turn loads
   * the stored text and compares it with what it last read or wrote).
   */
  revision?(): Promise<string | undefined>;
  /** Runs `work` while no other holder of the same storage runs any (absent: it just runs). */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}

let persistence: Persistence | undefined;
let db: DemoDb | undefined;
/** The stored text `db` was read from or last written as: another tab's write changes it. */
let stored: string | null | undefined;
/** The revision of `stored`, when the persistence keeps one. */
let storedRevision: string | undefined;

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
    Array.isArray(v.professionals) &&
    Array.isArray(v.employers) &&
    Array.isArray(v.engagements) &&
    Array.isArray(v.auditEvents) &&
    Array.isArray(v.alerts) &&
    Array.isArray(v.helpArticles) &&
    Array.isArray(v.folders) &&
    Array.isArray(v.files) &&
    typeof v.registry === 'object' &&
    v.registry !== null &&
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
  stored = undefined;
  storedRevision = undefined;
}

/** The state to answer from (the seed until a turn has read what is stored). */
export function getDb(): DemoDb {
  db ??= fresh();
  return db;
}

function adopt(raw: string | null): void {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  stored = raw;
  db = isDb(parsed) ? parsed : fresh();
}

/**
 * Takes up what is stored when another tab (or an earlier visit) has stored something else: the
 * small revision is read first, and the state (hundreds of kilobytes) only when it has changed.
 */
export async function catchUp(): Promise<void> {
  if (!persistence) return;
  let raw: string | null;
  let revision: string | undefined;
  try {
    if (persistence.revision) {
      revision = await persistence.revision();
      if (db !== undefined && stored !== undefined && revision === storedRevision) return;
    }
    raw = await persistence.load();
  } catch {
    return; // storage unavailable: the demo keeps working in memory
  }
  if (db === undefined || raw !== stored) adopt(raw);
  storedRevision = revision;
}

/** Writes the state through to storage when it differs from what is stored. */
export async function commit(): Promise<void> {
  if (!persistence || !db) return;
  const raw = JSON.stringify(db);
  if (raw === stored) return;
  const revision = crypto.randomUUID();
  try {
    await persistence.save(raw, revision);
    stored = raw;
    storedRevision = revision;
  } catch {
    // Storage full or unavailable: the demo keeps working in memory.
  }
}

/** The end of the last turn queued in this process. */
let queue: Promise<void> = Promise.resolve();

export interface TurnOptions {
  /**
   * false for a call that only reads (every GET of the product API, for one): its turn stores
   * nothing, which spares serialising the whole state to learn that nothing changed. Its signing
   * key, made on first use, is still stored. tests/mocks/read-only-turns.test.ts holds each such
   * call to it.
   */
  writes?: boolean;
}

/**
 * One call's turn at the database: what other tabs stored is read first, nobody else's call runs
 * meanwhile, and the changes are stored before the turn ends, whatever the outcome (a failed call
 * may still consume a code).
 */
export function transaction<T>(
  work: () => Promise<T> | T,
  { writes = true }: TurnOptions = {},
): Promise<T> {
  const turn = async (): Promise<T> => {
    await catchUp();
    const read = db;
    const key = db?.signingKey;
    try {
      return await work();
    } finally {
      if (writes || db !== read || db?.signingKey !== key) await commit();
    }
  };
  // Across tabs, the persistence's lock; within this process (the Node server, the tests), the
  // turns queue here, so two calls never interleave at their awaits either (two refreshes with one
  // refresh token: the second sees the first's rotation).
  const exclusive = persistence?.exclusive;
  const run = () => (exclusive ? exclusive(turn) : turn());
  const result = queue.then(run, run);
  queue = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/** Back to the seed; the signing key stays, so nothing else needs to restart. */
export function resetDemoData(): Promise<void> {
  return transaction(() => {
    db = fresh(db?.signingKey);
  });
}

/**
 * The origin's IndexedDB, shared by its tabs; with Web Locks, one tab's turn at a time. State an
 * earlier version kept in localStorage is moved over once.
 */
export function indexedDbPersistence(locks?: LockManager, legacy?: Storage): Persistence {
  const store = createStore(DEMO_STORAGE_KEY, 'state');
  const revisionKey = `${DEMO_STORAGE_KEY}:revision`;
  return {
    async load() {
      const value = await get<string>(DEMO_STORAGE_KEY, store);
      if (value !== undefined) return value;
      const old = legacy?.getItem(DEMO_STORAGE_KEY) ?? null;
      if (old !== null) {
        await set(DEMO_STORAGE_KEY, old, store);
        legacy?.removeItem(DEMO_STORAGE_KEY);
      }
      return old;
    },
    // The state and a new revision in one IndexedDB transaction: a reader sees both or neither.
    save: (value, revision) =>
      setMany(
        [
          [DEMO_STORAGE_KEY, value],
          [revisionKey, revision],
        ],
        store,
      ),
    revision: () => get<string>(revisionKey, store),
    ...(locks && {
      exclusive: <T>(work: () => Promise<T>) => locks.request(DEMO_STORAGE_KEY, work) as Promise<T>,
    }),
  };
}
