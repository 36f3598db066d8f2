import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, markDocument, pageHeading, stillSameDocument, test } from '../../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search services and pages' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

test.describe('site search', () => {
  test('the search library loads only when the visitor moves to the box', async ({ page }) => {
    const library: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // MiniSearch's own error messages name it, minified or not.
      if ((await response.text().catch(() => '')).includes('MiniSearch:')) library.push(response.url());
    });
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(library, 'the home page does not fetch the search library').toEqual([]);
    await searchBox(page).fill('heart');
    await expect(suggestions(page).first()).toHaveText('CardiologyService');
    expect(library).toHaveLength(1);
  });

  test('"heart" finds Cardiology first, then the cardiologists; clicking a result opens it', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    const search = searchBox(page);
    await search.fill('heart');
    await expect(suggestions(page).first()).toHaveText('CardiologyService');
    await expect(suggestions(page).nth(1)).toContainText('Doctor');
    await expect(page.getByRole('option', { name: /Dr\. Anita Sharma/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Dr\. Rohit Malhotra/ })).toBeVisible();
    await suggestions(page).first().click();
    await expect(pageHeading(page)).toHaveText('Cardiology');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('"knee" and "child" find the specialists; the list never grows past 15rem', async ({ page }) => {
    await page.goto('/');
    const search = searchBox(page);
    await search.fill('knee');
    await expect(suggestions(page).first()).toHaveText('OrthopaedicsService');
    const maxHeight = await page
      .getByRole('listbox', { name: 'Search results' })
      .evaluate((list) => getComputedStyle(list).maxHeight);
    expect(maxHeight).toBe('240px');
    await search.fill('child');
    await expect(suggestions(page).first()).toHaveText('PaediatricsSpeciality');
    await expect(page.getByRole('option', { name: /Dr\. Shalini Kaushik/ })).toBeVisible();
  });

  test("a doctor's name, even mistyped, finds them; choosing them opens booking with them chosen", async ({ page }) => {
    await page.goto('/');
    const search = searchBox(page);
    await search.fill('Rohit Malhtra');
    await expect(suggestions(page).first()).toHaveText('Dr. Rohit MalhotraDoctor');
    await search.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toHaveText('Dr. Rohit MalhotraDoctor');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await suggestions(page).first().getAttribute('id')) ?? '',
    );
    await search.press('Enter');
    await expect(page).toHaveURL(/\/appointment\?department=1&doctor=2$/);
    await expect(page.getByText('Pre-selected', { exact: false })).toBeVisible();
  });

  test('any part of a service\'s name finds it: "rthop" and "paedics" open Orthopaedics', async ({ page }) => {
    await page.goto('/');
    const search = searchBox(page);
    await search.fill('rthop');
    await expect(suggestions(page).first()).toHaveText('OrthopaedicsService');
    await search.fill('PAEDICS');
    await expect(suggestions(page).first()).toHaveText('OrthopaedicsService');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=PAEDICS$/);
    const services = page.getByRole('main').getByRole('region', { name: /^Services/ });
    await services.getByRole('link', { name: 'Orthopaedics' }).click();
    await expect(pageHeading(page)).toHaveText('Orthopaedics');
  });

  test('in Hindi, a service is found by part of its Hindi or its English name', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    const search = page.getByRole('combobox', { name: 'सेवाएँ और पेज खोजें' });
    const options = page.getByRole('listbox', { name: 'खोज के नतीजे' }).getByRole('option');
    await search.fill('र्थोपेडि');
    await expect(options.first()).toContainText('हड्डी रोग (ऑर्थोपेडिक्स)');
    await search.fill('rthop');
    await expect(options.first()).toContainText('हड्डी रोग (ऑर्थोपेडिक्स)');
  });

  test('in Hindi, "बच्चा" finds the child specialists', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    const search = page.getByRole('combobox', { name: 'सेवाएँ और पेज खोजें' });
    await search.fill('बच्चा');
    const options = page.getByRole('listbox', { name: 'खोज के नतीजे' }).getByRole('option');
    await expect(options.first()).toContainText('विशेषज्ञता');
    await expect(options.nth(1)).toContainText('डॉक्टर');
    await options.nth(1).click();
    await expect(page).toHaveURL(/\/appointment\?department=10&doctor=\d+$/);
  });

  test('Enter opens the results page: grouped results, articles too, the query editable', async ({ page }) => {
    await page.goto('/gallery');
    const search = searchBox(page);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/gallery$/);
    await search.fill('heart');
    await expect(suggestions(page).first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=heart$/);
    await expect(pageHeading(page)).toHaveText('Search');
    await expect(page).toHaveTitle('Search: heart | Aravali Care Hospital');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/^\d+ results for “heart”$/);
    await expect(
      main.getByRole('region', { name: /^Services/ }).getByRole('link', { name: 'Cardiology' }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', { name: /^Doctors/ }).getByRole('link', { name: 'Dr. Anita Sharma' }),
    ).toBeVisible();

    const field = main.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toHaveValue('heart');
    await field.fill('pollution');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pollution$/);
    const content = main.getByRole('region', { name: /^Articles and pages/ });
    await content.getByRole('link', { name: 'Air Pollution and Your Lungs' }).click();
    await expect(pageHeading(page)).toHaveText('Air Pollution and Your Lungs');
  });

  test('a nonsense query says so, and the results page offers the emergency number', async ({ page }) => {
    await page.goto('/');
    const search = searchBox(page);
    await search.fill('qwertyuiop');
    await expect(page.getByText('No results for “qwertyuiop”')).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=qwertyuiop$/);
    const help = page.getByRole('region', { name: 'Nothing on the site matches “qwertyuiop”' });
    await expect(help.getByRole('link', { name: '+91 129 400 0108' })).toHaveAttribute('href', 'tel:+911294000108');
    await expect(help.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(help.getByRole('link', { name: 'Ask us on the contact page' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'See all our doctors' })).toBeVisible();
    expect(await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).toMatchObject({ violations: [] });
  });

  test('the results page is accessible with results', async ({ page }) => {
    await page.goto('/search?q=knee');
    // While the index builds a second status says "Searching..."; the count comes when it is built.
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^\d+ results for “knee”/ }),
    ).toBeVisible();
    expect(await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).toMatchObject({ violations: [] });
  });
});

test.describe('site search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a tapped result opens; the results page fits the screen', async ({ page }) => {
    await page.goto('/');
    const search = searchBox(page);
    await search.tap();
    await search.fill('knee');
    // The list settles as its sources answer: the service leads it, and is what is tapped.
    await expect(suggestions(page).first()).toHaveText(/^Orthopaedics/);
    await suggestions(page).first().tap();
    await expect(pageHeading(page)).toHaveText('Orthopaedics');

    await page.goto('/search?q=qwertyuiop');
    await expect(page.getByRole('region', { name: 'Nothing on the site matches “qwertyuiop”' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.screen.width,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});

const hindiBox = (page: Page) => page.getByRole('combobox', { name: 'सेवाएँ और पेज खोजें' });
const hindiOptions = (page: Page) => page.getByRole('listbox', { name: 'खोज के नतीजे' }).getByRole('option');

for (const width of [375, 1280]) {
  test.describe(`search in Hindi at ${width} px: as people type, and what the pages answer`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test('romanised Hindi finds the speciality: bukhar, bacche ko bukhar, dil, ghutna', async ({ page }) => {
      await page.goto('/hi');
      const search = hindiBox(page);
      await search.fill('bukhar');
      await expect(hindiOptions(page).first()).toContainText('सामान्य रोग (इंटरनल मेडिसिन)');
      await search.fill('bacche ko bukhar');
      await expect(hindiOptions(page).first()).toContainText('बाल रोग (पीडियाट्रिक्स)');
      await search.fill('dil');
      await expect(hindiOptions(page).first()).toContainText('हृदय रोग (कार्डियोलॉजी)');
      await search.fill('ghutna');
      await expect(hindiOptions(page).first()).toContainText('हड्डी रोग (ऑर्थोपेडिक्स)');
      await expect(page.getByText('कोई नतीजा नहीं', { exact: false })).toBeHidden();
    });

    test('"insurance", "cashless" and "dengue" find the answers; a question opens its page', async ({ page }) => {
      await page.goto('/hi');
      const search = hindiBox(page);
      const faqAnswer = 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?';
      for (const query of ['insurance', 'cashless', 'बीमा']) {
        await search.fill(query);
        await expect(hindiOptions(page).filter({ hasText: faqAnswer })).toHaveCount(1);
      }
      await search.fill('dengue');
      await expect(hindiOptions(page).first()).toContainText('सामान्य रोग (इंटरनल मेडिसिन)');
      await expect(hindiOptions(page).filter({ hasText: 'डॉ. राजेश खन्ना' })).toHaveCount(1);

      await search.fill('cashless');
      await hindiOptions(page).filter({ hasText: faqAnswer }).click();
      await expect(page).toHaveURL(/\/hi\/faq$/);
      await expect(page.getByRole('button', { name: faqAnswer })).toBeVisible();
    });
  });
}

const resultsGroup = (page: Page, name: RegExp) => page.getByRole('main').getByRole('region', { name });

for (const width of [375, 1280]) {
  test.describe(`search at ${width} px finds what the topic pages answer`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test('"cashless" and "insurance" find the FAQ\'s and the Emergency page\'s answers, each opening its page', async ({
      page,
    }) => {
      const emergencyAnswer = 'Can I use my health insurance in an emergency?';
      const faqAnswer = 'Do you accept health insurance and cashless treatment?';
      for (const query of ['insurance', 'cashless']) {
        await page.goto(`/search?q=${query}`);
        const content = resultsGroup(page, /^Articles and pages/);
        await expect(content.getByRole('link', { name: emergencyAnswer })).toHaveAttribute('href', '/emergency');
        await expect(content.getByRole('link', { name: faqAnswer })).toHaveAttribute('href', '/faq');
      }
      await resultsGroup(page, /^Articles and pages/)
        .getByRole('link', { name: emergencyAnswer })
        .click();
      await expect(pageHeading(page)).toHaveText('Accident & Emergency');
      await expect(page.getByRole('button', { name: emergencyAnswer })).toBeVisible();
    });

    test('"dengue" finds the physicians, then the article that explains its blood test', async ({ page }) => {
      await page.goto('/search?q=dengue');
      await expect(resultsGroup(page, /^Services/).getByRole('link', { name: 'Internal Medicine' })).toBeVisible();
      const article = resultsGroup(page, /^Articles and pages/).getByRole('link', {
        name: 'Diagnostic Tests You Should Know About',
      });
      await expect(article).toHaveAttribute('href', '/blog/diagnostic-tests-you-should-know');
      await article.click();
      await expect(pageHeading(page)).toHaveText('Diagnostic Tests You Should Know About');
      await expect(page.getByText('infections such as dengue', { exact: false })).toBeVisible();
    });

    test('in Hindi, "बीमा" and "insurance" find the Hindi answers of the FAQ and the Emergency page', async ({
      page,
    }) => {
      const emergencyAnswer = 'क्या आपात स्थिति में मैं अपना हेल्थ इंश्योरेंस इस्तेमाल कर सकता हूँ?';
      const faqAnswer = 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?';
      for (const query of ['बीमा', 'insurance']) {
        await page.goto(`/hi/search?q=${encodeURIComponent(query)}`);
        const content = resultsGroup(page, /^लेख और पेज/);
        await expect(content.getByRole('link', { name: faqAnswer })).toHaveAttribute('href', '/hi/faq');
        await expect(content.locator('a[href="/hi/emergency"]')).toHaveCount(1);
      }
      const emergency = resultsGroup(page, /^लेख और पेज/).getByRole('link', { name: emergencyAnswer });
      await emergency.click();
      await expect(pageHeading(page)).toHaveText('दुर्घटना एवं आपातकालीन सेवा');
      await expect(page.getByRole('button', { name: emergencyAnswer })).toBeVisible();
    });
  });
}
