import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { configureApi } from '../api/client';

export const TEST_API_URL = 'http://api.test';

/** Points the API client at the host the tests' MSW handlers answer. */
export function pointApiAtTestHost(): void {
  configureApi({ apiUrl: TEST_API_URL });
}

/** The API's URL for a path, for MSW handlers: `apiPath('/api/lab/lab/')`. */
export const apiPath = (path: string): string => `${TEST_API_URL}${path}`;

/**
 * A test file's own API with only `handlers` (a test adds its own with `server.use`), the client
 * pointed at it and anything unanswered failing the test. Call it at the top of the file.
 */
export function setupTestApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => {
    pointApiAtTestHost();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
