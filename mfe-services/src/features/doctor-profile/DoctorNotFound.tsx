import { siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { NotFoundNotice } from '../../components/not-found';
import { doctorProfileMessages } from './doctorProfileMessages';

/** An address with no doctor behind it (the API's 404): say so, and lead on to every doctor. */
export function DoctorNotFound() {
  const t = useMessages(doctorProfileMessages);
  return (
    <NotFoundNotice
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      to={siteHref('/our-doctor')}
      linkText={t('notFoundLink')}
    />
  );
}
