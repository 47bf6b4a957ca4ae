import { server } from '@mocks/node';

/** Starts the embedded backend (msw/node) for the calling test file; handlers reset after each test. */
export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
