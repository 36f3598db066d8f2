import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import { ReviewDates } from './ReviewDates';
import { nextReviewDue } from './reviewDates';

describe('review dates', () => {
  it('fall due a year after the last review, a leap day on the last day of February', () => {
    expect(nextReviewDue('2026-11-24')).toBe('2027-11-24');
    expect(nextReviewDue('2025-12-31')).toBe('2026-12-31');
    expect(nextReviewDue('2028-02-29')).toBe('2029-02-28');
    expect(() => nextReviewDue('24 November 2026')).toThrow('YYYY-MM-DD');
  });

  it('show the last review and the next one as dates a machine can read, in English and Hindi', async () => {
    const { container, unmount } = renderWithProviders(<ReviewDates reviewed="2026-11-24" />);
    expect(container.querySelector('dl')).toHaveTextContent(
      'Page last reviewed:24 November 2026Next review due:24 November 2027',
    );
    expect(screen.getByText('24 November 2027')).toHaveAttribute('datetime', '2027-11-24');
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    renderWithProviders(<ReviewDates reviewed="2026-11-24" />, { language: 'hi' });
    expect(await screen.findByText('पेज की पिछली समीक्षा:')).toBeInTheDocument();
    expect(screen.getByText('24 नवंबर 2027')).toHaveAttribute('datetime', '2027-11-24');
  });
});
