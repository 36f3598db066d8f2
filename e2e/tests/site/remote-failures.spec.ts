import type { Locator, Page } from '@playwright/test';
import { REMOTE_FAULTS, injectRemoteFault } from '../../support/remoteFaults';
import type { InjectedFault, RemoteFault, RemoteName } from '../../support/remoteFaults';
import { expect, markDocument, pageHeading, stillSameDocument, test } from '../../support/fixtures';

/**
 * Each remote failing in each way a release or its server can fail, on the suite's own site (the
 * fault is injected into this page's requests only): its regions fall back alone, the shell and the
 * other remotes keep working, and once the fault is gone Retry recovers without reloading the page.
 * Stopping a remote's server for real is in failure-isolation.spec.ts.
 */

const FALLBACK = 'This section is unavailable right now.';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const fallbackIn = (region: Page | Locator) => region.getByRole('alert').filter({ hasText: FALLBACK });
/**
 * The page's own fallback, not a widget's on the page still shown while the router's move to this
 * one is pending (a fallback has no heading; a page has one).
 */
const pageFallback = (page: Page) =>
  page.getByRole('main').filter({ has: fallbackIn(page), hasNot: page.getByRole('heading', { level: 1 }) });

/** Client-side ways to the pages these journeys visit: the shell's links, never a reload. */
const go: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => page.getByRole('link', { name: 'Aravali Care Hospital, home' }).click(),
  '/blog': (page) => nav(page).getByRole('link', { name: 'Blog', exact: true }).click(),
  '/gallery': (page) => nav(page).getByRole('link', { name: 'Gallery', exact: true }).click(),
  '/contact': (page) => nav(page).getByRole('link', { name: 'Contact', exact: true }).click(),
  '/our-doctor': async (page) => {
    await nav(page).getByRole('button', { name: 'About Us' }).hover();
    await nav(page).getByRole('link', { name: 'Our Doctors' }).click();
  },
};

interface Widget {
  /** The other remote's page that shows the widget. */
  host: string;
  /** Something of the host page's own, which must stay. */
  hostContent: (page: Page) => Locator;
  /** Where the widget sits on the host page. */
  region: (page: Page) => Locator;
  /** The widget, loaded. */
  loaded: (page: Page) => Locator;
}

interface Remote {
  name: RemoteName;
  route: string;
  heading: string;
  /** The other remotes' pages, reached through the menus while this one fails. */
  others: { route: string; heading: string }[];
  /** A site search that leads to another remote's page. */
  search: { query: string; option: RegExp; heading: string };
  widgets: Widget[];
}

const REMOTES: Remote[] = [
  {
    name: 'mfe_content',
    route: '/gallery',
    heading: 'Image Gallery',
    others: [
      { route: '/our-doctor', heading: 'Our Doctors' },
      { route: '/contact', heading: 'Contact Us' },
    ],
    search: { query: 'cardio', option: /Cardiology/, heading: 'Cardiology' },
    widgets: [],
  },
  {
    name: 'mfe_services',
    route: '/our-doctor',
    heading: 'Our Doctors',
    others: [
      { route: '/gallery', heading: 'Image Gallery' },
      { route: '/contact', heading: 'Contact Us' },
    ],
    search: { query: 'blood', option: /Blood Test/, heading: 'Book a Blood Test' },
    widgets: [
      {
        host: '/',
        hostContent: (page) => page.getByRole('main').getByRole('heading', { name: 'Mission', exact: true }),
        region: (page) => page.getByRole('main').getByRole('region', { name: 'Our Specialities' }),
        loaded: (page) =>
          page
            .getByRole('main')
            .getByRole('region', { name: 'Our Specialities' })
            .getByRole('link', { name: /^Get Appointment/ })
            .first(),
      },
      {
        host: '/blog',
        hostContent: (page) => page.getByRole('complementary').getByRole('region', { name: 'From our gallery' }),
        region: (page) => page.getByRole('complementary', { name: 'More from the blog' }),
        loaded: (page) => page.getByRole('region', { name: 'Popular Services' }).getByRole('link').first(),
      },
    ],
  },
  {
    name: 'mfe_booking',
    route: '/contact',
    heading: 'Contact Us',
    others: [
      { route: '/gallery', heading: 'Image Gallery' },
      { route: '/our-doctor', heading: 'Our Doctors' },
    ],
    search: { query: 'cardio', option: /Cardiology/, heading: 'Cardiology' },
    widgets: [
      {
        host: '/our-doctor',
        hostContent: (page) =>
          page
            .getByRole('main')
            .getByRole('link', { name: /Book Appointment/ })
            .first(),
        region: (page) => page.getByRole('main'),
        loaded: (page) => page.getByRole('main').getByRole('heading', { name: 'Send Us Message' }),
      },
    ],
  },
];

async function expectShellWhole(page: Page): Promise<void> {
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The remote's own page: its region falls back, the header and footer stay. */
async function expectPageFallback(page: Page, injected: InjectedFault): Promise<void> {
  await injected.fallsBack(pageFallback(page));
  await expect(pageHeading(page)).toHaveCount(0);
  await expect(fallbackIn(page.getByRole('main'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectShellWhole(page);
}

/** The header's three dropdowns open and list their entries (Services from the API, not a remote). */
async function expectMenusWork(page: Page): Promise<void> {
  await nav(page).getByRole('button', { name: 'Services' }).hover();
  await expect(nav(page).getByRole('link', { name: 'Our All Services' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Cardiology' })).toBeVisible();
  await nav(page).getByRole('button', { name: 'About Us' }).hover();
  await expect(nav(page).getByRole('link', { name: "FAQ's" })).toBeVisible();
  await nav(page).getByRole('button', { name: 'I Want To' }).hover();
  await expect(nav(page).getByRole('link', { name: 'Book Appointment' })).toBeVisible();
  await page.mouse.move(640, 800);
  await expect(nav(page).getByRole('link', { name: 'Book Appointment' })).toBeHidden();
}

async function expectSearchWorks(page: Page, search: Remote['search']): Promise<void> {
  await page.getByRole('combobox', { name: 'Search services and pages' }).fill(search.query);
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: search.option }).click();
  await expect(pageHeading(page)).toHaveText(search.heading);
}

async function expectChatWorks(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const chat = page.getByRole('dialog', { name: 'Aravali Care Assistant' });
  await expect(chat).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
}

async function expectOthersWork(page: Page, remote: Remote, all: boolean): Promise<void> {
  for (const other of all ? remote.others : remote.others.slice(0, 1)) {
    await go[other.route]?.(page);
    await expect(pageHeading(page)).toHaveText(other.heading);
  }
}

const scrollThrough = (region: Locator) => region.evaluate((element) => element.scrollIntoView({ block: 'end' }));

/** The widget's host page is whole and only the widget's spot falls back. */
async function expectWidgetFallback(page: Page, widget: Widget, injected: InjectedFault): Promise<void> {
  await go[widget.host]?.(page);
  await expect(pageHeading(page)).toBeVisible();
  await expect(widget.hostContent(page)).toBeVisible();
  // Below the fold the widget loads as the visitor scrolls to it (to the end of its region).
  await scrollThrough(widget.region(page));
  await injected.fallsBack(fallbackIn(widget.region(page)));
  await expect(fallbackIn(widget.region(page))).toHaveCount(1);
  await expectShellWhole(page);
}

for (const remote of REMOTES) {
  for (const fault of REMOTE_FAULTS) {
    /** Menus, search and chat are checked once per remote, while it is down. */
    const tour = fault === 'down';
    test(`${remote.name}, ${fault}: its regions fall back alone, and Retry recovers once it is fixed`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const injected = await injectRemoteFault(page, remote.name, fault as RemoteFault);
      // Side by side: a page whose remote is held goes live only once the clock passes its time limit.
      // Not waiting for `load`, which a held file the page preloads may keep from firing.
      await Promise.all([
        page.goto(remote.route, { waitUntil: 'domcontentloaded' }),
        expectPageFallback(page, injected),
      ]);
      if (fault === 'page throws while rendering') {
        // The page's code loaded and then crashed while rendering, which is what this mode is about.
        await expect.poll(() => errors.join('\n')).toContain('failed: e2e: render bug in this release');
      }
      await markDocument(page);

      if (tour) {
        await expectMenusWork(page);
        await expectSearchWorks(page, remote.search);
        await expectChatWorks(page);
      }
      await expectOthersWork(page, remote, tour);
      for (const widget of remote.widgets) await expectWidgetFallback(page, widget, injected);

      await go[remote.route]?.(page);
      await expectPageFallback(page, injected);
      await injected.remove();
      await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
      await expect(pageHeading(page)).toHaveText(remote.heading);
      await expect(fallbackIn(page.getByRole('main'))).toHaveCount(0);
      for (const widget of remote.widgets) {
        await go[widget.host]?.(page);
        // Scrolled once the host page is in, not while the page being left is still shown: the move
        // to the new page would take the visitor back to its top, above the widget.
        await expect(widget.hostContent(page)).toBeVisible();
        await scrollThrough(widget.region(page));
        await expect(widget.loaded(page)).toBeVisible();
      }
      expect(await stillSameDocument(page)).toBe(true);
    });
  }
}
