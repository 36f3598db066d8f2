import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL, telHref } from 'contract/hospital';
import { renderWithProviders } from 'shared-ui/testing';
import { EmergencyControl } from './EmergencyControl';

// A <summary>: browsers expose it as a button with its expanded state; testing-library gives it no role.
const emergencyButton = () => screen.getByText('Emergency', { selector: 'summary' });
const panel = () => screen.getByRole('list', { hidden: true });

describe('the header Emergency control', () => {
  it('opens a list with 112, the emergency line, directions and the emergency page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmergencyControl />);
    expect(panel()).not.toBeVisible();
    await user.click(emergencyButton());
    expect(panel()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 112 (national emergency)' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: `Emergency department ${HOSPITAL.emergencyPhone}` })).toHaveAttribute(
      'href',
      telHref(HOSPITAL.emergencyPhone),
    );
    const directions = screen.getByRole('link', { name: /^Directions to the emergency entrance/ });
    expect(directions).toHaveAttribute('href', expect.stringContaining('google.com/maps/dir/'));
    expect(directions).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'What to do now' })).toHaveAttribute('href', '/emergency');
  });

  // Enter and Space on a <summary> are the browser's own (jsdom has neither): the browser suite presses them.
  it('Tab reaches the calls, and Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmergencyControl />);
    await user.click(emergencyButton());
    expect(panel()).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Call 112 (national emergency)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(emergencyButton()).toHaveFocus();
  });

  // The browser tells React of an opening by a toggle event it queues as a task: a key can come first.
  it('Escape closes it when pressed before the toggle event of its opening has come', () => {
    renderWithProviders(<EmergencyControl />);
    emergencyButton().focus();
    const details = emergencyButton().parentElement as HTMLDetailsElement;
    details.open = true;
    fireEvent.keyDown(emergencyButton(), { key: 'Escape' });
    expect(panel()).not.toBeVisible();
    expect(emergencyButton()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <EmergencyControl />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(emergencyButton());
    expect(panel()).toBeVisible();
    await user.click(screen.getByText('Elsewhere'));
    expect(panel()).not.toBeVisible();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    renderWithProviders(<EmergencyControl />, { language: 'hi' });
    expect(await screen.findByText('आपातकाल', { selector: 'summary' })).toBeInTheDocument();
  });

  it('has no accessibility violations, open or closed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<EmergencyControl />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(emergencyButton());
    expect(await axe(container)).toHaveNoViolations();
  });
});
