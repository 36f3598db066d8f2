/**
 * Test helpers for every package's unit tests (never imported by application code): a fresh data
 * cache, a router and a language around the component, the API pointed at a fake host answered by
 * MSW with default answers for every endpoint, and a viewport width that media queries see.
 */
import { render, screen } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { QueryCache, QueryCacheContext } from '../api/query';
import { routesOwnedBy } from '../config/siteRoutes';
import type { RemoteName } from '../config/siteRoutes';
import { resolvePageMeta } from '../federation/types';
import type { RemoteRoutesModule } from '../federation/types';
import { widgetExposesOf } from '../federation/widgets';
import { LanguageRouter } from '../host/SiteRouter';
import { languageOfPath, pathInLanguage } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';

export { apiPath, pointApiAtTestHost, setupTestApi } from './testApi';
export { setupMockApi } from './mockApi';
export { fixtures } from './fixtures';

/** A cache of its own per render, so one test's answers never leak into the next. */
export function FreshDataCache({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new QueryCache());
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>;
}

/**
 * Renders at `route` as the site's router does, in the language of its address (`/hi/about` is
 * Hindi), or at that page's address in `language` when given. Returns the in-memory history too, to
 * read where the page went (`history.location`, `history.index`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language, ...options }: RenderOptions & { route?: string; language?: Language } = {},
) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: [pathInLanguage(route, language ?? languageOfPath(route))],
    v5Compat: true,
  });
  return {
    history,
    ...render(ui, {
      wrapper: ({ children }) => (
        <FreshDataCache>
          <LanguageRouter history={history}>{children}</LanguageRouter>
        </FreshDataCache>
      ),
      ...options,
    }),
  };
}

/** A media query result that never changes (jsdom has no layout engine to evaluate one). */
export const fixedMediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Makes `(min-width: Npx)` / `(max-width: Npx)` media queries answer as on a screen this wide. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return fixedMediaQueryList(query, matches);
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The contract between a remote and the shell, checked from the remote's side: its `./routes`
 * answers exactly the site paths it owns, each page module exports its page and a meta with a
 * title and description (in Hindi for its Hindi address), and each page without parameters
 * renders headed by an `h1`.
 */
export function describeRemoteRouteTable(
  owner: RemoteName,
  pages: RemoteRoutesModule['pages'],
  {
    sampleParams = {},
    redirects = [],
  }: {
    /** Parameters for the meta of pages with path parameters, e.g. `{ serviceSlug: 'cardiology' }`. */
    sampleParams?: Record<string, string>;
    /** Paths whose page only sends the visitor on (no heading of its own). */
    redirects?: readonly string[];
  } = {},
): void {
  const owned = routesOwnedBy(owner).map((route) => route.path);
  const loadPage = async (path: string) => {
    const load = pages[path];
    if (!load) throw new Error(`no page for ${path}`);
    return load();
  };
  describe(`the ${owner} route table`, () => {
    it('answers exactly the routes the site gives this remote', () => {
      expect(Object.keys(pages).sort()).toEqual([...owned].sort());
    });

    it.each(owned)('%s exports its page and a meta with a title and description', async (path) => {
      const module = await loadPage(path);
      expect(typeof module.default).toBe('function');
      const meta = await resolvePageMeta(module.meta, { params: sampleParams, language: 'en' });
      expect(meta.title.trim()).not.toBe('');
      expect(meta.description.trim()).not.toBe('');
    });

    it.each(owned)('%s has a Hindi meta of its own', async (path) => {
      const { meta } = await loadPage(path);
      const hindi = await resolvePageMeta(meta, { params: sampleParams, language: 'hi' });
      expect(hindi.description).toMatch(DEVANAGARI);
      // A page named by its address's slug (a service, a doctor) is named by its data once that is in.
      if (!path.includes(':')) expect(hindi.title).toMatch(DEVANAGARI);
    });

    it.each(owned.filter((path) => !path.includes(':') && !redirects.includes(path)))(
      '%s renders a page headed by an h1',
      async (path) => {
        const { default: Page } = await loadPage(path);
        renderWithProviders(<Page />, { route: path });
        expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/^$/);
      },
    );
  });
}

/** A remote's federation `exposes` offer exactly the widgets the registry gives it, besides `./routes`. */
export function describeRemoteExposes(owner: RemoteName, exposes: Record<string, string>): void {
  it(`${owner} exposes its route table and exactly its registered widgets`, () => {
    expect(exposes['./routes']).toBeDefined();
    const widgets = Object.keys(exposes).filter((key) => key !== './routes');
    expect(widgets.sort()).toEqual(widgetExposesOf(owner).sort());
  });
}
