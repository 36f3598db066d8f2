import { ButtonLink, telHref } from 'shared-ui';
import type { CtaSection, Department } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { PhoneIcon } from 'shared-ui/icons';
import { departmentAppointmentHref } from '../../../components/doctor-card';
import { servicePageMessages } from '../servicePageMessages';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  cta: CtaSection;
  /** The service's department, pre-selected on the booking form (none when no department matches). */
  department: Department | undefined;
}

/** The closing band: the emergency line to call now, and the booking form for this service. */
export function CallToAction({ cta, department }: CallToActionProps) {
  const t = useMessages(servicePageMessages);
  return (
    <section className={styles.cta} aria-labelledby="service-cta-title">
      <div className={styles.inner}>
        <h2 id="service-cta-title" className={styles.title}>
          {cta.title}
        </h2>
        {cta.description ? <p className={styles.description}>{cta.description}</p> : null}
        <div className={styles.actions}>
          {cta.emergency_contact ? (
            <p className={styles.emergency}>
              <PhoneIcon size={18} />
              {t('emergency')}{' '}
              <a href={telHref(cta.emergency_contact)} className={styles.phone}>
                {cta.emergency_contact}
              </a>
            </p>
          ) : null}
          {cta.button_text ? (
            <ButtonLink to={departmentAppointmentHref(department?.id)}>{cta.button_text}</ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
