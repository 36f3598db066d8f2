import { useId, useState } from 'react';
import { Button } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { FeatureGrid } from '../../../components/page-sections';
import type { Feature } from '../../../components/page-sections';
import { homeCareMessages } from '../messages';
import styles from './ExpandableServices.module.css';

/** How many services show before View More. */
export const SERVICES_SHOWN_AT_FIRST = 4;

/** The services, the first four at first; View More shows the rest and View Less hides them again. */
export function ExpandableServices({ services }: { services: readonly Feature[] }) {
  const t = useMessages(homeCareMessages);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? services : services.slice(0, SERVICES_SHOWN_AT_FIRST);
  return (
    <>
      <div id={listId}>
        <FeatureGrid items={shown} />
      </div>
      {services.length > SERVICES_SHOWN_AT_FIRST ? (
        <div className={styles.toggle}>
          <Button
            variant="outline"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? t('viewLess') : t('viewMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
