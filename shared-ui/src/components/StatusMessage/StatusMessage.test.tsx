import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { EmptyState, ErrorState, LoadingState } from './StatusMessage';

describe('status messages', () => {
  it('announce loading and empty states politely and errors assertively', () => {
    render(
      <>
        <LoadingState label="Loading doctors..." />
        <EmptyState message="No doctors found." />
        <ErrorState message="Failed to fetch doctors data" />
      </>,
    );
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      'Loading doctors...',
      'No doctors found.',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch doctors data');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry on an error when given a handler', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(<ErrorState message="Failed to load services" onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('have no accessibility violations', async () => {
    const { container } = render(
      <main>
        <LoadingState label="Loading..." compact />
        <ErrorState message="Failed" onRetry={() => undefined} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
