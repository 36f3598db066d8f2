import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL, HOSPITAL_FACT_DEFAULTS, HOSPITAL_HI, setHospitalFacts, yearInHospitalZone } from 'contract/hospital';
import { renderWithProviders } from 'shared-ui/testing';
import { Footer } from './Footer';

const renderFooter = () =>
  renderWithProviders(
    <>
      <a id="top-target" href="#main">
        Top
      </a>
      <Footer topTargetId="top-target" />
    </>,
  );

describe('Footer', () => {
  it('shows the opening hours, credits year and links that lead to real pages', () => {
    renderFooter();
    expect(screen.getByText(HOSPITAL.openingHours).parentElement).toHaveTextContent(
      `OPD hours: ${HOSPITAL.openingHours} · Emergency 24 X 7`,
    );
    expect(screen.getByText(new RegExp(`© ${yearInHospitalZone()} `))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make an Enquiry' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appointment');
    expect(screen.getByRole('link', { name: 'Terms & Privacy' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
    const associates = screen.getByRole('navigation', { name: 'Our Associates' });
    expect(
      within(associates)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Aravali Diagnostics', '/blood-test'],
      ['Aravali Home Care', '/homecare'],
      ['Aravali Heart Centre', '/services/cardiology'],
      ['Aravali Diabetes Clinic', '/diabetes'],
      ['Aravali Emergency & Trauma', '/emergency'],
    ]);
    expect(screen.getByRole('link', { name: HOSPITAL.emergencyPhone })).toHaveAttribute(
      'href',
      `tel:${HOSPITAL.emergencyPhone.replace(/\s/g, '')}`,
    );
  });

  it('writes the address and OPD hours in Hindi on a Hindi page', async () => {
    renderWithProviders(<Footer topTargetId="top-target" />, { language: 'hi' });
    const address = await screen.findByText(new RegExp(HOSPITAL_HI.address));
    expect(address).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(HOSPITAL.address))).not.toBeInTheDocument();
    expect(screen.getByText(HOSPITAL_HI.openingHours)).toBeInTheDocument();
  });

  it("shows the hospital's facts put in force after its texts were loaded, in English and Hindi", async () => {
    setHospitalFacts({
      emergencyPhone: '+91 129 411 1999',
      address: 'Plot 7, Sector 21, Faridabad',
      addressHi: 'प्लॉट 7, सेक्टर 21, फ़रीदाबाद',
      openingHours: 'Mon to Sun 8AM to 9PM',
      openingHoursHi: 'सोम से रवि, सुबह 8 से रात 9 बजे',
    });
    try {
      const { unmount } = renderFooter();
      expect(screen.getByRole('link', { name: '+91 129 411 1999' })).toHaveAttribute('href', 'tel:+911294111999');
      expect(screen.getByText(/Plot 7, Sector 21, Faridabad/)).toBeInTheDocument();
      expect(screen.getByText('Mon to Sun 8AM to 9PM')).toBeInTheDocument();
      unmount();
      renderWithProviders(<Footer topTargetId="top-target" />, { language: 'hi' });
      expect(await screen.findByText(/प्लॉट 7, सेक्टर 21/)).toBeInTheDocument();
      expect(screen.getByText('सोम से रवि, सुबह 8 से रात 9 बजे')).toBeInTheDocument();
    } finally {
      setHospitalFacts(HOSPITAL_FACT_DEFAULTS);
    }
  });

  it('scrolls to the top and moves focus there', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderFooter();
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('link', { name: 'Top' })).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderFooter();
    expect(await axe(container)).toHaveNoViolations();
  });
});
