import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import EmergencyPage from './EmergencyPage';

describe('the emergency page, one truth with its service twin', () => {
  it('carries what the twin said better: bites and heat, breathing, intensive care, ambulance and insurance', () => {
    renderWithProviders(<EmergencyPage />, { route: '/emergency' });
    const services = screen.getByRole('region', { name: 'Emergency services' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Trauma care',
      'Cardiac emergencies',
      'Neuro emergencies',
      'Paediatric emergencies',
      'Poisoning, bites and heat illness',
      'Breathing emergencies',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Intensive care and cardiac care unit' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByRole('button', { name: 'How do I call an ambulance?' })).toBeInTheDocument();
    expect(
      within(faq).getByRole('button', { name: 'Can I use my health insurance in an emergency?' }),
    ).toBeInTheDocument();
  });
});
