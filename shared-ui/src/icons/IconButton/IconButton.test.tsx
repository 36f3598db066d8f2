import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as icons from '../icons';
import { CloseIcon, ExpandIcon, PlayIcon } from '../icons';
import { IconButton } from './IconButton';

describe('IconButton and the icons', () => {
  it('is a button named by its label, with a hidden icon, that does not submit by default', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <form>
        <IconButton label="Close chat" icon={CloseIcon} onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Close chat' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws every icon of the set as a hidden, unfocusable 24-unit svg in the text colour', () => {
    const { container } = render(
      <>
        {Object.entries(icons).map(([name, Icon]) => (
          <Icon key={name} size={16} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(icons).length);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('width', '16');
    });
  });

  it('has no accessibility violations in each look, enabled and disabled', async () => {
    const { container } = render(
      <main>
        <IconButton label="Open image" icon={ExpandIcon} />
        <IconButton label="Play" icon={PlayIcon} variant="filled" />
        <IconButton label="Close" icon={CloseIcon} variant="onDark" disabled />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
