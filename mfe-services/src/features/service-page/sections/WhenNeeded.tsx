import type { WhenNeededCondition } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from '../servicePageMessages';
import { PageSection } from './PageSection';
import styles from './WhenNeeded.module.css';

/** The signs that should bring a patient to this service. */
export function WhenNeeded({ conditions }: { conditions: readonly WhenNeededCondition[] }) {
  const t = useMessages(servicePageMessages);
  return (
    <PageSection title={t('whenNeeded')}>
      <ul className={styles.conditions}>
        {conditions.map((condition, index) => (
          <li key={index} className={styles.condition}>
            {condition.condition}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
