import { expect, markDocument, pageHeading, stillSameDocument, test } from '../support/fixtures';

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

    await page.getByRole('link', { name: 'Make an Enquiry' }).scrollIntoViewIfNeeded();
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
});
