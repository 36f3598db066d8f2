import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../../support/fixtures';

/**
 * Someone typing a red-flag symptom (chest pain, a stroke, a child who will not wake...) into the
 * search or the chat is told to call first, with both numbers to tap, before any result.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const CALL_NOW = 'Call 112 or our emergency line now';
const CALL_NOW_HI = 'अभी 112 या हमारी इमरजेंसी लाइन पर कॉल करें';

async function expectCallsIn(page: Page, name: string, callNational: string) {
  const emergency = page.getByRole('region', { name });
  await expect(emergency).toBeVisible();
  await expect(emergency.getByRole('link', { name: callNational })).toHaveAttribute('href', 'tel:112');
  await expect(emergency.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  return emergency;
}

test.describe('a red-flag symptom typed', () => {
  test('in the search box: the emergency numbers come above the suggestions, and stay to be tabbed to', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.pressSequentially('chest pain');
    const emergency = await expectCallsIn(page, CALL_NOW, 'Call 112');
    const firstSuggestion = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(firstSuggestion).toBeVisible();
    const [callBox, listBox] = await Promise.all([emergency.boundingBox(), firstSuggestion.boundingBox()]);
    expect(callBox && listBox && callBox.y + callBox.height <= listBox.y).toBe(true);
    // Leaving the box for the numbers keeps them in view.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(emergency.getByRole('link', { name: 'Call 112' })).toBeFocused();
    await expect(emergency).toBeVisible();
  });

  test('on the results page, in Hindi and romanised Hindi: the call comes before the form and every result', async ({
    page,
  }) => {
    await page.goto('/hi/search?q=' + encodeURIComponent('सीने में दर्द'));
    await expect(pageHeading(page)).toBeVisible();
    const emergency = await expectCallsIn(page, CALL_NOW_HI, '112 पर कॉल करें');
    const firstHeadings = await page.getByRole('main').getByRole('heading').allTextContents();
    expect(firstHeadings.slice(0, 2)).toEqual(['खोजें', CALL_NOW_HI]);
    await expect(emergency).toBeInViewport();
    const field = page.getByRole('searchbox', { name: 'साइट पर खोजें' });
    await field.fill('');
    await field.pressSequentially('bacche ko saans nahi aa rahi');
    await field.press('Enter');
    await expect(page).toHaveURL(/q=bacche/);
    await expectCallsIn(page, CALL_NOW_HI, '112 पर कॉल करें');
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations).toEqual([]);
  });

  test('in the chat: the answer is the call, at once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Chat with us/ }).click();
    const chat = page.getByRole('dialog', { name: 'Aravali Care Assistant' });
    const box = chat.getByRole('textbox', { name: 'Type your message' });
    await box.pressSequentially('my father has chest pain');
    await box.press('Enter');
    await expect(chat.getByRole('region', { name: CALL_NOW })).toBeVisible();
    await expect(chat.getByRole('log')).not.toContainText('Appointment page');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('the numbers fit the screen and answer a tap', async ({ page }) => {
      await page.goto('/search?q=' + encodeURIComponent('stroke'));
      const emergency = await expectCallsIn(page, CALL_NOW, 'Call 112');
      const box = await emergency.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const call = emergency.getByRole('link', { name: 'Call 112' });
      const callBox = await call.boundingBox();
      expect(callBox && callBox.height >= 44).toBe(true);
    });

    test('in the narrow search box, both numbers stay inside its panel, in Hindi', async ({ page }) => {
      await page.goto('/hi');
      const search = page.getByRole('combobox', { name: 'सेवाएँ और पेज खोजें' });
      await search.tap();
      await search.pressSequentially('sans phool rahi hai');
      const emergency = await expectCallsIn(page, CALL_NOW_HI, '112 पर कॉल करें');
      const panel = await emergency.boundingBox();
      for (const call of await emergency.getByRole('link').all()) {
        const box = await call.boundingBox();
        expect(panel && box && box.x >= panel.x && box.x + box.width <= panel.x + panel.width).toBe(true);
      }
      await emergency.getByRole('link', { name: '112 पर कॉल करें' }).tap();
    });
  });
});
