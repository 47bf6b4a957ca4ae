/**
 * Fault suite, a page's code that cannot be loaded (a new deploy removed the old chunk, or the
 * network dropped it): the app reloads the page once; if it fails again the error screen says so,
 * and the next visit starts afresh. A page reload is what jsdom reports as a navigation it does
 * not implement; the "reloaded" page is the app opened again with the same tab storage.
 */
import { screen, waitFor } from '@testing-library/react';
import { openApp, setupApp, signInByApi } from './app-harness';

/**
 * How many loads of a page chunk fail from now on. (A module that loaded once stays loaded for
 * the rest of the file, as in a browser tab: each case that needs a fresh failure takes a chunk
 * no earlier case has loaded.)
 */
const mockChunk = { failures: 0 };
const CHUNK_ERROR = 'Failed to fetch dynamically imported module: /assets/frame-page-1a2b3c.js';

jest.mock('@/app/pages/frame-page', () => {
  if (mockChunk.failures > 0) {
    mockChunk.failures -= 1;
    throw new TypeError(
      'Failed to fetch dynamically imported module: /assets/frame-page-1a2b3c.js',
    );
  }
  return jest.requireActual('@/app/pages/frame-page');
});
jest.mock('@/features/onboarding/validate-phone-page', () => {
  if (mockChunk.failures > 0) {
    mockChunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/validate-phone.js');
  }
  return jest.requireActual('@/features/onboarding/validate-phone-page');
});

setupApp();

/** A page still drawn by the shared frame page (its chunk is the one made to fail above). */
const PAGE = '/profiles/account/roles-permissions';
const PAGE_TITLE = 'Roles and permissions';

/** Page reloads asked of the browser (jsdom logs each one as a navigation it cannot do). */
const reloads = () =>
  (console.error as jest.Mock).mock.calls.filter((args) =>
    String(args[0]?.message ?? args[0]).includes('Not implemented: navigation'),
  ).length;

beforeEach(() => {
  (console.error as jest.Mock).mockClear();
  mockChunk.failures = 0;
});

const visit = (path = PAGE) => openApp(path);

/** The page asked the browser for one reload in all (it may take a while to fail its import). */
const expectOneReload = () => waitFor(() => expect(reloads()).toBe(1));

describe('a page whose code cannot be loaded', () => {
  it('fails, reloads once, fails again: the error screen with the reason, no second reload', async () => {
    await signInByApi();
    mockChunk.failures = 2;
    const first = await visit();
    await expectOneReload();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    first.unmount();

    await visit(); // the reloaded page
    expect(await screen.findByText('Unexpected Application Error!')).toBeVisible();
    expect(screen.getByTestId('error-text')).toHaveTextContent(CHUNK_ERROR);
    expect(reloads()).toBe(1);
    // The next visit (a fixed deploy) may reload again if it has to: the guard is gone.
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
  });

  it('fails once, the reloaded page loads: the page, and the guard cleared', async () => {
    await signInByApi();
    mockChunk.failures = 1;
    const first = await visit();
    await expectOneReload();
    first.unmount();

    await visit();
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    expect(reloads()).toBe(1);
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
  });

  it('with tab storage blocked: the error screen at once, never a reload loop', async () => {
    await signInByApi('user@demo.test');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    mockChunk.failures = 1;
    try {
      await visit('/onboarding/validate-phone');
      expect(await screen.findByText('Unexpected Application Error!')).toBeVisible();
      expect(screen.getByTestId('error-text')).toHaveTextContent(/validate-phone\.js/);
      expect(reloads()).toBe(0);
    } finally {
      (Storage.prototype.setItem as jest.Mock).mockRestore();
    }
  });

  it('control: a page whose code loads shows at once, without a reload', async () => {
    await signInByApi();
    await visit();

    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    expect(reloads()).toBe(0);
  });
});
