/**
 * @jest-environment node
 */
/** A page the demo worker does not serve is loaded again once, never in a loop (mocks/browser.ts). */
import { reloadOnceForWorker } from '@mocks/worker-reload';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

it('reloads once, not again within 30 s, and again after that', () => {
  const storage = memoryStorage();
  expect(reloadOnceForWorker(storage, 1_000_000)).toBe(true);
  expect(reloadOnceForWorker(storage, 1_000_000 + 29_999)).toBe(false);
  expect(reloadOnceForWorker(storage, 1_000_000 + 30_000)).toBe(true);
});

it('never reloads where it cannot remember having done so', () => {
  expect(reloadOnceForWorker(undefined, 1)).toBe(false);
  const refusing = memoryStorage();
  refusing.setItem = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  expect(reloadOnceForWorker(refusing, 1)).toBe(false);
});

it('treats an unreadable remembered time as none', () => {
  const storage = memoryStorage();
  storage.setItem('demo-backend-unserved-reload', 'not a number');
  expect(reloadOnceForWorker(storage, 5)).toBe(true);
});
