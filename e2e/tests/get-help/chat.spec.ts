import { advance, pauseClockIn } from '../../support/clock';
import { expect, test } from '../../support/fixtures';

test.describe('the chat assistant', () => {
  test('opens, answers after a second, and closes with Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const launcher = page.getByRole('button', { name: /^Chat with us/ });
    await expect(launcher).toHaveAccessibleName('Chat with us, 1 unread');
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Aravali Care Assistant' });
    await expect(chat).toBeVisible();
    await expect(launcher).toHaveAccessibleName('Chat with us');
    const box = chat.getByRole('textbox', { name: 'Type your message' });
    await expect(box).toBeFocused();

    await box.fill('   ');
    await box.press('Enter');
    await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);

    // From here the page's time moves only by the test: the answer comes a second after the question.
    await pauseClockIn(page, 100);
    await box.fill('I want to BOOK a visit');
    await box.press('Enter');
    await expect(chat.getByRole('log')).toContainText('I want to BOOK a visit');
    await advance(page, 900);
    await expect(chat.getByRole('log')).not.toContainText('Appointment page');
    await advance(page, 100);
    await expect(chat.getByRole('log')).toContainText('Appointment page');

    await chat.getByRole('button', { name: 'Emergency Services' }).click();
    await advance(page, 1000);
    await expect(chat.getByRole('log')).toContainText('24/7 emergency number');
    await page.clock.resume();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('links to the messaging app with a prefilled greeting', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Chat with us/ }).click();
    const href = await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain('Hello Aravali Care Hospital');
  });

  test('sits in the same place, with the phone link, on every page', async ({ page }) => {
    const positions: string[] = [];
    for (const path of ['/', '/services', '/appointment', '/no-such-page']) {
      await page.goto(path);
      const chat = await page.getByRole('button', { name: /^Chat with us/ }).boundingBox();
      const call = await page.getByRole('link', { name: /^Call us on/ }).boundingBox();
      positions.push(JSON.stringify([chat?.x, chat?.y, call?.x, call?.y]));
    }
    expect(new Set(positions).size).toBe(1);
  });
});
