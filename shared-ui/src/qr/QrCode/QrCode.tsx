import { useEffect, useState } from 'react';

/** Empty modules around the code, as the QR standard asks, so a scanner or camera finds its edges. */
const QUIET_ZONE = 4;

interface Drawn {
  text: string;
  size: number;
  path: string;
}

export interface QrCodeProps {
  /** What the code holds: a booking's reference, an authenticator's `otpauth://` address. */
  text: string;
  /** What it is, for a screen reader: the code is an image. */
  label: string;
  /** Its size, and its colours as `background` and `fill` (the modules are the SVG path's fill). */
  className?: string;
  /** Told once the code is in the page, so a slip printed at once prints with it. */
  onDrawn?: () => void;
}

/**
 * A QR code drawn as SVG in the page (what it holds never leaves the page for an image service). The
 * encoder, lean-qr, loads when a code is first shown, not with the page that may show one; its room
 * is held meanwhile.
 */
export function QrCode({ text, label, className, onDrawn }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);

  useEffect(() => {
    let current = true;
    void Promise.all([import('lean-qr'), import('lean-qr/extras/svg')]).then(([{ generate }, { toSvgPath }]) => {
      const code = generate(text);
      if (current) setDrawn({ text, size: code.size, path: toSvgPath(code) });
    });
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <div className={className} aria-hidden="true" />;
  const side = drawn.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <path d={drawn.path} />
    </svg>
  );
}
