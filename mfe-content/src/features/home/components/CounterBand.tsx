import { useRef } from 'react';
import { useDoctors, useInView, usePrefersReducedMotion, useServerRender } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { HOSPITAL_FIGURES } from '../../../hospitalFigures';
import { useCountUp } from '../hooks/useCountUp';
import { homeMessages } from '../messages';
import styles from './CounterBand.module.css';

/** Whole calendar years since the hospital opened (6 in 2026), read once when the page loads. */
const YEARS_SERVING = new Date().getFullYear() - HOSPITAL.since;

/**
 * A figure counting up; `undefined` while it is not known yet (the doctors still loading, or their
 * list failed), shown as a dash rather than a number that would be false. The server's HTML shows the
 * figure itself: a reader without JavaScript, or before it runs, never sees the count start, and
 * "0 Happy Patients" would be false.
 */
function Counter({ label, value, running }: { label: string; value: number | undefined; running: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const onServer = useServerRender();
  const format = useFormatters();
  const counted = useCountUp(value ?? 0, { running: running && value !== undefined, reducedMotion });
  const shown = onServer ? (value ?? 0) : counted;
  return (
    <div className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {value === undefined ? (
          '–'
        ) : (
          <>
            {/* The moving number is for the eye; assistive technology reads the final one. */}
            <span aria-hidden="true">{format.number(shown)}</span>
            <span className="visually-hidden">{format.number(value)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * Four figures counting up from 0 over 2 seconds once the band scrolls into view, true together
 * (issue 17): the years since the hospital opened, the doctors the site lists (the same cached
 * list as the doctors grid below, so no second request), and the two figures the hospital supplied.
 */
export function CounterBand() {
  const t = useMessages(homeMessages);
  const band = useRef<HTMLDListElement>(null);
  const inView = useInView(band);
  const doctors = useDoctors();
  const counters = [
    { key: 'yearsServing', value: YEARS_SERVING },
    { key: 'totalDoctors', value: doctors.status === 'success' ? doctors.data?.length : undefined },
    { key: 'medicalWorkers', value: HOSPITAL_FIGURES.medicalWorkers },
    { key: 'happyPatients', value: HOSPITAL_FIGURES.happyPatients },
  ] as const;
  return (
    <section className={styles.section} aria-label={t('countersLabel')}>
      <dl ref={band} className={styles.band}>
        {counters.map((counter) => (
          <Counter key={counter.key} label={t(counter.key)} value={counter.value} running={inView} />
        ))}
      </dl>
    </section>
  );
}
