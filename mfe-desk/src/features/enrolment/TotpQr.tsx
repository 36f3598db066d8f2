import { useEffect, useState } from 'react';
import styles from './EnrolPage.module.css';

/** Empty modules around the code, as the QR standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

/**
 * The `otpauth://` address as a QR code an authenticator app scans, drawn as SVG in the page (the
 * secret never leaves it for an image service). The encoder (lean-qr, as the booking slip's) loads
 * with this step only.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([import('lean-qr'), import('lean-qr/extras/svg')]).then(([{ generate }, { toSvgPath }]) => {
      const code = generate(uri);
      if (current) setDrawn({ uri, size: code.size, path: toSvgPath(code) });
    });
    return () => {
      current = false;
    };
  }, [uri]);

  if (drawn?.uri !== uri) return <div className={styles.qr} aria-hidden="true" />;
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
