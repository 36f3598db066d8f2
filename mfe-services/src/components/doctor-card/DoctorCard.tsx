import { useState } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { ButtonLink, SiteLink } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Doctor } from 'contract';
import { Card, ClampedText } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { appointmentHref } from '../booking-links';
import { AboutText } from './AboutText';
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
   * which have no hover). `full` (the doctors pages): the photo beside the name and department,
   * the about text cut to a few lines with Read more.
   */
  layout?: 'reveal' | 'full';
  /** The button's words: the home grid says "Get Appointment", the doctors pages "Book Appointment". */
  action?: 'getAppointment' | 'bookAppointment';
  headingLevel?: 2 | 3 | 4;
  /** What the card is inside its list. */
  as?: 'li' | 'article' | 'div';
  /** The doctor's own page: the name links to it. */
  profileHref?: SiteHref | undefined;
  /** `full` only: what a page adds about the doctor above the button (a department page's free time). */
  children?: ReactNode;
}

/** One doctor: photo, name, department, about text, and a button to book with them. */
export function DoctorCard({ layout = 'full', ...props }: DoctorCardProps) {
  return layout === 'reveal' ? <RevealCard {...props} /> : <FullCard {...props} />;
}

function BookButton({
  doctor,
  action,
  primary,
}: {
  doctor: Doctor;
  action: DoctorCardProps['action'];
  primary?: boolean;
}) {
  const t = useMessages(doctorCardMessages);
  return (
    <ButtonLink to={appointmentHref(doctor)} size="small" variant={primary ? 'primary' : 'secondary'}>
      {t(action ?? 'bookAppointment')}
      <span className="visually-hidden">{t('withDoctor', { name: doctor.doctor_name })}</span>
    </ButtonLink>
  );
}

/** The doctors pages' card: a 4:5 portrait beside the name, so a phone shows several doctors a screen. */
function FullCard({
  doctor,
  action = 'bookAppointment',
  headingLevel = 3,
  as: Element = 'li',
  profileHref,
  children,
}: Omit<DoctorCardProps, 'layout'>) {
  const t = useMessages(doctorCardMessages);
  const Heading = `h${headingLevel}` as const;
  const about = doctor.about?.trim();
  return (
    <Element className={clsx(styles.doctor, styles.full, children !== undefined && styles.withExtra)}>
      <div className={styles.portrait}>
        <DoctorPhoto doctor={doctor} className={styles.photo} />
      </div>
      <div className={styles.who}>
        <Heading className={styles.name}>
          {profileHref ? <SiteLink to={profileHref}>{doctor.doctor_name}</SiteLink> : doctor.doctor_name}
        </Heading>
        <p className={styles.department}>{doctor.department?.department_name ?? ''}</p>
      </div>
      <div className={styles.about}>
        <p className={styles.aboutHeading}>{t('aboutDoctor')}</p>
        {about ? (
          <AboutText key={about} text={about} name={doctor.doctor_name} />
        ) : (
          <p className={styles.aboutText}>{t('noDescription')}</p>
        )}
      </div>
      {children !== undefined ? <div className={styles.extra}>{children}</div> : null}
      <div className={styles.actions}>
        <BookButton doctor={doctor} action={action} />
      </div>
    </Element>
  );
}

/** The home grid's card, its about text revealed over the photo. */
function RevealCard({
  doctor,
  action = 'bookAppointment',
  headingLevel = 3,
  as: Element = 'li',
  profileHref,
}: Omit<DoctorCardProps, 'layout'>) {
  const t = useMessages(doctorCardMessages);
  // WCAG 1.4.13: content shown on hover or focus can be dismissed (Escape) without moving away.
  const [dismissed, setDismissed] = useState(false);
  const about = doctor.about?.trim() || t('noDescription');
  const department = doctor.department?.department_name ?? '';

  return (
    <Element
      className={clsx(styles.doctor, styles.reveal, dismissed && styles.dismissed)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
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
        to={profileHref}
        media={<DoctorPhoto doctor={doctor} className={styles.photo} />}
        footer={<BookButton doctor={doctor} action={action} primary />}
      >
        <p className={styles.department}>{department}</p>
        <div className={styles.about}>
          <p className={styles.aboutHeading}>{t('aboutDoctor')}</p>
          <ClampedText lines={REVEALED_ABOUT_LINES} className={styles.aboutText}>
            {about}
          </ClampedText>
          <p className={styles.aboutDepartment} aria-hidden="true">
            {department}
          </p>
        </div>
      </Card>
    </Element>
  );
}
