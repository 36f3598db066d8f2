import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL } from 'contract/hospital';
import { renderWithProviders } from 'shared-ui/testing';
import { PrivacyConsent } from './PrivacyConsent';
import type { PrivacyPurpose } from './PrivacyConsent';

describe('the privacy notice and consent beside a submit button', () => {
  it.each<[PrivacyPurpose, RegExp]>([
    ['appointment', /department, doctor and date/],
    ['lab', /any prescription you upload/],
    ['contact', /your message/],
    ['register', /login ID and password/],
  ])('names the data the %s form asks for, why, and how to withdraw or complain', (purpose, data) => {
    renderWithProviders(<PrivacyConsent purpose={purpose} />);
    const notice = screen.getByRole('region', { name: 'Your privacy' });
    expect(notice).toHaveTextContent(data);
    expect(notice).toHaveTextContent(/We use them only to/);
    expect(notice).toHaveTextContent(`withdraw your consent`);
    expect(notice).toHaveTextContent(HOSPITAL.privacyEmail);
    expect(notice).toHaveTextContent('Data Protection Board of India');
    const link = screen.getByRole('link', { name: /Read the full privacy notice/ });
    expect(link).toHaveAttribute('href', '/terms#privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has a required consent box that starts unticked', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PrivacyConsent purpose="appointment" />);
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    await user.click(box);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each<[PrivacyPurpose, boolean]>([
    ['appointment', true],
    ['lab', true],
    ['contact', false],
    ['register', false],
  ])('the %s form asks about texts to the phone: %p', (purpose, asks) => {
    renderWithProviders(<PrivacyConsent purpose={purpose} />);
    expect(screen.queryByRole('group', { name: 'Messages to your phone' }) !== null).toBe(asks);
    expect(screen.queryByRole('checkbox', { name: 'By SMS' }) !== null).toBe(asks);
    expect(screen.queryByRole('checkbox', { name: 'By WhatsApp' }) !== null).toBe(asks);
  });

  it('reads in Hindi, and its links open the Hindi terms', async () => {
    renderWithProviders(<PrivacyConsent purpose="lab" />, { language: 'hi' });
    const notice = await screen.findByRole('region', { name: 'आपकी गोपनीयता' });
    expect(notice).toHaveTextContent('पर्चे');
    expect(screen.getByRole('group', { name: 'आपके फ़ोन पर संदेश' })).toHaveAccessibleDescription(
      expect.stringContaining('ईमेल हर हाल में आता है।'),
    );
    expect(screen.getByRole('checkbox', { name: 'WhatsApp से' })).toBeInTheDocument();
    // Both open in a new tab, outside the page's router: the address carries the language.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/hi/terms#privacy', '/hi/terms']);
  });
});
