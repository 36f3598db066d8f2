import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { HOSPITAL } from 'contract/hospital';
import { SESSION_LIMITS } from 'contract/rules';
import { renderWithProviders } from 'shared-ui/testing';
import AccessibilityPage from './AccessibilityPage';

describe('the accessibility statement', () => {
  it('states the WCAG 2.2 AA target, the known gaps, how to report a barrier, the answer time and the day it was checked', async () => {
    const { container } = renderWithProviders(<AccessibilityPage />, { route: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How far it meets the standard' })).toHaveTextContent(
      'Our target is level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. The website partly meets it',
    );
    const gaps = within(screen.getByRole('region', { name: 'What is not accessible yet' })).getAllByRole('listitem');
    expect(gaps.map((gap) => gap.textContent)).toEqual([
      expect.stringContaining(`signed out after ${SESSION_LIMITS.idleMinutes} minutes without using the site`),
      expect.stringContaining('6-digit code'),
      expect.stringContaining('Google Maps'),
      expect.stringContaining('not yet been tested by disabled people'),
    ]);
    const report = screen.getByRole('region', { name: 'Tell us about a barrier' });
    expect(within(report).getByRole('link', { name: HOSPITAL.email })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.email}`,
    );
    expect(within(report).getByRole('link', { name: HOSPITAL.supportPhone })).toHaveAttribute(
      'href',
      `tel:${HOSPITAL.supportPhone.replace(/\s/g, '')}`,
    );
    expect(within(report).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(report).toHaveTextContent('We reply within one working day');
    expect(report).not.toHaveTextContent(/\{\w+\}/);
    const checked = screen.getByRole('region', { name: 'How we checked' });
    expect(checked).toHaveTextContent('This statement was prepared on 5 December 2026');
    expect(within(checked).getByText('5 December 2026')).toHaveAttribute('datetime', '2026-12-05');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the same in Hindi, with the Hindi contact form link and the date in Hindi words', async () => {
    renderWithProviders(<AccessibilityPage />, { route: '/hi/accessibility', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'सुलभता विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'यह मानक पर कितनी खरी उतरती है' })).toHaveTextContent(
      'WCAG) 2.2 का AA स्तर',
    );
    const report = screen.getByRole('region', { name: 'किसी रुकावट के बारे में हमें बताएँ' });
    expect(within(report).getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/hi/contact');
    expect(within(report).getByRole('link', { name: HOSPITAL.email })).toBeInTheDocument();
    expect(report).toHaveTextContent('एक कार्य-दिवस के भीतर जवाब');
    expect(screen.getByRole('region', { name: 'हमने कैसे जाँचा' })).toHaveTextContent('5 दिसंबर 2026');
  });
});
