import type { Page } from '@playwright/test';
import { appointmentForm } from '../../support/booking';
import { expect, pageLive, test } from '../../support/fixtures';
import { holdTakeover } from '../../support/takeover';

/**
 * Issue 45, "no tap lost": on a form page the visitor can type into the server's copy of the form
 * before the live page takes its place (held back here by holding the remotes' code,
 * support/takeover.ts); the live form comes up with what was typed, seen by its checks, and focus
 * in the field that had it.
 */
test.use({ waitForLivePage: false });

const contactForm = (page: Page, name = 'Send Us a Message') => page.getByRole('form', { name });
const serverPageShown = (page: Page) => expect(page.locator('[data-page-region="server"]')).toHaveCount(1);
const problems = (page: Page, title = 'There is a problem') => page.getByRole('alert').filter({ hasText: title });

test.describe('on a phone (375px), by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('/contact: what was typed is in the live form, focus in the last field, and its checks see it', async ({
    page,
  }) => {
    const takeover = await holdTakeover(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = contactForm(page);
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    const message = form.getByRole('textbox', { name: 'Message', exact: true });
    await name.tap();
    await name.pressSequentially('Pooja Sharma');
    await message.tap();
    await message.pressSequentially('Visiting hours?');
    await serverPageShown(page);

    await takeover.release();
    await pageLive(page);
    await expect(name).toHaveValue('Pooja Sharma');
    await expect(message).toHaveValue('Visiting hours?');
    await expect(message).toBeFocused();
    // The caret is at the end: what the visitor goes on typing follows.
    await page.keyboard.type(' ICU');
    await expect(message).toHaveValue('Visiting hours? ICU');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expect(problems(page)).toBeFocused();
    await expect(problems(page).getByRole('link').first()).toHaveText('Email is required');
    await expect(problems(page)).not.toContainText('Name is required');
    await expect(problems(page)).not.toContainText('Message is required');
  });
});

test.describe('on a wide screen (1280px), by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/contact: Enter pressed before the takeover sends the live form once, with what was typed', async ({
    page,
  }) => {
    const takeover = await holdTakeover(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const name = contactForm(page).getByRole('textbox', { name: 'Name', exact: true });
    // Its fields take keys once the shell's code has enabled them.
    await expect(name).toBeEditable();
    await name.focus();
    await name.pressSequentially('Pooja Sharma');
    await page.keyboard.press('Enter');
    // The browser does not send the server's copy itself (nothing it typed goes anywhere).
    await serverPageShown(page);

    await takeover.release();
    await pageLive(page);
    await expect(problems(page)).toBeFocused();
    await expect(problems(page).getByRole('link').first()).toHaveText('Email is required');
    await expect(name).toHaveValue('Pooja Sharma');
  });

  test('/appointment: the patient’s name typed is in the live form, focus in it, and its checks see it', async ({
    page,
  }) => {
    const takeover = await holdTakeover(page);
    await page.goto('/appointment', { waitUntil: 'commit' });
    const form = appointmentForm(page);
    const patient = form.getByRole('textbox', { name: 'Patient Name', exact: true });
    // Its fields take keys once the shell's code has enabled them.
    await expect(patient).toBeEditable();
    await patient.focus();
    await patient.pressSequentially('Mohan Lal');
    await serverPageShown(page);

    await takeover.release();
    await pageLive(page);
    await expect(patient).toHaveValue('Mohan Lal');
    await expect(patient).toBeFocused();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(problems(page)).toBeFocused();
    await expect(problems(page)).not.toContainText('Patient name is required');
  });

  test('/hi/contact: the name typed in Hindi is in the live Hindi form, focus in it', async ({ page }) => {
    const takeover = await holdTakeover(page);
    await page.goto('/hi/contact', { waitUntil: 'commit' });
    const name = page.getByRole('main').getByRole('textbox', { name: 'नाम', exact: true });
    // Its fields take keys once the shell's code has enabled them.
    await expect(name).toBeEditable();
    await name.focus();
    await name.pressSequentially('पूजा शर्मा');
    await serverPageShown(page);

    await takeover.release();
    await pageLive(page);
    await expect(name).toHaveValue('पूजा शर्मा');
    await expect(name).toBeFocused();
  });
});
