import { Suspense, lazy } from 'react';
import { LoadingState } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { doctorsGridMessages } from './doctorsGridMessages';
import { LOAD_AHEAD, useNearViewport } from '../../components/near-viewport';
import { DoctorsGridRoom } from './DoctorsGridRoom';
import styles from './DoctorsGrid.module.css';

const DoctorsGridContent = lazy(() => import('./DoctorsGridContent'));

/**
 * Exposed to other remotes as `mfe_services/DoctorsGrid`: the doctors of the home page's "Our
 * Specialities" (the host page's section names it, so the heading is not said twice). The grid
 * sits well below the home page's first screen, so its code, the API client and the doctors list
 * are fetched only as it nears the viewport: a first visit that never scrolls there pays for
 * nothing but this placeholder. Its room is kept meanwhile, so nothing jumps when it arrives.
 */
export default function DoctorsGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const t = useMessages(doctorsGridMessages);
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  return (
    <div ref={ref} className={styles.widget}>
      {near ? (
        <Suspense
          fallback={
            <DoctorsGridRoom
              limit={limit}
              status={<LoadingState label={t('loading')} className={styles.roomStatus} />}
            />
          }
        >
          <DoctorsGridContent limit={limit} />
        </Suspense>
      ) : (
        <DoctorsGridRoom limit={limit} />
      )}
    </div>
  );
}
