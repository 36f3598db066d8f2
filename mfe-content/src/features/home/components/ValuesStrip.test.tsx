import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import { homeContent } from '../content';
import { ICON_SPIN_MS, ValuesStrip } from './ValuesStrip';

const values = homeContent.en.values;

describe('the mission, history, vision and success strip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the four values with their taglines', () => {
    renderWithProviders(<ValuesStrip values={values} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Mission',
      'History',
      'Vision',
      'Success',
    ]);
  });

  it('spins a clicked icon for 1 second, by mouse or keyboard, one at a time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ValuesStrip values={values} />);
    const mission = screen.getByRole('button', { name: 'Spin the Mission icon' });
    await user.click(mission);
    expect(mission).toHaveClass('spinning');
    act(() => jest.advanceTimersByTime(ICON_SPIN_MS - 10));
    expect(mission).toHaveClass('spinning');
    act(() => jest.advanceTimersByTime(10));
    expect(mission).not.toHaveClass('spinning');

    const vision = screen.getByRole('button', { name: 'Spin the Vision icon' });
    vision.focus();
    await user.keyboard('{Enter}');
    expect(vision).toHaveClass('spinning');
    expect(mission).not.toHaveClass('spinning');
  });

  it('has no accessibility violations', async () => {
    jest.useRealTimers();
    const { container } = renderWithProviders(<ValuesStrip values={values} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
