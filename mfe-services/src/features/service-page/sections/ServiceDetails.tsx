import type { ServiceDetail } from 'contract';
import { Card } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { COLLAPSED_COUNTS } from '../collapsedCounts';
import { CollapseToggle } from '../CollapseToggle';
import { servicePageMessages } from '../servicePageMessages';
import { useCollapsedList } from '../useCollapsedList';
import { PageSection } from './PageSection';
import lists from './lists.module.css';

/** The service's treatments: the first six, then View All Services. */
export function ServiceDetails({ details }: { details: readonly ServiceDetail[] }) {
  const t = useMessages(servicePageMessages);
  const list = useCollapsedList(details, COLLAPSED_COUNTS.serviceDetails);
  return (
    <PageSection title={t('serviceDetails')} tone="tinted">
      <ul id={list.listId} className={lists.cardGrid}>
        {list.visible.map((detail, index) => (
          <Card as="li" key={`${index}-${detail.title}`} title={detail.title}>
            {detail.intro_text ? <p>{detail.intro_text}</p> : null}
            {detail.points?.length ? (
              <ul className={lists.points}>
                {detail.points.map((point, pointIndex) => (
                  <li key={pointIndex}>{point.point}</li>
                ))}
              </ul>
            ) : null}
          </Card>
        ))}
      </ul>
      <CollapseToggle
        list={list}
        expandLabel={t('viewAllServices')}
        collapseLabel={t('viewLess')}
        className={lists.toggle}
      />
    </PageSection>
  );
}
