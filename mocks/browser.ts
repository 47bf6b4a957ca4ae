import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import type { DemoClock, DemoMessage } from '../generated/demo/model';
import { moveClock, readClock } from './demo-clock';
import { getDb, indexedDbPersistence, resetDemoData, transaction, usePersistence } from './store';
import { samlAssertion } from './provider/saml';
import type { SamlAssertion, SamlNavigation } from './provider/saml';
import { ssoLoginLink } from './provider/sso';
import { reloadOnceForWorker } from './worker-reload';
import { APP_FILES } from './worker-source';
import { indexedDbDocumentBytes, useDocumentBytes } from './document-bytes';

/**
 * The app's own files are never API calls, whatever their names: the generated handlers match
 * `* /users/:id`, which would also catch Vite's `/src/features/users/users-page.tsx` in development.
 * The worker the app serves sends them to the network itself (./worker-source.ts); this answers
 * any that still reach the page (a worker of an earlier version, until the browser updates it).
 */
const appFiles = http.all(APP_FILES, () => passthrough());

/**
 * MSW asks an existing worker registration to update and does not wait for the answer; when the
 * browser abandons that update (the page navigated away meanwhile, as quick navigations do) the
 * rejection would surface as an unhandled error of the page. The update is only a check for a
 * newer worker script: a failed one changes nothing, so its rejection is marked handled.
 */
function quietWorkerUpdates(): void {
  const proto = globalThis.ServiceWorkerRegistration?.prototype;
  if (!proto || (proto.update as { quiet?: true }).quiet) return;
  const update = proto.update;
  const quiet = function (this: ServiceWorkerRegistration) {
    const pending = update.call(this);
    pending.catch(() => undefined);
    return pending;
  };
  proto.update = Object.assign(quiet, { quiet: true as const });
}

/** localStorage, where an earlier version kept the state (moved to IndexedDB), unless blocked. */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The worker answers only the pages it controls. A page can load uncontrolled while the worker is
 * leaving: MSW's worker unregisters itself when the last page it knows of closes (a tab reloading
 * or moving on by a full load while another tab is still loading), and a page whose navigation
 * started then is not taken; its `start()` revives that registration, whose worker is already
 * active, so nothing claims the page. Its calls would go to the web server, whose answers (the
 * app's HTML) are no API's, and the page would show empty forms. Such a page is loaded again,
 * once: the revived worker then serves it. MSW reloads an uncontrolled page only when it finds a
 * registration before starting, which it does not here.
 */
function servedByWorker(): boolean {
  if (navigator.serviceWorker?.controller) return true;
  if (!reloadOnceForWorker(safeSessionStorage(), Date.now())) {
    console.error('demo backend: this page is not served by its worker; reload it');
    return true;
  }
  window.location.reload();
  return false;
}

/** What the app may do with the demo backend (main.tsx hands it to the app's demo controls). */
export interface DemoWorker {
  /** Restores the seeded demo tenant and reloads the page. */
  resetDemoData(): Promise<void>;
  /** The outbox, newest first, whichever tab's call sent the messages. */
  outbox(): Promise<DemoMessage[]>;
  /** A one-time sign-in link for `email`, as a social provider's sign-in ends (provider/sso.ts). */
  signInLink(email: string): Promise<{ token: string; uuid: string }>;
  /** Who the provider asserts for a SAML navigation, or its refusal; the token is spent (provider/saml.ts). */
  samlAssertion(navigation: SamlNavigation): Promise<SamlAssertion>;
  /** The demo calendar (calendar.ts). */
  clock(): Promise<DemoClock>;
  /** Moves the demo calendar to a day, or back to real time (null); raises what falls due. */
  moveClock(date: string | null): Promise<DemoClock>;
}

/**
 * Starts the embedded demo backend in the browser (npm start); its data survives reloads and is
 * the same in every tab (store.ts).
 */
export async function startDemoWorker(): Promise<DemoWorker> {
  quietWorkerUpdates();
  // Without IndexedDB (blocked storage) the demo works in memory; without Web Locks (an insecure
  // origin) the turns of several tabs may overlap.
  usePersistence(
    typeof indexedDB === 'undefined'
      ? undefined
      : indexedDbPersistence(navigator.locks, safeLocalStorage()),
  );
  if (typeof indexedDB !== 'undefined') useDocumentBytes(indexedDbDocumentBytes());
  const worker = setupWorker(appFiles, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Reloading: the app must not start meanwhile, so the start waits for the new page.
  if (!servedByWorker()) await new Promise<never>(() => undefined);
  return {
    async resetDemoData() {
      await resetDemoData();
      window.location.reload();
    },
    outbox: () =>
      transaction(() => getDb().outbox.map((message) => ({ ...message })), { writes: false }),
    signInLink: (email) => transaction(() => ssoLoginLink(email)),
    samlAssertion: (navigation) => transaction(() => samlAssertion(navigation)),
    clock: () => transaction(readClock, { writes: false }),
    moveClock: (date) => transaction(() => moveClock(date)),
  };
}
