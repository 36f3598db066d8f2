import { siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { NotFoundNotice } from '../../components/not-found';
import { servicePageMessages } from './servicePageMessages';

/** An address with no service behind it (the API's 404): say so, and lead on to every service. */
export function ServiceNotFound() {
  const t = useMessages(servicePageMessages);
  return (
    <NotFoundNotice
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      to={siteHref('/services')}
      linkText={t('notFoundLink')}
    />
  );
}
