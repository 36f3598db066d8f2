import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import type { HomeContent } from '../contentTypes';
import { homeMessages } from '../messages';
import styles from './ValuesStrip.module.css';

/** A clicked icon spins for 1 second. */
export const ICON_SPIN_MS = 1000;

/** Mission (a target), History (a clock), Vision (an eye), Success (a trophy). */
const ICONS = [
  'M24 6a18 18 0 100 36 18 18 0 000-36zM24 14a10 10 0 100 20 10 10 0 000-20zM24 22a2 2 0 100 4 2 2 0 000-4z',
  'M24 6a18 18 0 100 36 18 18 0 000-36zM24 13v11l8 5',
  'M4 24s7-12 20-12 20 12 20 12-7 12-20 12S4 24 4 24zM24 18a6 6 0 100 12 6 6 0 000-12z',
  'M15 6h18v10a9 9 0 01-18 0zM15 9H8v3a7 7 0 007 7M33 9h7v3a7 7 0 01-7 7M24 25v8M16 40h16M18 33h12v7H18z',
];

/** Four values with their taglines; a click (or Enter or Space) spins a value's icon once. */
export function ValuesStrip({ values }: { values: HomeContent['values'] }) {
  const t = useMessages(homeMessages);
  const [spinning, setSpinning] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = (index: number) => {
    clearTimeout(timer.current);
    setSpinning(index);
    timer.current = setTimeout(() => setSpinning(null), ICON_SPIN_MS);
  };

  return (
    <section className={styles.section} aria-label={t('valuesLabel')}>
      <ul className={styles.strip}>
        {values.map((value, index) => (
          <li key={value.name} className={styles.value}>
            <button
              type="button"
              className={clsx(styles.icon, spinning === index && styles.spinning)}
              aria-label={t('spinIcon', { name: value.name })}
              data-spinning={spinning === index || undefined}
              onClick={() => spin(index)}
            >
              <svg
                width="48"
                height="48"
                viewBox="0 0 48 48"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d={ICONS[index % ICONS.length]} />
              </svg>
            </button>
            <h2 className={styles.name}>{value.name}</h2>
            <p className={styles.tagline}>{value.tagline}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
