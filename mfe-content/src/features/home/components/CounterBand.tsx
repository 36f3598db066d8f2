import { useRef } from 'react';
import { useInView, usePrefersReducedMotion } from 'shared-ui';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { useCountUp } from '../hooks/useCountUp';
import { homeMessages } from '../messages';
import styles from './CounterBand.module.css';

/** The four figures of the home page's counter band. */
export const COUNTERS = [
  { key: 'medicalExperience', value: 16 },
  { key: 'totalDoctors', value: 10 },
  { key: 'medicalWorkers', value: 50 },
  { key: 'happyPatients', value: 550 },
] as const;

function Counter({ label, value, running }: { label: string; value: number; running: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const format = useFormatters();
  const shown = useCountUp(value, { running, reducedMotion });
  return (
    <div className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {/* The moving number is for the eye; assistive technology reads the final one. */}
        <span aria-hidden="true">{format.number(shown)}</span>
        <span className="visually-hidden">{format.number(value)}</span>
      </dd>
    </div>
  );
}

/** Four figures counting up from 0 over 2 seconds once the band scrolls into view. */
export function CounterBand() {
  const t = useMessages(homeMessages);
  const band = useRef<HTMLDListElement>(null);
  const inView = useInView(band);
  return (
    <section className={styles.section} aria-label={t('countersLabel')}>
      <dl ref={band} className={styles.band}>
        {COUNTERS.map((counter) => (
          <Counter key={counter.key} label={t(counter.key)} value={counter.value} running={inView} />
        ))}
      </dl>
    </section>
  );
}
