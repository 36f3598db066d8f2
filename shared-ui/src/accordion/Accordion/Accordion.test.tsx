import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'Lab charges', content: 'From ₹199.' },
  { id: 'b', title: 'Getting an appointment', content: 'Book online.' },
  { id: 'c', title: 'Health checks', content: 'Five packages.' },
];

describe('Accordion', () => {
  it('in single mode keeps one panel open, starts with the given one, and closes the open one on click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} mode="single" defaultOpen={['a']} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('From ₹199.')).toBeVisible();
    await user.click(second as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('From ₹199.')).not.toBeVisible();
    await user.click(second as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('in independent mode toggles each panel on its own', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={['a', 'b']} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']);
    await user.click(buttons[2] as HTMLElement);
    await user.click(buttons[0] as HTMLElement);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'true']);
  });

  it('labels each panel by its question and has no accessibility violations', async () => {
    const { container } = render(<Accordion items={items} defaultOpen={['a']} />);
    expect(screen.getByRole('region', { name: 'Lab charges' })).toHaveTextContent('From ₹199.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
