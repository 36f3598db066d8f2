import { ButtonLink, Dialog, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { CallLink } from '../../../components/call-link';
import { homeMessages } from '../messages';
import styles from './WelcomePopup.module.css';

/**
 * The home pop-up: a real modal dialog (focus moves in, the page behind is inert, Escape and the
 * close button shut it and focus returns), with the three ways in and the 24/7 note.
 */
export function WelcomePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(homeMessages);
  return (
    <Dialog open={open} title={t('popupTitle')} onClose={onClose} closeLabel={t('close')}>
      <ul className={styles.actions}>
        <li>
          <ButtonLink to={siteHref('/emergency')} className={styles.action} onClick={onClose}>
            {t('popupEmergency')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={siteHref('/blood-test')} variant="secondary" className={styles.action} onClick={onClose}>
            {t('popupLabTest')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={siteHref('/appointment')} variant="secondary" className={styles.action} onClick={onClose}>
            {t('popupAppointment')}
          </ButtonLink>
        </li>
      </ul>
      <p className={styles.note}>{t('popupNote')}</p>
      <p className={styles.contact}>
        <CallLink phone={HOSPITAL.emergencyPhone} look="text">
          {t('popupPhone', { phone: HOSPITAL.emergencyPhone })}
        </CallLink>
        <span>{t('popupWebsite', { website: HOSPITAL.website })}</span>
      </p>
    </Dialog>
  );
}
