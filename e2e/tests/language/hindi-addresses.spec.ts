import type { APIRequestContext } from '@playwright/test';
import type { Service } from 'contract';
import { expect, markDocument, pageHeading, pageLive, stillSameDocument, test } from '../../support/fixtures';
import { API_URL, SHELL_URL } from '../../support/site';

/**
 * Issue 19: every page has a Hindi address under /hi, served as Hindi HTML by the server (no script
 * needed), paired with its English twin for search engines; the switch moves between the two
 * addresses of the same page without a reload.
 */

async function hindiService(request: APIRequestContext, slug: string): Promise<Service> {
  const answer = await request.get(`${API_URL}/api/service/service-pages/?lang=hi`);
  const service = ((await answer.json()) as Service[]).find((item) => item.slug === slug);
  if (!service) throw new Error(`no ${slug} service`);
  return service;
}

test.describe('Hindi addresses without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The server never holds a visitor up for an index or fragment it has not read yet (the page is
  // then rendered in the browser, as before prerendering): ask once, so these reads are done.
  test.beforeAll(async ({ request }) => {
    for (const path of ['/hi', '/hi/services/cardiology', '/hi/blood-test']) await request.get(path);
  });

  test('/hi/ is the home page in Hindi, its links to Hindi pages', async ({ page }) => {
    const response = await page.goto('/hi/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'और पढ़ें' }).first()).toHaveAttribute(
      'href',
      '/hi/contact',
    );
    await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' })).toHaveAttribute(
      'href',
      '/hi',
    );
  });

  test("/hi/services/cardiology is the service's page in Hindi, from the API's Hindi, paired with its English twin", async ({
    page,
    request,
  }) => {
    const cardiology = await hindiService(request, 'cardiology');
    const response = await page.goto('/hi/services/cardiology');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(pageHeading(page)).toHaveText(cardiology.name);
    await expect(page.getByRole('main')).toContainText('हर धड़कन के लिए विशेषज्ञ देखभाल');
    const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate('hi-IN')).toHaveAttribute('href', `${SHELL_URL}/hi/services/cardiology`);
    await expect(alternate('en-IN')).toHaveAttribute('href', `${SHELL_URL}/services/cardiology`);
    await expect(alternate('x-default')).toHaveAttribute('href', `${SHELL_URL}/services/cardiology`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHELL_URL}/hi/services/cardiology`);
  });

  test('/hi/blood-test is the lab booking page in Hindi, saying how to book by phone', async ({ page }) => {
    const response = await page.goto('/hi/blood-test');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(pageHeading(page)).toHaveText('खून की जाँच बुक करें');
    // Chromium with script turned off by Playwright still parses <noscript> as if script ran: read the HTML.
    expect(await response?.text()).toMatch(/<noscript>.*ऑनलाइन बुकिंग के लिए JavaScript चाहिए.*tel:/s);
  });

  test('an unknown Hindi address is a 404, in the Hindi layout', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the sitemap lists the Hindi pages, each paired with its English twin', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['', '/about', '/services/cardiology', '/blood-test', '/terms']) {
    const english = `${SHELL_URL}${path || '/'}`;
    const hindi = `${SHELL_URL}/hi${path}`;
    const entry = new RegExp(`<url><loc>${hindi}</loc>.*?</url>`).exec(xml)?.[0] ?? '';
    expect(entry, hindi).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`);
    expect(entry, hindi).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/>`);
    expect(entry, hindi).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`);
    expect(xml).toContain(`<loc>${english}</loc>`);
  }
  // Sign-in pages are nobody's search result, in either language.
  expect(xml).not.toContain(`${SHELL_URL}/hi/login<`);
});

test('the switch on /about goes to /hi/about and back on the same page, and Back retraces it', async ({ page }) => {
  await page.goto('/about');
  await expect(pageHeading(page)).toHaveText('About Us');
  await markDocument(page);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/hi/about`);
  await expect(pageHeading(page)).toHaveText('हमारे बारे में');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/about`);
  await expect(pageHeading(page)).toHaveText('About Us');

  await page.goBack();
  await expect(page).toHaveURL(`${SHELL_URL}/hi/about`);
  await expect(pageHeading(page)).toHaveText('हमारे बारे में');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.goBack();
  await expect(page).toHaveURL(`${SHELL_URL}/about`);
  await expect(pageHeading(page)).toHaveText('About Us');
  expect(await stillSameDocument(page)).toBe(true);
});

test('switching language keeps what the visitor typed, the query and the hash', async ({ page }) => {
  await page.goto('/contact?from=footer#contact-form');
  await page.getByRole('main').getByRole('textbox', { name: 'Subject', exact: true }).fill('रिपोर्ट के बारे में');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/hi/contact?from=footer#contact-form`);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'विषय', exact: true })).toHaveValue(
    'रिपोर्ट के बारे में',
  );
});

test('a visitor who chose Hindi and arrives at an English address reads it in Hindi; a reload keeps the address', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/hi/terms`);

  await page.goto('/about?from=whatsapp');
  await expect(page).toHaveURL(`${SHELL_URL}/hi/about?from=whatsapp`);
  await expect(pageHeading(page)).toHaveText('हमारे बारे में');
  // In place of the English address, not after it: Back leaves for the page before.
  await page.goBack();
  await expect(page).toHaveURL(`${SHELL_URL}/hi/terms`);

  // The server never follows the choice: crawlers, and anything else that remembers nothing, get
  // each address's own language.
  const english = await page.request.get('/about');
  expect(await english.text()).toMatch(/<html lang="en-IN"/);
});

test.describe('a Hindi page coming live', () => {
  // Every text the page rewrites while its code arrives, as it was and as it became.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const rewritten: [string, string][] = [];
      Object.assign(window, { rewritten });
      new MutationObserver((changes) => {
        for (const change of changes) rewritten.push([change.oldValue ?? '', change.target.textContent ?? '']);
      }).observe(document, { subtree: true, characterData: true, characterDataOldValue: true });
    });
  });

  for (const path of ['/hi', '/hi/services', '/hi/our-doctor']) {
    test(`${path} stays in Hindi: no text turns from English into Hindi as the live page takes over`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      // Returns once the live page has taken the server's place (fixtures).
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      // Any scroll brings the page's lower sections live too.
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState('networkidle');
      const rewritten = await page.evaluate(() => (window as unknown as { rewritten: [string, string][] }).rewritten);
      const englishThenHindi = rewritten.filter(([was, now]) => /[A-Za-z]{3}/.test(was) && /[\u0900-\u097F]/.test(now));
      expect(englishThenHindi).toEqual([]);
    });
  }

  // Every script answered late, the page's own (its code and its Hindi texts, from its remote) at
  // moments before, just after and long after the layout stops waiting for the page's code (1 s):
  // whenever they come, neither the layout nor the page goes live in English.
  for (const pageScriptsDelay of [700, 1000, 1300, 2500]) {
    test(`/hi/our-doctor stays in Hindi on a slow line, the layout's scripts 700 ms late and the page's ${pageScriptsDelay} ms`, async ({
      page,
    }) => {
      // What a reader saw of the main heading and the header's menus: their texts as each change to
      // the page left them (the observer runs after every task that changed it, before it is painted).
      await page.addInitScript(() => {
        const shown = new Set<string>();
        Object.assign(window, { shown });
        new MutationObserver(() => {
          for (const part of document.querySelectorAll('main h1, header nav')) {
            shown.add(`${part.localName}: ${part.textContent?.replace(/\s+/g, ' ').trim() ?? ''}`);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.route(/\.js(\?|$)/, async (route) => {
        const fromShell = new URL(route.request().url()).origin === SHELL_URL;
        await new Promise((resolve) => setTimeout(resolve, fromShell ? 700 : pageScriptsDelay));
        await route.continue();
      });
      await page.goto('/hi/our-doctor');
      await pageLive(page);
      await page.waitForLoadState('networkidle');
      await expect(pageHeading(page)).toHaveText('हमारे डॉक्टर');
      const shown = await page.evaluate(() => [...(window as unknown as { shown: Set<string> }).shown]);
      expect(shown).toContain('h1: हमारे डॉक्टर');
      expect(shown.filter((text) => /[A-Za-z]{3}/.test(text.replace(/^\w+: /, '')))).toEqual([]);
      const rewritten = await page.evaluate(() => (window as unknown as { rewritten: [string, string][] }).rewritten);
      const englishThenHindi = rewritten.filter(([was, now]) => /[A-Za-z]{3}/.test(was) && /[\u0900-\u097F]/.test(now));
      expect(englishThenHindi).toEqual([]);
    });
  }
});

test.describe('switching to Hindi in the page', () => {
  for (const path of ['/', '/services', '/our-doctor']) {
    test(`${path}: every part on screen turns to Hindi together, none stays in English while its texts load`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const rewritten: [number, string, string][] = [];
        Object.assign(window, { rewritten });
        new MutationObserver((changes) => {
          for (const change of changes)
            rewritten.push([performance.now(), change.oldValue ?? '', change.target.textContent ?? '']);
        }).observe(document, { subtree: true, characterData: true, characterDataOldValue: true });
      });
      // The Hindi texts come as code: on a slow line they take a while, which is when a part left
      // in English would show.
      await page.route(/\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const languageSwitch = page.getByRole('group', { name: 'Language' });
      await languageSwitch.getByRole('button', { name: 'हिन्दी' }).click();
      // While the texts come, the switch shows the choice taken and that it is under way.
      await expect(languageSwitch.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
      await expect(languageSwitch).toHaveAttribute('aria-busy', 'true');
      await expect(page).toHaveURL(new RegExp(`/hi${path === '/' ? '' : path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      const rewritten = await page.evaluate(
        () => (window as unknown as { rewritten: [number, string, string][] }).rewritten,
      );
      const turned = rewritten.filter(([, was, now]) => /[A-Za-z]{3}/.test(was) && /[\u0900-\u097F]/.test(now));
      expect(turned.length).toBeGreaterThan(0);
      const first = Math.min(...turned.map(([at]) => at));
      expect(turned.filter(([at]) => at - first > 500).map(([, was, now]) => `${was} → ${now}`)).toEqual([]);
    });
  }
});
