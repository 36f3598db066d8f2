import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { homeCareContent } from '../content';
import { ExpandableServices, SERVICES_SHOWN_AT_FIRST } from './ExpandableServices';

const services = homeCareContent.en.services;

describe('home care services', () => {
  it('show four at first; View More shows them all and View Less four again', async () => {
    const user = userEvent.setup();
    const { container } = render(<ExpandableServices services={services} />);
    const list = () => within(container.querySelector('ul') as HTMLElement).getAllByRole('listitem');
    expect(list()).toHaveLength(SERVICES_SHOWN_AT_FIRST);
    const toggle = screen.getByRole('button', { name: 'View More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(list()).toHaveLength(services.length);
    expect(screen.getByRole('button', { name: 'View Less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(list()).toHaveLength(SERVICES_SHOWN_AT_FIRST);
    expect(screen.getByRole('button', { name: 'View More' })).toHaveFocus();
  });

  it('has no accessibility violations, collapsed or expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <main>
        <ExpandableServices services={services} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
