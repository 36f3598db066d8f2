import { Suspense, lazy, useId } from 'react';
import { LoadingState, SectionHeading } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { doctorsGridMessages } from './doctorsGridMessages';
import { useNearViewport } from '../../components/near-viewport';
import styles from './DoctorsGrid.module.css';

const DoctorsGridContent = lazy(() => import('./DoctorsGridContent'));

/** Start loading the doctors this far before the grid scrolls into view. */
const LOAD_AHEAD = '600px 0px';

/**
 * Exposed to other remotes as `mfe_services/DoctorsGrid`: the home page's "Our Specialities". The
 * grid sits well below the home page's first screen, so its code, the API client and the doctors
 * list are fetched only as it nears the viewport: a first visit that never scrolls there pays for
 * this heading and nothing more. Its room is kept meanwhile, so nothing jumps when it arrives.
 */
export default function DoctorsGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const t = useMessages(doctorsGridMessages);
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>(LOAD_AHEAD);
  return (
    <section ref={ref} className={styles.widget} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t('heading')} />
      {near ? (
        <Suspense fallback={<LoadingState label={t('loading')} className={styles.pending} />}>
          <DoctorsGridContent limit={limit} />
        </Suspense>
      ) : (
        <div className={styles.pending} />
      )}
    </section>
  );
}
