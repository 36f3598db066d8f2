import type { Page } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { emergencyButton } from '../../support/emergency';
import { SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, pageLive, test } from '../../support/fixtures';

/** The page's text as a visitor without script reads it: the main region's, spaces collapsed. */
const mainText = async (page: Page) => ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ').trim();

/**
 * Every page a visitor can open by its address arrives as HTML; the search page as it is before a
 * query (its results are made in the browser for the query typed).
 */
test.describe('without JavaScript, every page reads as HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page leads to the lists, offering no form that could not search', async ({ page }) => {
    await page.goto('/search?q=heart');
    await expect(pageHeading(page)).toHaveText('Search');
    await expect(page.getByRole('main').getByRole('search')).toBeHidden();
    const help = page.getByRole('main').locator('noscript');
    await expect(help.locator('p')).toHaveText(
      'Searching needs JavaScript, which is off in this browser. Everything on the site is a few links away:',
    );
    await help.getByRole('link', { name: 'See all our doctors' }).click();
    await expect(pageHeading(page)).toHaveText('Our Doctors');
  });

  for (const route of SITE_PAGES) {
    test(`${route.url}: its heading, text and working links`, async ({ page }) => {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).not.toHaveText('');
      expect((await mainText(page)).length).toBeGreaterThan(80);
      await expect(page).toHaveTitle(/\S.* \| Aravali Care Hospital$/);
      // Every link in the page leads somewhere: an address, not a script's click handler.
      const hrefs = await page
        .getByRole('main')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href, 'a link without an address').toMatch(/^(\/|https?:|tel:|mailto:|#\w)/);
      // Pictures are there, and say what they show or are marked as decoration.
      const images = page.getByRole('main').locator('img');
      for (const alt of await images.evaluateAll((all) => all.map((image) => image.getAttribute('alt')))) {
        expect(alt).not.toBeNull();
      }
      // Nothing says it is on its way: without scripts it never comes.
      const waiting = page.getByRole('status').filter({ hasText: /\.\.\.$|\u2026$/ });
      await expect(waiting, 'a loading state that never ends').toHaveCount(0);
    });
  }

  test('the header and footer are there too, the services menu as links', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const services = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/services/cardiology"]');
    await expect(services).toHaveCount(1);
  });

  test('a form page shows its fields and how to book by phone', async ({ page }) => {
    await page.goto('/blood-test');
    await expect(page.getByRole('textbox', { name: 'Patient Name', exact: true })).toBeVisible();
    // Playwright finds no text inside <noscript>, so the message is read by its elements.
    const byPhone = page.getByRole('main').locator('noscript p');
    await expect(byPhone).toBeVisible();
    await expect(byPhone).toContainText('Booking online needs JavaScript, which is off in this browser.');
    await expect(byPhone.locator('a[href^="tel:+91"]')).toHaveText(/^\+91 [\d ]+$/);
  });

  test("a doctor's page says how to book by phone where the free times would be", async ({ page }) => {
    await page.goto('/our-doctor/dr-anita-sharma');
    const slots = page.getByRole('region', { name: 'Next free times' });
    await expect(slots.getByText('Finding free times...')).toBeHidden();
    const byPhone = slots.locator('noscript p');
    await expect(byPhone).toBeVisible();
    await expect(byPhone).toContainText('Free times show here with JavaScript, which is off in this browser.');
    await expect(byPhone.locator('a[href^="tel:+91"]')).toHaveText(/^\+91 [\d ]+$/);
  });

  test('the doctors page keeps no room for the contact form, which needs scripts', async ({ page }) => {
    await page.goto('/our-doctor');
    const help = page.getByRole('region', { name: 'Need help choosing a doctor?' });
    await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const helpBottom = await help.evaluate((section) => section.getBoundingClientRect().bottom);
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    // The footer follows the help section (its margins apart), not a form-sized gap.
    expect(footerTop - helpBottom).toBeLessThan(150);
  });
});

test.describe('without JavaScript on a phone, the controls that need no script work', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the Emergency button shows the numbers to call', async ({ page }) => {
    await page.goto('/about');
    // The wide screens' Emergency control is hidden at this width: roles find the one shown.
    const call112 = page.getByRole('banner').getByRole('link', { name: 'Call 112 (national emergency)' });
    await expect(call112).toHaveCount(0);
    await emergencyButton(page).tap();
    await expect(call112).toBeVisible();
    await expect(call112).toHaveAttribute('href', 'tel:112');
  });

  test('the menu opens at a tap, and so does a dropdown in it, whose link leads to its page', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeHidden();
    // The server's toggles are <summary> elements: Playwright's roles have none for them.
    const toggle = (name: string) => menu.locator('summary').filter({ hasText: name, visible: true });
    await toggle('Menu').tap();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    const cardiology = menu.locator('a[href="/services/cardiology"]');
    await expect(cardiology).toBeHidden();
    await toggle('Services').tap();
    await cardiology.tap();
    await expect(page).toHaveURL(/\/services\/cardiology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiology');
  });

  test('the language button is a link to the same page in Hindi, and back', async ({ page }) => {
    await page.goto('/our-doctor/dr-anita-sharma');
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).tap();
    await expect(page).toHaveURL(/\/hi\/our-doctor\/dr-anita-sharma$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('डॉ. अनीता शर्मा');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).tap();
    await expect(page).toHaveURL(/\/our-doctor\/dr-anita-sharma$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Anita Sharma');
    await expect(page.getByRole('banner').getByRole('button', { name: 'हिन्दी' })).toHaveCount(0);
  });

  test('every FAQ answer shows, none behind a button that cannot open it', async ({ page }) => {
    await page.goto('/faq');
    const answers = page.getByRole('main').locator('[role="region"][aria-labelledby]');
    expect(await answers.count()).toBeGreaterThan(5);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test('no button is offered that only scripts could work', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      for (const name of [
        'Previous news item',
        'Play automatic slide show',
        'Pause automatic slide show',
        'Previous slide',
        'Go to slide 1',
        /^Chat with us/,
        'Back to top',
        'Play the hospital tour video',
      ]) {
        await expect(page.getByRole('button', { name }), `${path}: ${String(name)}`).toHaveCount(0);
      }
      await expect(page.getByRole('search'), `${path}: the site search`).toHaveCount(0);
      // The phone number stays, as a link.
      await expect(page.locator('aside a[href^="tel:+91"]')).toBeVisible();
    }
    // The tour video plays in the browser's own player instead of a dialog.
    const tour = page.getByRole('main').locator('video[controls]');
    await expect(tour).toBeVisible();
    await expect(tour).toHaveAttribute('src', /\.webm$/);
  });
});

test.describe('without JavaScript on a wide screen, the dropdowns open at a click or by keyboard', () => {
  test.use({ javaScriptEnabled: false });

  // Native <details>: open only when opened, so a screen reader is never told "collapsed" of an open one.
  test('Services opens at a click, About Us at Enter, not at a mere pointer or focus', async ({ page }) => {
    await page.goto('/contact');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = (name: string) => menu.locator('summary').filter({ hasText: name, visible: true });
    const cardiology = menu.locator('a[href="/services/cardiology"]');
    await expect(cardiology).toBeHidden();
    await toggle('Services').hover();
    await expect(cardiology).toBeHidden();
    await toggle('Services').click();
    await expect(cardiology).toBeVisible();
    await cardiology.click();
    await expect(page).toHaveURL(/\/services\/cardiology$/);

    const language = page.getByRole('group', { name: 'Language' });
    await expect(language.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await language.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/services\/cardiology$/);
    await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.goto('/contact');
    await page.mouse.move(640, 800);
    const doctors = menu.getByRole('link', { name: 'Our Doctors' });
    await expect(doctors).toBeHidden();
    await toggle('About Us').focus();
    await expect(doctors).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(doctors).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/about');
    await expect(page.locator(':focus')).toBeVisible();
  });
});

test("the footer's news item the server showed does not fade in again when the page goes live", async ({ page }) => {
  await page.goto('/about');
  await pageLive(page);
  const footer = page.getByRole('contentinfo');
  // Only an item moved to fades in (a CSS animation on it); the first is there from the first paint.
  const fading = (name: string) =>
    footer.getByRole('group', { name }).evaluate((item) => getComputedStyle(item).animationName);
  expect(await fading('1 of 3')).toBe('none');
  await footer.getByRole('button', { name: 'Next news item' }).click();
  expect(await fading('2 of 3')).not.toBe('none');
});

test('the search page arrives as HTML and goes live with the query and its matches, in Hindi from the start', async ({
  page,
}) => {
  // Every text the page region ever held, from the server's HTML to the live page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { regionTexts: seen });
    new MutationObserver(() => {
      const region = document.querySelector('[data-page-region]');
      if (region?.textContent) seen.push(region.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const response = await page.goto('/hi/search?q=knee');
  expect(await response?.text()).toContain('<h1');
  await pageLive(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: 'साइट पर खोजें' })).toHaveValue('knee');
  await expect(main.getByRole('heading', { level: 2, name: /^डॉक्टर \(\d+\)$/ })).toBeVisible();
  const texts = await page.evaluate(() => (window as unknown as { regionTexts: string[] }).regionTexts);
  expect(texts.length).toBeGreaterThan(0);
  // Its English subtitle and field label never showed on the Hindi page on the way to the live one.
  expect(texts.filter((text) => /Find a service|Search the site/.test(text))).toEqual([]);
});

test.describe('the server answers with the status of the page', () => {
  test('an unknown address is a 404, and the visitor gets the not-found page', async ({ request, page }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    await page.goto('/no-such-page');
    await expect(pageHeading(page)).toHaveText('Page not found');
  });

  for (const path of ['/services/no-such-service', '/our-doctor/no-such-doctor', '/blog/no-such-article']) {
    test(`${path}, a page its owner does not have, is a 404 that says so`, async ({ request, page }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
      await page.goto(path);
      await pageLive(page);
      await expect(pageHeading(page)).toHaveText(/not found/i);
    });
  }
});

// The live page taking the server's place, with no layout shift or console error: layout.spec.ts.

test.describe("axe on the server's HTML, before any script runs", () => {
  // Its pages never go live: the journey does not wait for them to.
  test.use({ waitForLivePage: false });
  for (const route of SITE_PAGES) {
    test(`${route.url} has no WCAG 2.2 AA violations, and shows nothing meant for a browser without scripts`, async ({
      page,
    }) => {
      // The site's scripts are held back, so what is checked is the HTML as it arrived.
      await page.route(/\.js(\?|$)/, (routed) => routed.abort());
      await page.goto(route.url);
      await expect(pageHeading(page)).toBeVisible();
      // With scripts on, a <noscript>'s content is text, which would read as markup if it were shown
      // (a `display: contents` on it does that).
      expect(await page.locator('body').innerText()).not.toMatch(/<\/?[a-z][\w-]*[\s>]/i);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

const invitation = (page: Page) => page.getByRole('heading', { name: 'Please sign in' });
const check = (page: Page) => page.getByRole('status').filter({ hasText: 'Checking whether you are signed in...' });

test.describe('the account page before the API has said who is signed in', () => {
  test('without JavaScript it invites to sign in, with a working link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/account');
    await expect(invitation(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(check(page)).toBeHidden();
    await context.close();
  });

  for (const signedInBefore of [false, true]) {
    test(`shows ${signedInBefore ? 'the check where someone was signed in on this browser' : 'the invitation where no one has signed in here'} until the answer`, async ({
      page,
    }) => {
      if (signedInBefore) await page.addInitScript(() => window.localStorage.setItem('signed-in-here', '1'));
      const held = { answer: () => undefined as void };
      const answered = new Promise<void>((resolve) => (held.answer = resolve));
      await page.route('**/api/account/session/', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto('/account');
      await pageLive(page);
      await expect(signedInBefore ? check(page) : invitation(page)).toBeVisible();
      await expect(signedInBefore ? invitation(page) : check(page)).toBeHidden();
      held.answer();
      // Nobody is signed in: the API says so, the invitation stays, and the hint is gone.
      await expect(invitation(page)).toBeVisible();
      await expect(check(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('signed-in-here'))).toBeNull();
    });
  }
});
