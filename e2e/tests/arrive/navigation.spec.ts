import { expect, markDocument, pageHeading, scrollTo, stillSameDocument, test } from '../../support/fixtures';

test.describe('navigating from the menus on a wide screen (1280px)', () => {
  test('the Services dropdown opens on hover, lists the services from the API, and leads to one', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    const allServices = nav.getByRole('link', { name: 'Our All Services' });
    await expect(allServices).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cardiology' })).toBeVisible();
    await nav.getByRole('link', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL(/\/services\/cardiology$/);
    await expect(pageHeading(page)).toHaveText('Cardiology');
    expect(await stillSameDocument(page)).toBe(true);
    await expect(allServices).toBeHidden();
  });

  test('the dropdown closes when the pointer leaves it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: "FAQ's" })).toBeVisible();
    await page.mouse.move(640, 800);
    await expect(nav.getByRole('link', { name: "FAQ's" })).toBeHidden();
  });

  test('About Us and I Want To lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await nav.getByRole('link', { name: "FAQ's" }).click();
    await expect(pageHeading(page)).toHaveText("FAQ's");
    await nav.getByRole('button', { name: 'I Want To' }).hover();
    await nav.getByRole('link', { name: 'Blood Test' }).click();
    await expect(page).toHaveURL(/\/blood-test$/);
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(pageHeading(page)).toHaveText('Image Gallery');
  });

  test('every menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Our All Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText('Our Services');
  });

  test('the top strip, logo and footer links navigate, and each new page starts at the top', async ({ page }) => {
    await page.goto('/about');
    const quickLinks = page.getByRole('navigation', { name: 'Account and quick links' });
    await quickLinks.getByRole('link', { name: 'Register' }).click();
    await expect(pageHeading(page)).toHaveText('Register');
    await quickLinks.getByRole('link', { name: 'Account' }).click();
    await expect(pageHeading(page)).toHaveText('Login');
    await expect(page.getByText('24 X 7').first()).toBeVisible();

    await scrollTo(page.getByRole('link', { name: 'Make an Enquiry' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Make an Enquiry' }).click();
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'Aravali Care Hospital, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back to top scrolls up', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navigating from the menu on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu hides behind a toggle; opening one dropdown closes the others', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();

    await nav.getByRole('button', { name: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Testimonial' })).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'Testimonial' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Our All Services' })).toBeVisible();

    await nav.getByRole('link', { name: 'Our All Services' }).click();
    await expect(pageHeading(page)).toHaveText('Our Services');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
  });

  test('by touch, one tap on About Us opens it while Services is open (and closes Services)', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).tap();
    const services = nav.getByRole('button', { name: 'Services' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await services.tap();
    await expect(nav.getByRole('link', { name: 'Cardiology' })).toBeVisible();
    await about.tap();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Testimonial' })).toBeVisible();
    await nav.getByRole('button', { name: 'I Want To' }).tap();
    await expect(nav.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Book Appointment' }).tap();
    await expect(page).toHaveURL(/\/appointment$/);
  });
});

test.describe('the header at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('fits one row: every menu entry on one line, the search placeholder whole, chevrons alike', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const entries = nav.locator(':scope > ul > li > :first-child');
    await expect(entries).toHaveCount(7);
    const boxes = await entries.evaluateAll((elements) =>
      elements.map((element) => {
        const { top } = element.getBoundingClientRect();
        const label = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        if (label) range.selectNodeContents(label);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        return { text: label?.textContent?.trim() ?? '', top: Math.round(top), lines };
      }),
    );
    for (const box of boxes) expect(box.lines, `${box.text} wraps`).toBe(1);
    expect(new Set(boxes.map((box) => box.top)).size, 'entries share one row').toBe(1);

    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    // The placeholder typed in as text: it fits when the field does not need to scroll.
    const fits = await search.evaluate((input: HTMLInputElement) => {
      input.value = input.placeholder;
      const fitting = input.scrollWidth <= input.clientWidth;
      input.value = '';
      return fitting;
    });
    expect(fits, 'the placeholder is not cut').toBe(true);
    const searchRight = await page.getByRole('search').evaluate((form) => form.getBoundingClientRect().right);
    // The top strip ends with the language switch, at the page's content edge.
    const stripRight = await page
      .getByRole('group', { name: 'Language' })
      .evaluate((languages) => languages.getBoundingClientRect().right);
    expect(searchRight, 'the row stays inside the page width').toBeLessThanOrEqual(stripRight + 1);

    const chevrons = await nav.locator(':scope > ul button svg').evaluateAll((icons) =>
      icons.map((icon) => {
        const { width, height } = icon.getBoundingClientRect();
        return `${Math.round(width)}x${Math.round(height)}`;
      }),
    );
    expect(chevrons).toHaveLength(3);
    expect(new Set(chevrons).size, `chevron sizes ${chevrons.join(', ')}`).toBe(1);
  });
});
