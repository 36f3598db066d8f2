import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSPITAL } from 'contract/hospital';
import { renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ContactPage from './ContactPage';

setupMockApi();

/** Whether `b` comes after `a` in the page, as a screen reader or a phone's single column reads it. */
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the contact page', () => {
  it('shows a sketch of the map and loads the real one only when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('img', { name: /Sketch of the streets/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = screen.getByTitle(`Map showing ${HOSPITAL.name}`);
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=28\.3943,77\.3156/);
    expect(map).toHaveFocus();
  });

  it('puts the message form right after the page heading, and the map after the form', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Contact Us' });
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    const map = screen.getByRole('region', { name: 'Find us' });
    expect(follows(heading, form)).toBe(true);
    expect(follows(form, map)).toBe(true);
  });

  it('gives the address, phone, two e-mail addresses, the support call-out and a CALL NOW tel: link', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(details).toHaveTextContent(HOSPITAL.address);
    expect(within(details).getByRole('link', { name: HOSPITAL.supportPhone })).toHaveAttribute(
      'href',
      'tel:+911294000000',
    );
    expect(within(details).getByRole('link', { name: HOSPITAL.email })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.email}`,
    );
    expect(within(details).getByRole('link', { name: HOSPITAL.appointmentsEmail })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.appointmentsEmail}`,
    );
    expect(screen.getByRole('region', { name: 'Customer support, 24 X 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^CALL NOW/ })).toHaveAttribute('href', 'tel:+911294000000');
  });
});
