import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { HOSPITAL } from 'shared-ui';
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

  it('reads in Hindi, links and all', async () => {
    renderWithProviders(<TermsPage />, { language: 'hi' });
    const notice = await screen.findByRole('region', { name: 'गोपनीयता सूचना' });
    expect(within(notice).getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
    expect(within(notice).getByRole('link', { name: HOSPITAL.privacyEmail })).toBeInTheDocument();
    expect(notice).not.toHaveTextContent(/\{\w+\}/);
  });
});
