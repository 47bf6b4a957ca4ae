/**
 * A module that failed to load is asked for again by another address (Chromium 150 keeps the
 * failure in its module map): the settings' language test in tests/e2e shows it in a browser.
 */
import { retryingImport } from '@/lib/retrying-import';

const failure = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4399/assets/es-fIouaB_8.js',
);

it('loads as usual until a load fails, then asks for the same file with a new query each time', async () => {
  const load = jest.fn().mockResolvedValueOnce({ default: 'first' }).mockRejectedValue(failure);
  const next = retryingImport(load);
  await expect(next()).resolves.toEqual({ default: 'first' });
  await expect(next()).rejects.toBe(failure);
  // The retry goes to the browser's import by address (not available under jest: its refusal
  // names the address asked for).
  await expect(next()).rejects.toThrow(/es-fIouaB_8\.js\?retry=1/);
  await expect(next()).rejects.toThrow(/es-fIouaB_8\.js\?retry=2/);
  expect(load).toHaveBeenCalledTimes(2);
});

it('passes a failure that names no file on, and tries the load itself again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(1);
  const next = retryingImport(load);
  await expect(next()).rejects.toThrow('offline');
  await expect(next()).resolves.toBe(1);
});
