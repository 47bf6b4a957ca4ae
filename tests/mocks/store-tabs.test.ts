/**
 * The browser demo backend is one database for every tab of the origin (issue #18): each tab runs
 * its own copy of mocks/store.ts over the same IndexedDB and the same Web Locks. Here copies of
 * the module stand for tabs, over one asynchronous storage (as IndexedDB is) and one lock manager;
 * the browser suite (tabs.e2e.ts) does the same with real tabs.
 */
import type * as StoreModule from '@mocks/store';
import type { Persistence } from '@mocks/store';

type Store = typeof StoreModule;

/** One origin's storage: what a completed save wrote is what every tab's next load reads. */
function sharedStorage(locks: LockManager) {
  let value: string | null = null;
  let revision: string | undefined;
  const calls = { load: 0, save: 0 };
  const later = () => new Promise((resolve) => setTimeout(resolve, 1));
  const persistence: Persistence = {
    load: async () => {
      calls.load += 1;
      await later();
      return value;
    },
    save: async (next, nextRevision) => {
      calls.save += 1;
      await later();
      value = next;
      revision = nextRevision;
    },
    revision: async () => {
      await later();
      return revision;
    },
    exclusive: (work) => locks.request('demo-backend', work) as never,
  };
  return {
    persistence,
    calls,
    read: () => value,
    /** Another writer (an earlier version of the app, say): new text, no revision. */
    write: (next: string) => {
      value = next;
      revision = undefined;
    },
  };
}

/** Web Locks as the browser grants them: one holder of a name at a time, in request order. */
function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, work: () => Promise<unknown>) => {
      const turn = (tails.get(name) ?? Promise.resolve()).then(() => work());
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  } as unknown as LockManager;
}

function openTab(storage: ReturnType<typeof sharedStorage>): Store {
  let store!: Store;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>('@mocks/store');
  });
  store.usePersistence(storage.persistence);
  return store;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

it('a tab answers with what another tab stored after it had read the database', async () => {
  const storage = sharedStorage(fakeLocks());
  const a = openTab(storage);
  const b = openTab(storage);
  const id = await a.transaction(() => a.getDb().users[0]!.id);
  await b.transaction(() => {
    b.getDb().users.find((u) => u.id === id)!.lastName = 'Written-in-B';
  });
  const seenByA = await a.transaction(() => a.getDb().users.find((u) => u.id === id)!.lastName);
  expect(seenByA).toBe('Written-in-B');
});

it('two tabs writing at once: both writes are kept', async () => {
  const storage = sharedStorage(fakeLocks());
  const a = openTab(storage);
  const b = openTab(storage);
  const [first, second] = await a.transaction(() => a.getDb().users.slice(0, 2));
  // Each turn reads, waits (as a call signing a token does), then writes.
  await Promise.all([
    a.transaction(async () => {
      const user = a.getDb().users.find((u) => u.id === first!.id)!;
      await pause();
      user.firstName = 'From-A';
    }),
    b.transaction(async () => {
      const user = b.getDb().users.find((u) => u.id === second!.id)!;
      await pause();
      user.firstName = 'From-B';
    }),
  ]);
  const c = openTab(storage);
  const names = await c.transaction(() =>
    c
      .getDb()
      .users.filter((u) => [first!.id, second!.id].includes(u.id))
      .map((u) => u.firstName),
  );
  expect(names.sort()).toEqual(['From-A', 'From-B']);
  expect(JSON.parse(storage.read()!).users).toHaveLength(c.getDb().users.length);
});

it('a turn that fails still stores what it changed (a code it consumed stays consumed)', async () => {
  const storage = sharedStorage(fakeLocks());
  const a = openTab(storage);
  const b = openTab(storage);
  await expect(
    a.transaction(() => {
      a.getDb().outbox.push({ id: 'm1' } as never);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await b.transaction(() => b.getDb().outbox.map((m) => m.id))).toContain('m1');
});

it('unreadable stored data is replaced by the seed, in every tab', async () => {
  const storage = sharedStorage(fakeLocks());
  storage.write('{not json');
  const a = openTab(storage);
  const count = await a.transaction(() => a.getDb().users.length);
  expect(count).toBeGreaterThan(0);
  const b = openTab(storage);
  expect(await b.transaction(() => b.getDb().users.length)).toBe(count);
});

it('a turn that only reads stores nothing, and loads the state only when another tab changed it', async () => {
  const storage = sharedStorage(fakeLocks());
  const a = openTab(storage);
  const b = openTab(storage);
  const id = await a.transaction(() => {
    const user = a.getDb().users[0]!;
    user.lastName = 'Stored-by-A';
    return user.id;
  });
  expect(storage.calls).toEqual({ load: 1, save: 1 });

  const lastName = () => a.getDb().users.find((u) => u.id === id)!.lastName;
  // Nothing changed since A's own write: neither loaded again nor stored.
  expect(await a.transaction(lastName, { writes: false })).toBe('Stored-by-A');
  expect(storage.calls).toEqual({ load: 1, save: 1 });

  // B writes: A's next read-only turn loads what B stored.
  await b.transaction(() => {
    b.getDb().users.find((u) => u.id === id)!.lastName = 'Stored-by-B';
  });
  const loadsBefore = storage.calls.load;
  expect(await a.transaction(lastName, { writes: false })).toBe('Stored-by-B');
  expect(storage.calls.load).toBe(loadsBefore + 1);

  // A read-only turn's stray change is not stored; the next writing turn stores everything.
  const saves = storage.calls.save;
  await a.transaction(
    () => {
      a.getDb().outbox.push({ id: 'stray' } as never);
    },
    { writes: false },
  );
  expect(storage.calls.save).toBe(saves);
  await a.transaction(() => undefined);
  expect(storage.calls.save).toBe(saves + 1);
  expect(JSON.parse(storage.read()!).outbox).toEqual([{ id: 'stray' }]);
});
