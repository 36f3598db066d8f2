import type { Point, ServiceStatistics } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from '../servicePageMessages';
import { PageSection } from './PageSection';
import lists from './lists.module.css';
import styles from './LeaderPoints.module.css';

interface LeaderPointsProps {
  points: readonly Point[];
  statistics: ServiceStatistics | null;
}

/**
 * Why the hospital leads in this service, with its figures beside: each figure is drawn above its
 * label while the label (`dt`) stays first in the source for screen readers.
 */
export function LeaderPoints({ points, statistics }: LeaderPointsProps) {
  const t = useMessages(servicePageMessages);
  const figures = [
    { label: t('casesTreated'), value: statistics?.cases_treated },
    { label: t('successRate'), value: statistics?.success_rate },
  ].filter((figure) => figure.value);
  return (
    <PageSection title={t('leaderPoints')} tone="tinted">
      <div className={styles.layout}>
        {points.length > 0 ? (
          <ul className={lists.points}>
            {points.map((point, index) => (
              <li key={index}>{point.point}</li>
            ))}
          </ul>
        ) : null}
        {figures.length > 0 ? (
          <dl className={styles.statistics}>
            {figures.map((figure) => (
              <div key={figure.label} className={styles.statistic}>
                <dt className={styles.label}>{figure.label}</dt>
                <dd className={styles.value}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </PageSection>
  );
}
