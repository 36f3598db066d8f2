import { ButtonLink } from 'shared-ui';
import { telHref } from 'contract/hospital';
import type { CtaSection, ServiceDepartment } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { PhoneIcon } from 'shared-ui/icons';
import { departmentAppointmentHref } from '../../../components/booking-links';
import { servicePageMessages } from '../servicePageMessages';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  cta: CtaSection;
  /** The service's department, pre-selected on the booking form (none for a service no one department runs). */
  department: ServiceDepartment | null;
}

/**
 * The closing band: the emergency line to call now, and the button the data asks for: one that
 * calls (`action: 'call'`, a `tel:` link drawn like the kit's primary button, whose ButtonLink takes
 * only this site's pages) or the booking form for this service.
 */
export function CallToAction({ cta, department }: CallToActionProps) {
  const t = useMessages(servicePageMessages);
  const phone = cta.emergency_contact?.trim();
  let button = null;
  if (cta.button_text && cta.action === 'call' && phone) {
    button = (
      <a href={telHref(phone)} className={styles.callButton}>
        <PhoneIcon size={18} />
        {cta.button_text}
      </a>
    );
  } else if (cta.button_text) {
    button = <ButtonLink to={departmentAppointmentHref(department?.id)}>{cta.button_text}</ButtonLink>;
  }
  return (
    <section className={styles.cta} aria-labelledby="service-cta-title">
      <div className={styles.inner}>
        <h2 id="service-cta-title" className={styles.title}>
          {cta.title}
        </h2>
        {cta.description ? <p className={styles.description}>{cta.description}</p> : null}
        <div className={styles.actions}>
          {phone ? (
            <p className={styles.emergency}>
              <PhoneIcon size={18} />
              {t('emergency')}{' '}
              <a href={telHref(phone)} className={styles.phone}>
                {phone}
              </a>
            </p>
          ) : null}
          {button}
        </div>
      </div>
    </section>
  );
}
