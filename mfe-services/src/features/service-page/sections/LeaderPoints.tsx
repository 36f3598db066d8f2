import type { Point } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from '../servicePageMessages';
import { PageSection } from './PageSection';
import lists from './lists.module.css';

/**
 * Why the hospital leads in this service. No figures beside the points: the hospital has supplied
 * no outcome figures or case counts, so none are shown (issue 17).
 */
export function LeaderPoints({ points }: { points: readonly Point[] }) {
  const t = useMessages(servicePageMessages);
  return (
    <PageSection title={t('leaderPoints')} tone="tinted">
      <ul className={lists.points}>
        {points.map((point, index) => (
          <li key={index}>{point.point}</li>
        ))}
      </ul>
    </PageSection>
  );
}
