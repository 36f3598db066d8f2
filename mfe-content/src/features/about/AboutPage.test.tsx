import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import AboutPage from './AboutPage';
import { SLIDE_TRANSITION_MS } from './components/HospitalSlider';

const QUESTIONS = [
  'What are the charges for lab tests?',
  'How do I get an appointment?',
  'How do I book a health check?',
];
const question = (name: string) => screen.getByRole('button', { name });
const expanded = () => QUESTIONS.filter((name) => question(name).getAttribute('aria-expanded') === 'true');

describe('the about page', () => {
  it('opens with Since 2020, the emergency and laboratory highlights, and two pieces of patient feedback', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Since 2020')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Emergency Treatment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'High Quality Laboratory' })).toBeInTheDocument();
    const feedback = screen.getByRole('region', { name: 'What our patients say' });
    expect(within(feedback).getAllByRole('figure')).toHaveLength(2);
  });

  it('keeps one answer open at a time: the first at first, another closes it, and the open one closes itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(expanded()).toEqual([QUESTIONS[0]]);
    await user.click(question(QUESTIONS[1] as string));
    expect(expanded()).toEqual([QUESTIONS[1]]);
    await user.click(question(QUESTIONS[2] as string));
    expect(expanded()).toEqual([QUESTIONS[2]]);
    await user.click(question(QUESTIONS[2] as string));
    expect(expanded()).toEqual([]);
  });

  it('captions each picture of the slider as an illustration, saying what it shows', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    const slider = screen.getByRole('region', { name: 'Pictures of the hospital' });
    expect(
      within(slider)
        .getAllByRole('figure')
        .map((figure) => figure.textContent),
    ).toEqual([
      'Illustration: a hospital entrance under its canopy, with an ambulance in the bay',
      'Illustration: a reception desk with waiting chairs on either side',
    ]);
  });

  describe('the two-picture slider', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('moves with next and previous, ignoring presses during its 500 ms transition', () => {
      renderWithProviders(<AboutPage />, { route: '/about' });
      const slider = screen.getByRole('region', { name: 'Pictures of the hospital' });
      const slides = within(slider)
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
      expect(slides).toHaveLength(2);
      const next = within(slider).getByRole('button', { name: 'Next slide' });
      const current = () => slides.findIndex((slide) => !slide.hasAttribute('inert'));
      expect(current()).toBe(0);
      fireEvent.click(next);
      expect(current()).toBe(1);
      // Mid-transition: ignored.
      act(() => jest.advanceTimersByTime(SLIDE_TRANSITION_MS - 1));
      fireEvent.click(within(slider).getByRole('button', { name: 'Previous slide' }));
      expect(current()).toBe(1);
      act(() => jest.advanceTimersByTime(1));
      fireEvent.click(within(slider).getByRole('button', { name: 'Previous slide' }));
      expect(current()).toBe(0);
    });
  });

  it('loads the tour video only when asked, in a dialog with a written description', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AboutPage />, { route: '/about' });
    expect(container.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play the hospital tour video' }));
    const dialog = screen.getByRole('dialog', { name: 'A tour of Aravali Care Hospital' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', expect.stringContaining('tour.webm'));
    expect(within(dialog).getByRole('heading', { name: 'What the video shows' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(container.querySelector('video')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
