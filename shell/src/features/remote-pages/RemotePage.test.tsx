import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE_TEXT, SiteLink, pageMetaFrom, siteHref } from 'shared-ui';
import type { PageModule, RemoteRoutesModule } from 'shared-ui';
import { registerSiteRemotes } from 'shared-ui/host';
import { LanguageSwitch, defineMessages } from 'shared-ui/i18n';
import { useRoutes } from 'shared-ui/router';
import { renderWithProviders } from 'shared-ui/testing';
import { keepServerPage, useForgetServerPageOnNavigate } from '../../components/ServerPage';
import { RemotePage } from './RemotePage';
import { loadPageOfRegion, renderFirstPageWhenItsTextsAreIn, setRemotesReady, waitForPageOf } from './remotePageLoader';

const SERVER_HTML = '<section><h1>About us</h1><p>Written by the server.</p></section>';
const ABOUT = { path: '/about', owner: 'mfe_content' } as const;
const FAQ = { path: '/faq', owner: 'mfe_content' } as const;

function LivePage() {
  return (
    <section>
      <h1>About us</h1>
      <p>Rendered live.</p>
    </section>
  );
}

/** A remote's container as its entry script would define it: the federation runtime finds it by name. */
const aboutModule: PageModule = { default: LivePage, meta: { title: 'About Us', description: 'Who we are.' } };
const faqMessages = defineMessages({
  en: { title: 'Frequently Asked Questions', metaDescription: 'Answers to common questions.' },
  hi: async () => ({ default: { title: 'अक्सर पूछे जाने वाले प्रश्न', metaDescription: 'आम सवालों के जवाब।' } }),
});
const faqModule: PageModule = {
  default: () => <h1>FAQ</h1>,
  meta: pageMetaFrom(faqMessages, (texts) => ({ title: texts.title, description: texts.metaDescription })),
};
const routesModule: RemoteRoutesModule = {
  pages: { '/about': () => Promise.resolve(aboutModule), '/faq': () => Promise.resolve(faqModule) },
};
init({ name: 'shell', remotes: [] });
Object.assign(globalThis, {
  mfe_content: { init: () => undefined, get: () => Promise.resolve(() => routesModule) },
});
registerSiteRemotes({ mfe_content: 'http://content.test/remoteEntry.js' });

let releaseRemotes: () => void = () => undefined;
/** The remotes answer when the test says so. */
const holdRemotes = () =>
  setRemotesReady(
    () =>
      new Promise<void>((resolve) => {
        releaseRemotes = resolve;
      }),
  );

function Site() {
  useForgetServerPageOnNavigate();
  return (
    <>
      <SiteLink to={siteHref('/faq')}>FAQ</SiteLink>
      <SiteLink to={siteHref('/about')}>About</SiteLink>
      {useRoutes([
        { path: '/about', element: <RemotePage route={ABOUT} /> },
        { path: '/faq', element: <RemotePage route={FAQ} /> },
      ])}
    </>
  );
}

const serverCopy = () => document.querySelector('[data-server-page]');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  keepServerPage({ html: SERVER_HTML, data: {}, pathname: '/about', lang: 'en-IN', widgets: [] });
  holdRemotes();
});

describe('RemotePage on the route the server wrote', () => {
  it("shows the server's HTML, untouched, while the page's code loads", () => {
    renderWithProviders(<Site />, { route: '/about' });
    expect(serverCopy()?.innerHTML).toBe(SERVER_HTML);
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });

  it('gives way to the live page, leaving the title the server wrote', async () => {
    document.title = 'About Us | Aravali Care Hospital';
    renderWithProviders(<Site />, { route: '/about' });
    act(() => releaseRemotes());
    expect(await screen.findByText('Rendered live.')).toBeInTheDocument();
    expect(serverCopy()).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'About us' })).toHaveLength(1);
    expect(document.title).toBe('About Us | Aravali Care Hospital');
  });

  it('shows the fallback with Retry when the remote cannot load', async () => {
    setRemotesReady(() => Promise.reject(new Error('remote down')));
    renderWithProviders(<Site />, { route: '/about' });
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(serverCopy()).not.toBeInTheDocument();
  });
});

describe('RemotePage on any other route', () => {
  it('shows the loading state on a route the server did not write', () => {
    renderWithProviders(<Site />, { route: '/faq' });
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(serverCopy()).not.toBeInTheDocument();
  });

  it("titles and describes the page from its module's meta in the page's language", async () => {
    const description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
    renderWithProviders(<Site />, { route: '/hi/faq' });
    act(() => releaseRemotes());
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('अक्सर पूछे जाने वाले प्रश्न | Aravali Care Hospital'));
    expect(description).toHaveAttribute('content', 'आम सवालों के जवाब।');
    description.remove();
  });

  it("does not show the server's HTML again after the visitor has left its route", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Site />, { route: '/about' });
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(serverCopy()).not.toBeInTheDocument();
  });

  it("shows the server's Hindi page at its /hi address, and not once the visitor switches to English", async () => {
    const user = userEvent.setup();
    keepServerPage({ html: SERVER_HTML, data: {}, pathname: '/about', lang: 'hi-IN', widgets: [] });
    const { history } = renderWithProviders(
      <>
        <LanguageSwitch />
        <Site />
      </>,
      { route: '/hi/about' },
    );
    expect(serverCopy()?.innerHTML).toBe(SERVER_HTML);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(history.location.pathname).toBe('/about');
    expect(serverCopy()).not.toBeInTheDocument();
    expect(within(document.body).queryByText('Written by the server.')).not.toBeInTheDocument();
  });
});

// Last: the page the layout waited for stays known for the rest of this file, as for the rest of a visit.
describe('RemotePage when the layout waited for the code of the page the server wrote', () => {
  it("renders the live page in its first commit, with no copy of the server's HTML before it", async () => {
    setRemotesReady(() => Promise.resolve());
    await waitForPageOf('/about', 1000);
    renderWithProviders(<Site />, { route: '/about' });
    expect(screen.getByText('Rendered live.')).toBeInTheDocument();
    expect(serverCopy()).not.toBeInTheDocument();
  });

  it("keeps the server's HTML when the page's code came but its texts did not, until both are in", async () => {
    setRemotesReady(() => Promise.resolve());
    await waitForPageOf('/about', 1000);
    renderFirstPageWhenItsTextsAreIn();
    renderWithProviders(<Site />, { route: '/about' });
    expect(serverCopy()?.innerHTML).toBe(SERVER_HTML);
    expect(screen.queryByText('Rendered live.')).not.toBeInTheDocument();
    expect(await screen.findByText('Rendered live.')).toBeInTheDocument();
  });

  it("keeps the server's HTML when the page's code came after the wait, even before the layout went live", async () => {
    await waitForPageOf('/about', 10);
    // In after the wait, while the layout's start readies the first render (a Hindi page's texts),
    // which did not include this page's.
    releaseRemotes();
    await loadPageOfRegion(ABOUT);
    renderWithProviders(<Site />, { route: '/about' });
    expect(serverCopy()?.innerHTML).toBe(SERVER_HTML);
    expect(screen.queryByText('Rendered live.')).not.toBeInTheDocument();
    expect(await screen.findByText('Rendered live.')).toBeInTheDocument();
  });

  it("shows the server's HTML on a route whose code did not come in time, and loads that code only once", async () => {
    const loadPage = jest.spyOn(routesModule.pages, '/about');
    // One answer for every load, so a second load would be answered too (and counted).
    const remotes: { release?: () => void } = {};
    const ready = new Promise<void>((resolve) => {
      remotes.release = resolve;
    });
    setRemotesReady(() => ready);
    await waitForPageOf('/about', 10);
    renderWithProviders(<Site />, { route: '/about' });
    expect(serverCopy()?.innerHTML).toBe(SERVER_HTML);
    act(() => remotes.release?.());
    expect(await screen.findByText('Rendered live.')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
