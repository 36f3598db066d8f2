import { useEffect, useState } from 'react';
import styles from './BookingSlip.module.css';

interface Drawn {
  text: string;
  size: number;
  path: string;
}

/** Empty modules around the code, as the QR standard asks, so a scanner finds its edges. */
const QUIET_ZONE = 4;

/**
 * The reference as a QR code the counter's scanner reads. The encoder loads with the slip, not with
 * the booking page: most visitors never open a slip.
 */
export function ReferenceQr({ text, label, onDrawn }: { text: string; label: string; onDrawn?: () => void }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  // Told after the code is on the page, so a slip printed at once prints with its code.
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

  if (drawn?.text !== text) return <div className={styles.qr} aria-hidden="true" />;
  const side = drawn.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <path d={drawn.path} />
    </svg>
  );
}
