import { configureApi } from '../api/client';

export const TEST_API_URL = 'http://api.test';

/** Points the API client at the host the tests' MSW handlers answer. */
export function pointApiAtTestHost(): void {
  configureApi({ apiUrl: TEST_API_URL });
}

/** The API's URL for a path, for MSW handlers: `apiPath('/api/lab/lab/')`. */
export const apiPath = (path: string): string => `${TEST_API_URL}${path}`;
