import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router';
import { PageBanner } from '../PageBanner/PageBanner';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import { siteHref } from '../../config/siteHref';
import { Button, ButtonLink } from './Button';

describe('Button, ButtonLink, PageBanner and SectionHeading', () => {
  it('keep their roles: a button that does not submit by default, a link that navigates, headings in order', () => {
    render(
      <MemoryRouter>
        <PageBanner title="Our Services" subtitle="Care for every need" />
        <SectionHeading eyebrow="Our Specialities" title="Meet our doctors" />
        <form>
          <Button>Read More</Button>
        </form>
        <ButtonLink to={siteHref('/services')}>OUR SERVICES</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet our doctors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'OUR SERVICES' })).toHaveAttribute('href', '/services');
  });

  it('have no accessibility violations', async () => {
    const { container } = render(
      <MemoryRouter>
        <main>
          <PageBanner title="Our Services" />
          <SectionHeading title="Why choose us" level={2} />
          <Button variant="outline" disabled>
            Submitting...
          </Button>
          <ButtonLink to={siteHref('/contact')} variant="secondary">
            CONTACT US
          </ButtonLink>
        </main>
      </MemoryRouter>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
