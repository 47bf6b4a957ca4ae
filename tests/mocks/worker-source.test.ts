/**
 * The demo backend's worker as the app serves it (mocks/worker-source.ts): MSW's worker, run here
 * in a stand-in worker scope, sends the app's own files to the network itself and still takes
 * every API call to the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FILES, demoWorkerSource } from '@mocks/worker-source';

const stock = readFileSync(path.join(__dirname, '../../mocks/public/mockServiceWorker.js'), 'utf8');

type Listener = (event: unknown) => unknown;

/** The served worker evaluated in a scope of its own, one page (client `tab-1`) mocking. */
async function servedWorker(source: string) {
  const listeners = new Map<string, Listener>();
  const client = { id: 'tab-1', frameType: 'top-level', postMessage: jest.fn() };
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { get: async () => client, matchAll: async () => [client], claim: async () => {} },
    registration: { unregister: jest.fn() },
    skipWaiting: jest.fn(),
  };
  // The page's side of a message is never answered here: a channel that carries nothing.
  class MessageChannel {
    port1 = { onmessage: null, close: () => undefined };
    port2 = {};
  }
  new Function('self', 'addEventListener', 'MessageChannel', source)(
    scope,
    scope.addEventListener,
    MessageChannel,
  );
  await listeners.get('message')!({ data: 'MOCK_ACTIVATE', source: { id: 'tab-1' } });
  /** Whether the worker answers the request itself (through the page) or leaves it to the network. */
  return (url: string) => {
    const respondWith = jest.fn((answer: Promise<unknown>) => answer.catch(() => undefined));
    listeners.get('fetch')!({ request: { url, mode: 'cors', cache: 'default' }, respondWith });
    return respondWith.mock.calls.length > 0 ? 'through the page' : 'to the network';
  };
}

describe("the demo backend's worker", () => {
  it.each([
    ['http://127.0.0.1:4173/assets/main-27gEmIEF.js', 'to the network'],
    ['http://127.0.0.1:4173/assets/auth-frame-page-DZCKf5rI.js', 'to the network'],
    ['http://localhost:5173/src/features/users/users-page.tsx?t=1732', 'to the network'],
    ['http://localhost:5173/node_modules/.vite/deps/react.js?v=1', 'to the network'],
    ['http://localhost:5173/@vite/client', 'to the network'],
    ['http://127.0.0.1:4173/favicon.svg', 'to the network'],
    ['http://127.0.0.1:4173/api/v1/users/7', 'through the page'],
    ['http://127.0.0.1:4173/api/v1/documents/12/content', 'through the page'],
    ['http://127.0.0.1:4173/v0/tenants/demo1234/auth/basic', 'through the page'],
  ])(
    'sends %s %s (the app’s own files to the network, API calls through the page)',
    async (url, way) => {
      const fetching = await servedWorker(demoWorkerSource(stock));
      expect(fetching(url)).toBe(way);
    },
  );

  it('is MSW’s worker unchanged but for that line (the file on disk stays as MSW writes it)', async () => {
    expect(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')).toBe(stock);
    const served = demoWorkerSource(stock);
    expect(served.split('\n').filter((line) => !stock.includes(line))).toEqual([
      '  // The app’s own files go to the network, not through the page (mocks/worker-source.ts).',
      `  if (${APP_FILES.toString()}.test(event.request.url)) {`,
    ]);
    // Unpatched, MSW's worker takes the app's files to the page too.
    const fetching = await servedWorker(stock);
    expect(fetching('http://127.0.0.1:4173/assets/main-27gEmIEF.js')).toBe('through the page');
  });

  it('refuses a worker it no longer knows, instead of serving it without the bypass', () => {
    expect(() => demoWorkerSource(stock.replace('// Bypass navigation requests.', ''))).toThrow(
      /MSW’s mockServiceWorker\.js changed/,
    );
  });
});
