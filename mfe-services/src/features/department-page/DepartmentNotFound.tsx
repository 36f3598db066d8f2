import { siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { NotFoundNotice } from '../../components/not-found';
import { departmentPageMessages } from './departmentPageMessages';

/** An address with no department behind it: say so, and lead on to every doctor. */
export function DepartmentNotFound() {
  const t = useMessages(departmentPageMessages);
  return (
    <NotFoundNotice
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      to={siteHref('/our-doctor')}
      linkText={t('notFoundLink')}
    />
  );
}
