import type { Page } from '@playwright/test';
import { expect, pageHeading, pageLive, test } from '../../support/fixtures';

const expanded = (page: Page) =>
  page
    .getByRole('main')
    .locator('button[aria-expanded]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded') === 'true'));

test.describe('FAQ', () => {
  test('has its support cards, 8 questions with 1 and 2 open, each toggling on its own', async ({ page }) => {
    await page.goto('/faq');
    await expect(pageHeading(page)).toHaveText("FAQ's");
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Visit Forum' })).toHaveAttribute('href', '/blog');
    expect(await expanded(page)).toEqual([true, true, false, false, false, false, false, false]);

    const questions = main.locator('button[aria-expanded]');
    await questions.nth(5).click();
    expect(await expanded(page)).toEqual([true, true, false, false, false, true, false, false]);
    await questions.nth(0).click();
    expect(await expanded(page)).toEqual([false, true, false, false, false, true, false, false]);
    await questions.nth(7).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toEqual([false, true, false, false, false, true, false, true]);

    // Two columns on a wide screen.
    const left = await questions.nth(0).boundingBox();
    const right = await questions.nth(4).boundingBox();
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0));

    await expect(main.getByRole('link', { name: 'Submit a request' })).toHaveAttribute('href', '/contact');
    await expect(main.getByText('@AravaliCareHospital', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /@aravalicarehospital\.in$/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('blog', () => {
  test('lists four posts with their facts and picture switchers, page 1, the sidebar and tags that filter', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(pageHeading(page)).toHaveText('Blog');
    const posts = page.getByRole('region', { name: 'Articles' }).getByRole('article');
    await expect(posts).toHaveCount(4);
    const first = posts.first();
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/blog/diagnostic-tests-you-should-know',
    );
    await expect(first.getByText(/Comment/)).toHaveCount(0);
    await first.getByRole('button', { name: /^02/ }).click();
    await expect(first.getByRole('button', { name: /^02/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByText('1')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const sidebar = page.getByRole('complementary', { name: 'More from the blog' });
    await expect(sidebar.getByRole('region', { name: 'Popular Services' }).getByRole('link')).toHaveCount(5);
    await expect(sidebar.getByRole('region', { name: 'From our gallery' }).getByRole('img')).toHaveCount(4);

    await sidebar.getByRole('link', { name: /^diabetes/ }).click();
    await expect(page).toHaveURL(/\/blog\?tag=diabetes$/);
    await expect(posts).toHaveCount(1);
    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(posts).toHaveCount(4);
  });

  for (const [oldPath, slug, title] of [
    ['/blogpage', 'diagnostic-tests-you-should-know', 'Diagnostic Tests You Should Know About'],
    ['/blogpages', 'air-pollution-and-your-lungs', 'Air Pollution and Your Lungs'],
    ['/blogpagecare', 'critical-care-what-families-should-know', 'Critical Care: What Families Should Know'],
    ['/blogpage4', '24-7-emergency-care', '24/7 Emergency Care'],
  ] as const) {
    test(`the article “${title}” answers at ${oldPath} and at /blog/${slug}`, async ({ page }) => {
      await page.goto(oldPath);
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(pageHeading(page)).toHaveText(title);
      await page.goto(`/blog/${slug}`);
      await expect(pageHeading(page)).toHaveText(title);
      const article = page.getByRole('article', { name: title });
      await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(article.locator('dl', { hasText: 'Page last reviewed:' })).toHaveText(
        /^Page last reviewed:\s*\d+ \w+ 2025\s*Next review due:\s*\d+ \w+ 2026$/,
      );
      expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      const next = article.getByRole('complementary', { name: 'Where to go next' }).getByRole('link');
      await expect(next).toHaveCount(3);
      await expect(next.nth(1)).toHaveAttribute('href', /^\/(appointment|blood-test)$/);
      await expect(page).toHaveTitle(`${title} | Aravali Care Hospital`);
    });
  }
});

test("an article's text stays in view while its live page and its text's own code come", async ({ page }) => {
  const lead = 'From late October until February';
  // Each frame from the first paint: is the article's opening paragraph shown?
  await page.addInitScript((text) => {
    const frames: boolean[] = [];
    Object.assign(window, { leadShown: frames });
    const look = () => {
      if (document.body) frames.push(document.body.innerText.includes(text));
      if (frames.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, lead);
  // Every script answered late, as on a slow line: the text's code comes after the page's.
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/blog/air-pollution-and-your-lungs');
  await pageLive(page);
  await expect(page.getByRole('article').getByText(lead)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const frames = await page.evaluate(() => (window as unknown as { leadShown: boolean[] }).leadShown);
  const firstShown = frames.indexOf(true);
  expect(firstShown).toBeGreaterThanOrEqual(0);
  // Never a frame with "Loading" in its place once it was there.
  expect(frames.slice(firstShown).filter((shown) => !shown)).toHaveLength(0);
  await expect(page.getByRole('article').getByRole('status')).toHaveCount(0);
});

test.describe('about', () => {
  test('shows Since 2020, its highlights, specialities, tagline and two pieces of patient feedback', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText('About Us');
    const main = page.getByRole('main');
    await expect(main.getByText('Since 2020')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Emergency Treatment' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'High Quality Laboratory' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Our specialities' }).getByRole('link')).toHaveCount(8);
    await expect(main.getByRole('heading', { name: 'Together For Better Health' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'What our patients say' }).getByRole('figure')).toHaveCount(2);
  });

  test('keeps one answer open at a time: the first at first, and the open one closes itself', async ({ page }) => {
    await page.goto('/about');
    const question = (name: string) => page.getByRole('button', { name });
    const open = async () =>
      Promise.all(
        ['What are the charges for lab tests?', 'How do I get an appointment?', 'How do I book a health check?'].map(
          async (name) => (await question(name).getAttribute('aria-expanded')) === 'true',
        ),
      );
    expect(await open()).toEqual([true, false, false]);
    await question('How do I get an appointment?').click();
    expect(await open()).toEqual([false, true, false]);
    await question('How do I get an appointment?').click();
    expect(await open()).toEqual([false, false, false]);
    await question('How do I book a health check?').click();
    expect(await open()).toEqual([false, false, true]);
  });

  test('moves its slider with next and previous, ignoring a click during the 500 ms transition', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    const slider = page.getByRole('region', { name: 'Pictures of the hospital' });
    const current = slider.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(current).toHaveAttribute('aria-label', '1 of 2');
    // Two presses in one go, so the second surely lands mid-transition however busy the machine is.
    await slider.getByRole('button', { name: 'Next slide' }).evaluate((next: HTMLElement) => {
      next.click();
      next.click();
    });
    await expect(current).toHaveAttribute('aria-label', '2 of 2');
    // The transition's 500 ms, by the page's clock.
    await page.clock.runFor(500);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAttribute('aria-label', '1 of 2');
  });

  test('fetches the tour video only when its player is opened', async ({ page }) => {
    const videos: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) videos.push(request.url());
    });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(videos).toEqual([]);
    await page.getByRole('button', { name: 'Play the hospital tour video' }).click();
    const player = page.getByRole('dialog', { name: 'A tour of Aravali Care Hospital' });
    await expect(player.locator('video')).toBeVisible();
    await expect.poll(() => videos.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
  });
});
