import { HOSPITAL, telHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { PhoneIcon } from 'shared-ui/icons';
import { servicePageMessages } from '../servicePageMessages';
import styles from './CallFirstBanner.module.css';

/**
 * The number first, under the page's title, on a page whose call to action is a call (the accident
 * and emergency service): a patient in danger should not scroll for it. 112 beside it.
 */
export function CallFirstBanner({ phone }: { phone: string }) {
  const t = useMessages(servicePageMessages);
  return (
    <aside className={styles.banner} aria-label={t('callFirstLabel')}>
      <p className={styles.text}>{t('callFirst')}</p>
      <div className={styles.calls}>
        <a href={telHref(phone)} className={styles.call}>
          <PhoneIcon size={18} />
          {t('callFirstLine', { phone })}
        </a>
        <a href={telHref(HOSPITAL.nationalEmergencyNumber)} className={styles.call}>
          <PhoneIcon size={18} />
          {t('callFirst112')}
        </a>
      </div>
    </aside>
  );
}
