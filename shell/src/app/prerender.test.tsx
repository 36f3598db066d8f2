import { setImmediate } from 'node:timers';
import { fixtures, setupMockApi } from 'shared-ui/testing';
import { listPages, renderPage, renderShellPage, startScript } from './prerender';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

setupMockApi();
const api = { apiUrl: 'http://api.test', siteUrl: 'https://www.example.in' };
/** Where the build renders the layout (tooling's LAYOUT_PATH): the path of no page. */
const LAYOUT_PATH = '/prerendered-layout';

/** The layout's HTML as a document, to read it as a person would. */
const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe("the shell's prerender", () => {
  it('starts the splash before the first paint on the first load of a visit only, and ends it after 2 s', () => {
    jest.useFakeTimers();
    try {
      window.sessionStorage.clear();
      // The page's start script, as the browser runs it from the head.
      new Function(startScript)();
      expect(document.documentElement.getAttribute('data-splash')).toBe(String(Date.now()));
      expect(window.sessionStorage.getItem('splash-seen')).toBe('1');
      jest.advanceTimersByTime(1999);
      expect(document.documentElement.hasAttribute('data-splash')).toBe(true);
      jest.advanceTimersByTime(1);
      expect(document.documentElement.hasAttribute('data-splash')).toBe(false);
      // A later load of the visit: no splash.
      new Function(startScript)();
      expect(document.documentElement.hasAttribute('data-splash')).toBe(false);
    } finally {
      jest.useRealTimers();
      window.sessionStorage.clear();
    }
  });

  it("marks the page before its first paint where someone was signed in on this browser at the API's last answer", () => {
    const root = document.documentElement;
    try {
      window.localStorage.removeItem('signed-in-here');
      new Function(startScript)();
      expect(root.hasAttribute('data-signed-in-here')).toBe(false);
      window.localStorage.setItem('signed-in-here', '1');
      new Function(startScript)();
      expect(root.hasAttribute('data-signed-in-here')).toBe(true);
    } finally {
      window.localStorage.clear();
      window.sessionStorage.clear();
      root.removeAttribute('data-signed-in-here');
      root.removeAttribute('data-splash');
    }
  });

  it('writes the layout around an empty page region, signed out, the splash hidden, no open chat', async () => {
    const html = await renderShellPage({ lang: 'en', layoutPath: LAYOUT_PATH }, api);
    expect(html).toContain(
      '<main id="main-content" tabindex="-1" class="main"><div data-page-region="server"><!--page-region--></div></main>',
    );
    const layout = parse(html);
    expect(layout.querySelector('a[href="#main-content"]')).toHaveTextContent('Skip to main content');
    expect(layout.querySelector('header')).not.toBeNull();
    expect(layout.querySelector('footer')).not.toBeNull();
    expect(layout.querySelector('a[href="/register"]')).toHaveTextContent('Register');
    expect(layout.querySelector('a[href="/account"]')).toBeNull();
    // The splash is there for the page's start script to show on a visit's first load; hidden otherwise.
    const splash = layout.querySelector('[role="status"].served');
    expect(splash).toHaveTextContent('Welcome to Aravali Care Hospital');
    expect(layout.querySelector('[aria-label="Chat with us"], [role="dialog"]')).toBeNull();
    // Every menu entry is a plain link: none is marked as the page shown, which differs per page.
    expect(layout.querySelector('[aria-current]')).toBeNull();
  });

  it("lists the API's services in the Services menu, as links", async () => {
    const layout = parse(await renderShellPage({ lang: 'en', layoutPath: LAYOUT_PATH }, api));
    const [service] = fixtures.services;
    expect(layout.querySelector(`a[href="/services/${service?.slug}"]`)).toHaveTextContent(service?.name ?? '');
  });

  it("holds every width's header, each part marked for the widths it shows at", async () => {
    const layout = parse(await renderShellPage({ lang: 'en', layoutPath: LAYOUT_PATH }, api));
    // The top strip (tablet and up) and the phone's language button and folded menu lines.
    expect(layout.querySelector('.topStrip.fromTablet')).not.toBeNull();
    expect(layout.querySelector('.languageToggle.phoneOnly')).not.toBeNull();
    expect(layout.querySelector('.foldedItem')).not.toBeNull();
    // One Emergency control per width: in the strip when wide, in the bar below that.
    expect(layout.querySelectorAll('.wideOnly, .belowWide')).toHaveLength(2);
  });

  it('writes the Hindi layout in Hindi, its links to Hindi pages', async () => {
    const layout = parse(await renderShellPage({ lang: 'hi', layoutPath: LAYOUT_PATH }, api));
    expect(layout.querySelector('a[href="#main-content"]')).toHaveTextContent('मुख्य सामग्री पर जाएँ');
    expect(layout.querySelector('a[href="/hi/register"]')).not.toBeNull();
    expect(layout.querySelector('a[href="/register"]')).toBeNull();
    expect(layout.querySelector('[data-page-region]')?.innerHTML).toBe('<!--page-region-->');
  });

  it("offers browsers without scripts the language switch as links to the layout in each language, for the server to make the served page's", async () => {
    const layout = parse(await renderShellPage({ lang: 'hi', layoutPath: LAYOUT_PATH }, api));
    // The test's document runs scripts, so it keeps a <noscript>'s content as text: read as HTML here.
    const links = [...layout.querySelectorAll('noscript')]
      .flatMap((noscript) => [...parse(noscript.textContent ?? '').querySelectorAll('a[hreflang]')])
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    // The wide switch's two and the phone's one, to the other language.
    expect(links).toEqual([
      ['en-IN', LAYOUT_PATH],
      ['hi-IN', `/hi${LAYOUT_PATH}`],
      ['en-IN', LAYOUT_PATH],
    ]);
    expect(layout.querySelectorAll('button[data-needs-script][lang]')).toHaveLength(3);
  });

  it('lists /terms, /accessibility and /search in both languages, and renders /terms with its title, description and last-changed date', async () => {
    expect(await listPages(api)).toEqual(
      expect.arrayContaining([
        { path: '/terms', lang: 'en' },
        { path: '/hi/terms', lang: 'hi' },
        { path: '/accessibility', lang: 'en' },
        { path: '/hi/accessibility', lang: 'hi' },
        { path: '/search', lang: 'en' },
        { path: '/hi/search', lang: 'hi' },
      ]),
    );
    expect(await listPages(api)).toHaveLength(6);
    const hindi = await renderPage({ path: '/hi/terms', lang: 'hi' }, api);
    expect(parse(hindi.html).querySelector('h1')).toHaveTextContent('नियम और गोपनीयता');
    expect(hindi.meta).toMatchObject({
      title: 'नियम और गोपनीयता | Aravali Care Hospital',
      description: 'मरीज़ों और आगंतुकों के लिए इस वेबसाइट के इस्तेमाल के नियम और गोपनीयता सूचना।',
    });
    const page = await renderPage({ path: '/terms', lang: 'en' }, api);
    expect(parse(page.html).querySelector('h1')).toHaveTextContent('Terms & Privacy');
    expect(page.meta).toMatchObject({
      title: 'Terms & Privacy | Aravali Care Hospital',
      description: 'Terms of use and the privacy notice for patients and visitors.',
      robots: 'index, follow',
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      card: { title: 'Terms & Privacy', subtitle: 'Terms of use and the privacy notice for patients and visitors.' },
    });
    expect(page.meta.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
          { '@type': 'ListItem', position: 2, name: 'Terms & Privacy', item: 'https://www.example.in/terms' },
        ],
      },
    ]);
  });

  it('renders the accessibility statement in each language, dated by the day it was checked', async () => {
    const page = await renderPage({ path: '/accessibility', lang: 'en' }, api);
    const html = parse(page.html);
    expect(html.querySelector('h1')).toHaveTextContent('Accessibility statement');
    expect(html.querySelector('article')).toHaveTextContent(
      'level AA of the Web Content Accessibility Guidelines (WCAG) 2.2',
    );
    expect(html.querySelector('time')).toHaveAttribute('datetime', '2026-12-05');
    expect(html.querySelector('time')).toHaveTextContent('5 December 2026');
    expect(page.meta).toMatchObject({
      title: 'Accessibility statement | Aravali Care Hospital',
      robots: 'index, follow',
      lastmod: '2026-12-05',
    });
    const hindi = await renderPage({ path: '/hi/accessibility', lang: 'hi' }, api);
    expect(parse(hindi.html).querySelector('h1')).toHaveTextContent('सुलभता विवरण');
    expect(hindi.meta).toMatchObject({ title: 'सुलभता विवरण | Aravali Care Hospital', lastmod: '2026-12-05' });
  });

  it('renders /search before a query: its heading and form, kept out of search engines, and where to go without scripts', async () => {
    const page = await renderPage({ path: '/search', lang: 'en' }, api);
    const html = parse(page.html);
    expect(html.querySelector('h1')).toHaveTextContent('Search');
    // Hidden where scripts are off, where it could find nothing.
    expect(html.querySelector('form[role="search"]')).toHaveAttribute('data-needs-script');
    expect(html.querySelector('input[name="q"]')).toHaveValue('');
    expect(page.meta).toMatchObject({ title: 'Search | Aravali Care Hospital', robots: 'noindex' });
    // The test's document runs scripts, so it keeps a <noscript>'s content as text: read as HTML here.
    const withoutScripts = parse(html.querySelector('noscript')?.textContent ?? '');
    expect(withoutScripts).toHaveTextContent('Searching needs JavaScript, which is off in this browser.');
    expect([...withoutScripts.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/services',
      '/our-doctor',
      '/blog',
      '/contact',
    ]);
    const hindi = parse((await renderPage({ path: '/hi/search', lang: 'hi' }, api)).html);
    expect(hindi.querySelector('h1')).toHaveTextContent('खोजें');
    expect(parse(hindi.querySelector('noscript')?.textContent ?? '').querySelector('a')).toHaveAttribute(
      'href',
      '/hi/services',
    );
  });
});
