import { useState } from 'react';
import { clsx } from 'clsx';
import { ButtonLink } from 'shared-ui';
import type { Doctor } from 'shared-ui';
import { Card, ClampedText } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { appointmentHref } from '../booking-links';
import { DoctorPhoto } from './DoctorPhoto';
import { doctorCardMessages } from './doctorCardMessages';
import styles from './DoctorCard.module.css';

/** Lines of About Doctor text that fit over the photo of the home grid's card. */
const REVEALED_ABOUT_LINES = 10;

export interface DoctorCardProps {
  doctor: Doctor;
  /**
   * `reveal` (the home grid): photo, name and department, with the About Doctor text and the
   * department shown over the photo on hover and on keyboard focus (always shown on touch screens,
   * which have no hover). `full`: everything shown.
   */
  layout?: 'reveal' | 'full';
  /** The button's words: the home grid says "Get Appointment", the doctors pages "Book Appointment". */
  action?: 'getAppointment' | 'bookAppointment';
  headingLevel?: 2 | 3 | 4;
  /** What the card is inside its list. */
  as?: 'li' | 'article' | 'div';
}

/** One doctor: photo, name, department, about text, and a button to book with them. */
export function DoctorCard({
  doctor,
  layout = 'full',
  action = 'bookAppointment',
  headingLevel = 3,
  as: Element = 'li',
}: DoctorCardProps) {
  const t = useMessages(doctorCardMessages);
  // WCAG 1.4.13: content shown on hover or focus can be dismissed (Escape) without moving away.
  const [dismissed, setDismissed] = useState(false);
  const reveal = layout === 'reveal';
  const about = doctor.about?.trim() || t('noDescription');
  const department = doctor.department?.department_name ?? '';

  return (
    <Element
      className={clsx(styles.doctor, reveal ? styles.reveal : styles.full, dismissed && styles.dismissed)}
      onKeyDown={(event) => {
        if (reveal && event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(false);
      }}
    >
      <Card
        as="div"
        className={styles.card}
        headingLevel={headingLevel}
        title={doctor.doctor_name}
        media={<DoctorPhoto doctor={doctor} className={styles.photo} />}
        footer={
          <ButtonLink to={appointmentHref(doctor)} size="small" variant={reveal ? 'primary' : 'secondary'}>
            {t(action)}
            <span className="visually-hidden">{t('withDoctor', { name: doctor.doctor_name })}</span>
          </ButtonLink>
        }
      >
        <p className={styles.department}>{department}</p>
        <div className={styles.about}>
          <p className={styles.aboutHeading}>{t('aboutDoctor')}</p>
          {reveal ? (
            <ClampedText lines={REVEALED_ABOUT_LINES} className={styles.aboutText}>
              {about}
            </ClampedText>
          ) : (
            <p className={styles.aboutText}>{about}</p>
          )}
          {reveal ? (
            <p className={styles.aboutDepartment} aria-hidden="true">
              {department}
            </p>
          ) : null}
        </div>
      </Card>
    </Element>
  );
}
