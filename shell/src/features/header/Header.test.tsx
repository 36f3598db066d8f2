import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL, telHref } from 'contract/hospital';
import { renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { Header } from './Header';

const renderHeader = (route = '/') =>
  renderWithProviders(<Header search={<div role="search" aria-label="Site search" />} />, { route });
const supportLink = () => screen.queryByRole('link', { name: HOSPITAL.supportPhone });
const quickLinks = () => screen.queryByRole('navigation', { name: 'Account and quick links' });

describe('Header on a phone (375px)', () => {
  beforeEach(() => setViewportWidth(375));

  it('has no top strip: the support line and quick links are at the foot of the open menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByRole('link', { name: HOSPITAL.supportPhone })).toHaveAttribute(
      'href',
      telHref(HOSPITAL.supportPhone),
    );
    const links = within(nav).getByRole('navigation', { name: 'Account and quick links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account', 'Login', 'Register', 'Appointment', 'Contact']);
  });

  it('switches to the same page in the other language with one button naming it in its own words', async () => {
    const user = userEvent.setup();
    const { history } = renderHeader('/our-doctor?department=3');
    expect(screen.getByText(`Hospital · ${HOSPITAL.city}`)).toBeInTheDocument();
    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
    await user.click(toHindi);
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
    expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByText('अस्पताल · फ़रीदाबाद')).toBeInTheDocument();
    expect(history.location).toMatchObject({ pathname: '/hi/our-doctor', search: '?department=3' });
  });

  it('has no accessibility violations with the menu open', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Header on a wide screen (1280px)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the top strip: support line, quick links and the two-language switch', () => {
    renderHeader();
    expect(supportLink()).toBeInTheDocument();
    expect(quickLinks()).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('navigation')).not.toBeInTheDocument();
  });
});
