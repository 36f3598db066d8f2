import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { HOSPITAL } from 'contract/hospital';
import { SESSION_LIMITS } from 'contract/rules';
import { renderWithProviders } from 'shared-ui/testing';
import TermsPage from './TermsPage';

describe('TermsPage', () => {
  it('gives the privacy notice with working links to the Grievance Officer, the phone and the contact page', async () => {
    const { container } = renderWithProviders(<TermsPage />);
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    expect(within(notice).getByRole('link', { name: HOSPITAL.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.privacyEmail}`,
    );
    expect(within(notice).getByRole('link', { name: HOSPITAL.supportPhone })).toHaveAttribute(
      'href',
      `tel:${HOSPITAL.supportPhone.replace(/\s/g, '')}`,
    );
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(notice).toHaveTextContent('withdraw your consent at any time');
    expect(notice).toHaveTextContent('Data Protection Board of India');
    expect(notice).not.toHaveTextContent(/\{\w+\}/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says what the website keeps in the browser, with the API's own session limits", () => {
    renderWithProviders(<TermsPage />);
    const heading = screen.getByRole('heading', { name: 'What this website keeps in your browser' });
    const cookies = heading.nextElementSibling;
    expect(cookies).toHaveTextContent(
      'No cookies for advertising or tracking, and no analytics other than the anonymous speed measure described below.',
    );
    expect(cookies).toHaveTextContent(
      `until you sign out, after ${SESSION_LIMITS.idleMinutes} minutes unused or ${SESSION_LIMITS.maxHours} hours at most`,
    );
    expect(cookies).toHaveTextContent(`It is kept ${SESSION_LIMITS.knownBrowserDays} days.`);
    expect(cookies?.nextElementSibling).toHaveTextContent(
      'whether someone was signed in on this browser at the last visit (never who)',
    );
  });

  it('says what the speed measure sends, why, that it sets no cookie and is kept 90 days', () => {
    renderWithProviders(<TermsPage />);
    const speed = screen.getByRole('heading', { name: "How we measure this website's speed" }).nextElementSibling;
    expect(speed).toHaveTextContent('To make this website faster, some visits (a sample, not every one)');
    expect(speed).toHaveTextContent('never its address');
    expect(speed).toHaveTextContent('no cookie is set or read for them');
    expect(speed).toHaveTextContent('We keep the numbers for 90 days, then delete them.');
  });

  it('says what each e-mail carries and what it never does', () => {
    renderWithProviders(<TermsPage />);
    const emails = screen.getByRole('heading', { name: 'What our e-mails carry' }).nextElementSibling;
    expect(emails).toHaveTextContent(
      "Each e-mail carries only your name in the greeting, your booking reference, the date, whether the visit is in person or online, the hospital's address and phone number, and a link to manage your booking",
    );
    expect(emails).toHaveTextContent('6-digit code');
    expect(emails).toHaveTextContent(
      'It never names the doctor, the department or the test, never gives a price, and never repeats what you wrote in the form.',
    );
  });

  it('says what each text message carries, when it comes, and how to stop it', () => {
    renderWithProviders(<TermsPage />);
    const texts = screen.getByRole('heading', { name: 'What our text messages carry' }).nextElementSibling;
    expect(texts).toHaveTextContent(
      'by SMS to the phone number you gave, unless you untick it, and by WhatsApp only if you tick it',
    );
    expect(texts).toHaveTextContent('a reminder 3 days and 1 day before the visit (not between 9 pm and 8 am)');
    expect(texts).toHaveTextContent('never the doctor, the department, the test or a price');
    expect(texts).toHaveTextContent('reply STOP on WhatsApp or open the stop link in any message');
  });

  it('states each retention period the retention job applies, and the security log kept for one year', () => {
    renderWithProviders(<TermsPage />);
    const keeping = within(screen.getByRole('region', { name: 'Privacy notice' })).getAllByRole('list')[1];
    if (!keeping) throw new Error('the retention periods are not listed');
    const periods = within(keeping)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(periods).toEqual([
      expect.stringMatching(/^Bookings: 3 years after the day of the visit, for the hospital's record keeping\./),
      'Messages sent with the contact form: 12 months, then deleted.',
      expect.stringMatching(/^The e-mails we send you: our copy is deleted 30 days after it is sent/),
      expect.stringMatching(/^The SMS and WhatsApp messages we send you: .* deleted 30 days after it was delivered/),
      'Your account: until you ask us to delete it.',
      expect.stringMatching(/We keep this log for one year/),
    ]);
  });

  it('tells how to ask for access, correction and erasure, with no deadline the law does not set', () => {
    renderWithProviders(<TermsPage />);
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent('ask to see a summary of what we hold about you, have it corrected or completed');
    expect(notice).toHaveTextContent('When we erase your data');
    expect(notice).toHaveTextContent(`write to our Grievance Officer at ${HOSPITAL.privacyEmail}`);
    expect(notice).toHaveTextContent('we answer without delay');
    expect(notice).not.toHaveTextContent(/within \d+ days/);
  });

  it('reads in Hindi, links and all', async () => {
    renderWithProviders(<TermsPage />, { language: 'hi' });
    const notice = await screen.findByRole('region', { name: 'गोपनीयता सूचना' });
    expect(within(notice).getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    expect(within(notice).getByRole('link', { name: HOSPITAL.privacyEmail })).toBeInTheDocument();
    expect(notice).not.toHaveTextContent(/\{\w+\}/);
    expect(screen.getByRole('heading', { name: 'हमारे ई-मेल में क्या होता है' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('विज़िट के दिन के बाद 3 साल तक');
    expect(notice).toHaveTextContent('12 महीने');
    expect(notice).toHaveTextContent('30 दिन बाद');
    expect(notice).toHaveTextContent('एक साल तक रखते हैं');
  });
});
