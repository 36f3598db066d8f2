import type { Technology } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { COLLAPSED_COUNTS } from '../collapsedCounts';
import { CollapseToggle } from '../CollapseToggle';
import { servicePageMessages } from '../servicePageMessages';
import { useCollapsedList } from '../useCollapsedList';
import { PageSection } from './PageSection';
import lists from './lists.module.css';
import styles from './Technologies.module.css';

/** The equipment and techniques: the first five, then the rest on request. */
export function Technologies({ technologies }: { technologies: readonly Technology[] }) {
  const t = useMessages(servicePageMessages);
  const list = useCollapsedList(technologies, COLLAPSED_COUNTS.technologies);
  return (
    <PageSection title={t('technologies')}>
      <ul id={list.listId} className={styles.technologies}>
        {list.visible.map((technology, index) => (
          <li key={`${index}-${technology.name}`} className={styles.technology}>
            <h3 className={styles.name}>{technology.name}</h3>
            {technology.purpose ? <p className={styles.purpose}>{technology.purpose}</p> : null}
          </li>
        ))}
      </ul>
      <CollapseToggle
        list={list}
        expandLabel={t('viewAllTechnologies')}
        collapseLabel={t('viewLess')}
        className={lists.toggle}
      />
    </PageSection>
  );
}
