import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { QrCode } from './QrCode';

/** What a scanner reads: the modules of `text`, as lean-qr encodes it. */
const modulesOf = (text: string) => {
  const code = generate(text);
  return { size: code.size, path: toSvgPath(code) };
};

describe('QrCode', () => {
  it('holds its room until the encoder has come, then shows the code named by its label, a quiet zone around it', async () => {
    const { container } = render(
      <QrCode text="APT-7K3QD-M9X21" label="QR code of the reference APT-7K3QD-M9X21" className="slipCode" />,
    );
    const placeholder = container.querySelector('.slipCode');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const code = await screen.findByRole('img', { name: 'QR code of the reference APT-7K3QD-M9X21' });
    const { size, path } = modulesOf('APT-7K3QD-M9X21');
    expect(code).toHaveClass('slipCode');
    // Four empty modules on every side, as the QR standard asks.
    expect(code).toHaveAttribute('viewBox', `-4 -4 ${size + 8} ${size + 8}`);
    expect(code.querySelector('path')).toHaveAttribute('d', path);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws the new text when it changes, and says when each code is in the page', async () => {
    const onDrawn = jest.fn();
    const secret = 'otpauth://totp/Aravali%20Care:desk%40example.in?secret=JBSWY3DPEHPK3PXP&issuer=Aravali%20Care';
    const { rerender } = render(<QrCode text="APT-7K3QD-M9X21" label="Booking code" onDrawn={onDrawn} />);
    await screen.findByRole('img', { name: 'Booking code' });
    expect(onDrawn).toHaveBeenCalledTimes(1);

    rerender(<QrCode text={secret} label="QR code for your authenticator app" onDrawn={onDrawn} />);
    const code = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(code.querySelector('path')).toHaveAttribute('d', modulesOf(secret).path);
    expect(onDrawn).toHaveBeenCalledTimes(2);
  });
});
