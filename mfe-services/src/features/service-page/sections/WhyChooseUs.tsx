import type { WhyChooseUsSection } from 'contract';
import { Card } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { COLLAPSED_COUNTS } from '../collapsedCounts';
import { CollapseToggle } from '../CollapseToggle';
import { servicePageMessages } from '../servicePageMessages';
import { useCollapsedList } from '../useCollapsedList';
import { PageSection } from './PageSection';
import lists from './lists.module.css';

/** One why-choose card: its first four points, then View More / View Less for the rest. */
function WhyChooseCard({ section }: { section: WhyChooseUsSection }) {
  const t = useMessages(servicePageMessages);
  const points = useCollapsedList(section.points ?? [], COLLAPSED_COUNTS.whyChoosePoints);
  return (
    <Card as="li" title={section.title}>
      {section.description ? <p>{section.description}</p> : null}
      {points.visible.length > 0 ? (
        <ul id={points.listId} className={lists.points}>
          {points.visible.map((point, index) => (
            <li key={index}>{point.point}</li>
          ))}
        </ul>
      ) : null}
      <CollapseToggle
        list={points}
        expandLabel={t('viewMore')}
        collapseLabel={t('viewLess')}
        context={t('aboutTitle', { title: section.title })}
        className={lists.cardToggle}
      />
    </Card>
  );
}

export function WhyChooseUs({ sections }: { sections: readonly WhyChooseUsSection[] }) {
  const t = useMessages(servicePageMessages);
  return (
    <PageSection title={t('whyChooseUs')}>
      <ul className={lists.cardGrid}>
        {sections.map((section, index) => (
          <WhyChooseCard key={section.id ?? index} section={section} />
        ))}
      </ul>
    </PageSection>
  );
}
