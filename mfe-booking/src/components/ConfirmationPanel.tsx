import type { ReactNode } from 'react';
import { SiteLink, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { confirmationMessages } from './confirmationMessages';
import styles from './ConfirmationPanel.module.css';

export interface ConfirmationPanelProps {
  /** The outcome in the booking's words: booked ("Your appointment is booked."). */
  message: string;
  /** The reference the API returned (APT-000123, LAB-000045). */
  reference: string;
  /** What was booked, as label and value pairs (doctor, date, mode...). */
  details: readonly { label: string; value: ReactNode }[];
  /** What the patient can expect now. */
  next: string;
  /** Where the confirmation e-mail went. */
  email: string;
  /** After what was booked: what the patient can take away (the calendar file, the slip). */
  actions?: ReactNode;
}

/**
 * The body of a successful booking's result dialog: the reference first (what a patient quotes on
 * the phone), what was booked, what happens next, where the e-mail went, and where to manage it.
 */
export function ConfirmationPanel({ message, reference, details, next, email, actions }: ConfirmationPanelProps) {
  const t = useMessages(confirmationMessages);
  return (
    <div className={styles.panel}>
      <p className={styles.message}>{message}</p>
      <p className={styles.referenceBox}>
        <span className={styles.referenceLabel}>{t('referenceLabel')}</span>
        <strong className={styles.reference}>{reference}</strong>
      </p>
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.label} className={styles.row}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      {actions}
      <p className={styles.next}>
        <strong>{t('nextTitle')}: </strong>
        {next}
      </p>
      <p>{t('sentTo', { email })}</p>
      <p>
        {t('manageBefore')} <SiteLink to={siteHref('/manage-booking')}>{t('manageLink')}</SiteLink> {t('manageAfter')}
      </p>
    </div>
  );
}
