import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ButtonLink, siteHref } from 'shared-ui';
import { ClampedText } from '../ClampedText/ClampedText';
import { Card } from './Card';

const cardiology = siteHref('/services/:serviceSlug', { serviceSlug: 'cardiology' });
const visits: string[] = [];
function Page() {
  visits.push(useLocation().pathname);
  return <h1>Cardiology page</h1>;
}

function ServiceCard() {
  return (
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <Card
                title="Cardiology"
                to={cardiology}
                media={<img src="/x.svg" alt="" width={400} height={160} />}
                footer={
                  <ButtonLink to={cardiology} tabIndex={-1} aria-hidden="true" size="small">
                    Read More
                  </ButtonLink>
                }
              >
                <ClampedText lines={3}>Heart care around the clock, from ECG to bypass surgery.</ClampedText>
              </Card>
            </main>
          }
        />
        <Route path="/services/:slug" element={<Page />} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  visits.length = 0;
});

describe('Card and ClampedText', () => {
  it('make the title the one link of the card, under a heading, with the whole text kept', () => {
    render(<ServiceCard />);
    expect(screen.getByRole('article')).toContainElement(screen.getByRole('heading', { level: 3, name: 'Cardiology' }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveAttribute('href', '/services/cardiology');
    const text = screen.getByText(/Heart care around the clock/);
    expect(text).toHaveClass('clamped');
    expect(text).toHaveStyle({ '--clamp-lines': '3' });
  });

  it('navigate once when the action in the footer is clicked', async () => {
    const user = userEvent.setup();
    render(<ServiceCard />);
    await user.click(screen.getByText('Read More'));
    expect(await screen.findByRole('heading', { name: 'Cardiology page' })).toBeInTheDocument();
    expect(visits).toEqual(['/services/cardiology']);
  });

  it('have no accessibility violations', async () => {
    const { container } = render(<ServiceCard />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
