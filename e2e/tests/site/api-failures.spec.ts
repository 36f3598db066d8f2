import type { Locator, Page, Route } from '@playwright/test';
import { uniquePhone } from '../../support/booking';
import { API_URL } from '../../support/site';
import { expect, pageHeading, pageSettled, scrollTo, test } from '../../support/fixtures';

/**
 * Every page that reads from or sends to the API, with the API down, answering 500, and answering
 * after the client's 5000 ms timeout (SPEC §7, §9): the page keeps its heading, shows SPEC §8's
 * words (or the page's own where the SPEC has none), nothing says "Loading" for ever, and a form
 * keeps what the visitor typed.
 */

const FAILURES = ['down', '500', 'slow'] as const;
type Failure = (typeof FAILURES)[number];

const describe = (failure: Failure) =>
  ({ down: 'is down', 500: 'answers 500', slow: 'answers after the 5 s time limit' })[failure];

/** The client gives up after 5000 ms; the slow answer comes later, to a page that no longer waits. */
const SLOW_ANSWER_MS = 6_000;
/** Long enough for a slow answer to have been given up on. */
const PAST_API_TIMEOUT = 15_000;

async function failApi(page: Page, failure: Failure): Promise<void> {
  await page.route(`${API_URL}/**`, async (route: Route) => {
    if (failure === 'down') return route.abort('connectionrefused');
    if (failure === '500') {
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error (500)</h1>' });
    }
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    // The browser may have dropped the request by now: nothing left to answer then.
    await route.continue().catch(() => undefined);
  });
}

/** What "Error: {message}" reads for each failure (SPEC §8: 'API Error {status}' for a non-OK answer). */
const READ_ERROR: Record<Failure, string> = {
  down: 'Error: Network Error',
  500: 'Error: API Error 500',
  slow: 'Error: The server did not answer within 5 seconds',
};
const same = (text: string): Record<Failure, string> => ({ down: text, 500: text, slow: text });

interface ReadCase {
  page: string;
  heading?: string;
  /**
   * Reaches the page in the site, from `/about` (which reads nothing from the API): a page opened by
   * its address comes with the answers the server rendered it from (tested below), so its own
   * failure shows on a page reached from another one.
   */
  reach: (page: Page) => Promise<void>;
  /** Where the failure shows. */
  where: (page: Page) => Locator;
  /** Brings the failing part into view or open, when it is not at once. */
  reveal?: (page: Page) => Promise<void>;
  texts: Record<Failure, string>;
  /** What the visitor did while the API still answered, when it goes down mid-visit. */
  beforeFailure?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const fromMenu = async (page: Page, dropdown: string, link: string) => {
  await nav(page).getByRole('button', { name: dropdown }).hover();
  await nav(page).getByRole('link', { name: link, exact: true }).click();
};

const READS: ReadCase[] = [
  {
    page: 'the services list',
    heading: 'Our Services',
    reach: (page) =>
      nav(page)
        .getByRole('link', { name: 'Home' })
        .click()
        .then(() => main(page).getByRole('link', { name: 'OUR SERVICES' }).click()),
    where: main,
    texts: same('Failed to load services'),
  },
  {
    // The header's menu lists the services from the API: it went down after the menu had them.
    page: 'a service page',
    heading: 'Cardiology',
    beforeFailure: async (page) => {
      await nav(page).getByRole('button', { name: 'Services' }).hover();
      await expect(nav(page).getByRole('link', { name: 'Cardiology', exact: true })).toBeVisible();
    },
    reach: (page) => nav(page).getByRole('link', { name: 'Cardiology', exact: true }).click(),
    where: main,
    texts: READ_ERROR,
  },
  {
    page: 'the doctors page',
    heading: 'Our Doctors',
    reach: (page) => fromMenu(page, 'About Us', 'Our Doctors'),
    where: main,
    texts: same('Failed to fetch doctors data'),
  },
  {
    page: "the home page's doctors grid",
    reach: (page) => nav(page).getByRole('link', { name: 'Home' }).click(),
    // The home page's section; the grid inside it names itself the same.
    where: (page) => main(page).getByRole('region', { name: 'Our Specialities' }).first(),
    reveal: (page) => scrollTo(main(page).getByRole('region', { name: 'Our Specialities' }).first()),
    texts: same('Failed to fetch doctors data'),
  },
  {
    page: "the appointment form's departments",
    heading: 'Book an Appointment',
    reach: (page) => fromMenu(page, 'I Want To', 'Book Appointment'),
    where: main,
    texts: READ_ERROR,
  },
  {
    page: "the blood test form's labs",
    heading: 'Book a Blood Test',
    reach: (page) => fromMenu(page, 'I Want To', 'Blood Test'),
    where: main,
    // SPEC §8: 'Error: API error {status}' in place of the select, its own spelling.
    texts: { ...READ_ERROR, 500: 'Error: API error 500' },
  },
  {
    page: "the header's Services menu",
    heading: 'Image Gallery',
    reach: (page) => nav(page).getByRole('link', { name: 'Gallery' }).click(),
    where: nav,
    reveal: (page) => nav(page).getByRole('button', { name: 'Services' }).hover(),
    texts: same('No services available'),
  },
  {
    page: "the blog's Popular Services",
    reach: (page) => nav(page).getByRole('link', { name: 'Blog' }).click(),
    where: (page) => page.getByRole('complementary', { name: 'More from the blog' }),
    texts: same('No services available'),
  },
];

for (const read of READS) {
  for (const failure of FAILURES) {
    test(`${read.page}, when the API ${describe(failure)}: "${read.texts[failure]}"`, async ({ page }) => {
      if (!read.beforeFailure) await failApi(page, failure);
      await page.goto('/about');
      await expect(pageHeading(page)).toBeVisible();
      if (read.beforeFailure) {
        await read.beforeFailure(page);
        await failApi(page, failure);
      }
      await read.reach(page);
      if (read.heading) await expect(pageHeading(page)).toHaveText(read.heading);
      else await expect(pageHeading(page)).not.toHaveText('About Us');
      await read.reveal?.(page);
      await expect(read.where(page).getByText(read.texts[failure], { exact: true })).toBeVisible({
        timeout: PAST_API_TIMEOUT,
      });
      await pageSettled(page);
      await expect(pageHeading(page)).toBeVisible();
    });
  }
}

for (const path of ['/services', '/services/cardiology', '/our-doctor']) {
  test(`${path} opened by its address while the API is down shows what the server rendered it from`, async ({
    page,
  }) => {
    await failApi(page, 'down');
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await pageSettled(page);
    await expect(main(page).getByText('Cardiology').first()).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });
}

interface FormCase {
  page: string;
  path: string;
  heading: string;
  form: string;
  /** Fills the form as a visitor would; returns a field and the value it must keep. */
  fill: (form: Locator) => Promise<{ field: Locator; value: string }>;
  submit: string;
  texts: Record<Failure, string>;
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

const FORMS: FormCase[] = [
  {
    page: 'the contact form',
    path: '/contact',
    heading: 'Contact Us',
    form: 'Send Us a Message',
    fill: async (form) => {
      await textbox(form, 'Name').fill('Pooja Sharma');
      await textbox(form, 'Email').fill('pooja@example.in');
      await textbox(form, 'Phone').fill(uniquePhone());
      await textbox(form, 'Subject').fill('Visiting hours');
      await textbox(form, 'Message').fill('What are the visiting hours in the ICU?');
      await form.getByRole('checkbox', { name: /I agree/ }).check();
      return { field: textbox(form, 'Message'), value: 'What are the visiting hours in the ICU?' };
    },
    submit: 'Send Message',
    texts: {
      down: 'Network error. Please check your connection and try again.',
      500: 'Failed to send message. Please try again.',
      slow: 'Network error. Please check your connection and try again.',
    },
  },
  {
    page: 'the login form',
    path: '/login',
    heading: 'Login',
    form: 'Log in to your account',
    fill: async (form) => {
      await textbox(form, 'Login ID or e-mail').fill('meera.joshi');
      await form.getByLabel(/^Password/).fill('monsoon-rain-2026');
      return { field: textbox(form, 'Login ID or e-mail'), value: 'meera.joshi' };
    },
    submit: 'Login',
    // The SPEC has 'Invalid credentials' for any failure; the page tells a wrong password from a
    // server or network that failed, and so does this journey.
    texts: {
      down: 'Network error. Please check your connection and try again.',
      500: 'Server error. Please try again later.',
      slow: 'Network error. Please check your connection and try again.',
    },
  },
  {
    page: 'the register form',
    path: '/register',
    heading: 'Register',
    form: 'Create your account',
    fill: async (form) => {
      await textbox(form, 'Name').fill('Meera Joshi');
      await textbox(form, 'Email').fill('meera.joshi@example.in');
      await textbox(form, 'Phone').fill(uniquePhone());
      await textbox(form, 'Age').fill('29');
      await form.getByRole('radio', { name: 'Female' }).check();
      await textbox(form, 'Login ID').fill('meera.joshi');
      await form.getByLabel(/^Password/).fill('monsoon-rain-2026');
      await form.getByRole('checkbox', { name: /I agree/ }).check();
      return { field: textbox(form, 'Name'), value: 'Meera Joshi' };
    },
    submit: 'Register',
    // SPEC §8: the server's message, which the registration call makes 'Something went wrong' when
    // the body has none; no answer at all gives the form's own words.
    texts: { down: 'Error: Could not register.', 500: 'Something went wrong', slow: 'Error: Could not register.' },
  },
  {
    page: 'the manage-booking look-up',
    path: '/manage-booking',
    heading: 'Manage a Booking',
    form: 'Find your booking',
    fill: async (form) => {
      await textbox(form, 'Booking reference').fill('APT-000123');
      await textbox(form, 'Phone number or e-mail').fill('9876543210');
      return { field: textbox(form, 'Booking reference'), value: 'APT-000123' };
    },
    submit: 'Send Code',
    texts: {
      down: 'Network error. Please check your internet connection and try again.',
      500: 'Server error. Please try again later.',
      slow: 'Network error. Please check your internet connection and try again.',
    },
  },
];

for (const entry of FORMS) {
  for (const failure of FAILURES) {
    test(`${entry.page}, when the API ${describe(failure)}: "${entry.texts[failure]}", and what was typed stays`, async ({
      page,
    }) => {
      await page.goto(entry.path);
      await expect(pageHeading(page)).toHaveText(entry.heading);
      const form = page.getByRole('form', { name: entry.form });
      const kept = await entry.fill(form);
      await failApi(page, failure);
      await form.getByRole('button', { name: entry.submit }).click();
      await expect(page.getByText(entry.texts[failure], { exact: true })).toBeVisible({ timeout: PAST_API_TIMEOUT });
      // The form is ready to send again: its button says what it did before, not "Sending...".
      await expect(form.getByRole('button', { name: entry.submit })).toBeEnabled();
      await pageSettled(page);
      await expect(kept.field).toHaveValue(kept.value);
      await expect(pageHeading(page)).toHaveText(entry.heading);
    });
  }
}
