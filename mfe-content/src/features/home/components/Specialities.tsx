import { RemoteWidget } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { PageSection } from '../../../components/page-sections';
import { homeMessages } from '../messages';

/** How many doctors the home page shows: two rows of four on wide screens. */
export const HOME_DOCTORS = 8;

/**
 * "Our Specialities": the services team's doctors grid, loaded through federation. If that remote
 * is down, only this section shows its fallback with a Retry.
 */
export function Specialities() {
  const t = useMessages(homeMessages);
  return (
    <PageSection
      id="our-specialities"
      title={t('specialitiesTitle')}
      eyebrow={t('specialitiesEyebrow')}
      tone="alt"
      belowFold
    >
      <RemoteWidget id="mfe_services/DoctorsGrid" props={{ limit: HOME_DOCTORS }} />
    </PageSection>
  );
}
