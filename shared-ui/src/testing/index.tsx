/**
 * Test helpers for every package's unit tests (never imported by application code): a fresh data
 * cache and a router around the component, the API pointed at a fake host answered by MSW, and a
 * viewport width that media queries see.
 */
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApi } from '../api/client';

export const TEST_API_URL = 'http://api.test';

/** Points the API client at the host the tests' MSW handlers answer. */
export function pointApiAtTestHost(): void {
  configureApi({ apiUrl: TEST_API_URL });
}

/** The API's URL for a path, for MSW handlers: `apiPath('/api/lab/lab/')`. */
export const apiPath = (path: string): string => `${TEST_API_URL}${path}`;

/** A cache of its own per render, so one test's answers never leak into the next. */
export function FreshDataCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <FreshDataCache>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </FreshDataCache>
    ),
    ...options,
  });
}

/** Makes `(min-width: Npx)` / `(max-width: Npx)` media queries answer as on a screen this wide. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
