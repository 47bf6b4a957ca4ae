import { setClock } from '@mocks/clock';
import { clearFaults } from '@mocks/faults';
import { server } from '@mocks/node';
import { resetDemoData } from '@mocks/store';

/**
 * Starts the embedded demo backend (msw/node) for the calling test file. After each test the
 * handlers, the demo data, pending faults and the demo clock go back to their defaults.
 */
export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    await resetDemoData();
    clearFaults();
    setClock(undefined);
  });
  afterAll(() => server.close());
  return server;
}
