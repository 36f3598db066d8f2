import type { SupportService } from 'contract';
import { Card } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from '../servicePageMessages';
import { PageSection } from './PageSection';
import lists from './lists.module.css';

export function SupportServices({ services }: { services: readonly SupportService[] }) {
  const t = useMessages(servicePageMessages);
  return (
    <PageSection title={t('supportServices')} tone="tinted">
      <ul className={lists.cardGrid}>
        {services.map((service, index) => (
          <Card as="li" key={`${index}-${service.title}`} title={service.title}>
            {service.points?.length ? (
              <ul className={lists.points}>
                {service.points.map((point, pointIndex) => (
                  <li key={pointIndex}>{point.point}</li>
                ))}
              </ul>
            ) : null}
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
