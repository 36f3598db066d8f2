import { act } from '@testing-library/react';
import { createElement } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { readServerPage, useForgetServerPageOnNavigate } from './serverPage';

const FRAGMENT = '<section><h1>Our services</h1><p>Cardiology &amp; more</p></section>';

const writeDocument = (root: string) => {
  document.documentElement.lang = 'en-IN';
  document.body.innerHTML = `<div id="root"><main id="main-content">${root}</main></div>`;
};

describe('readServerPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes the region's HTML without its data script, the data, the path and the language", () => {
    writeDocument(
      `<div data-page-region>${FRAGMENT}<script type="application/json" data-page-data>{"[\\"services\\"]":[{"name":"\\u003cb>Cardiology"}]}</script></div>`,
    );
    expect(readServerPage(document)).toEqual({
      html: FRAGMENT,
      data: { '["services"]': [{ name: '<b>Cardiology' }] },
      pathname: window.location.pathname,
      lang: 'en-IN',
      widgets: [],
    });
    // Only the data leaves the document; what shows stays until React replaces it.
    expect(document.querySelector('[data-page-data]')).toBeNull();
    expect(document.querySelector('[data-page-region]')?.innerHTML).toBe(FRAGMENT);
  });

  it("reads a Hindi page's site path and language, as the router shows it under /hi", () => {
    window.history.replaceState(null, '', '/hi/services');
    writeDocument(`<div data-page-region>${FRAGMENT}</div>`);
    document.documentElement.lang = 'hi-IN';
    expect(readServerPage(document)).toMatchObject({ pathname: '/services', lang: 'hi-IN' });
    window.history.replaceState(null, '', '/');
  });

  it("takes each served widget's HTML and data, and leaves its data out of the page's HTML", () => {
    const grid = '<ul><li><a href="/our-doctor/dr-a">Dr A</a></li></ul>';
    writeDocument(
      `<div data-page-region><h1>Home</h1><div data-server-widget="mfe_services/DoctorsGrid;limit=8" style="display:contents">${grid}<script type="application/json" data-widget-data>{"[\\"doctors\\",\\"en\\"]":[{"doctor_name":"Dr A"}]}</script></div><script type="application/json" data-page-data>{"[\\"home\\"]":1}</script></div>`,
    );
    const page = readServerPage(document);
    expect(page?.widgets).toEqual([
      { key: 'mfe_services/DoctorsGrid;limit=8', html: grid, data: { '["doctors","en"]': [{ doctor_name: 'Dr A' }] } },
    ]);
    expect(page?.data).toEqual({ '["home"]': 1 });
    expect(page?.html).toBe(
      `<h1>Home</h1><div data-server-widget="mfe_services/DoctorsGrid;limit=8" style="display:contents">${grid}</div>`,
    );
  });

  it('is null where the server wrote no page (only its marker)', () => {
    writeDocument('<div data-page-region><!--page-region--></div>');
    expect(readServerPage(document)).toBeNull();
  });

  it('is null without a page region (a plain-file page)', () => {
    writeDocument('');
    expect(readServerPage(document)).toBeNull();
  });

  it('keeps the HTML but no data when the data cannot be read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeDocument(
      `<div data-page-region>${FRAGMENT}<script type="application/json" data-page-data>{oops</script></div>`,
    );
    expect(readServerPage(document)).toMatchObject({ html: FRAGMENT, data: {} });
    expect(warn).toHaveBeenCalled();
  });
});

/** A layout that forgets the server's page when the visitor leaves it. */
function Probe() {
  useForgetServerPageOnNavigate();
  return null;
}

describe("the first page's head tags", () => {
  it('go when the visitor goes to another page; the title and stylesheets stay', () => {
    document.head.innerHTML =
      '<title>About</title><link rel="canonical" href="https://www.example.in/about">' +
      '<link rel="alternate" hreflang="hi-IN" href="https://www.example.in/hi/about">' +
      '<meta property="og:title" content="About"><meta name="twitter:card" content="summary">' +
      '<meta name="robots" content="index, follow"><script type="application/ld+json">{}</script>' +
      '<link rel="stylesheet" href="/1.css">';
    const { history } = renderWithProviders(createElement(Probe), { route: '/about' });
    expect(document.head.querySelectorAll('meta, link, script')).toHaveLength(7);
    act(() => history.push('/contact'));
    expect([...document.head.children].map((tag) => tag.outerHTML)).toEqual([
      '<title>About</title>',
      '<link rel="stylesheet" href="/1.css">',
    ]);
  });
});
