import { useId } from 'react';
import { siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { ConsentCheckbox } from 'shared-ui/fields';
import { ExternalLinkIcon } from 'shared-ui/icons';
import { pathInLanguage, useLanguage, useMessages } from 'shared-ui/i18n';
import { privacyMessages } from './privacyMessages';
import { TextChannels } from './TextChannels';
import styles from './PrivacyConsent.module.css';

export type PrivacyPurpose = 'appointment' | 'lab' | 'contact' | 'register';

const DATA = {
  appointment: 'privacyDataAppointment',
  lab: 'privacyDataLab',
  contact: 'privacyDataContact',
  register: 'privacyDataRegister',
} as const;

const PURPOSE = {
  appointment: 'privacyPurposeBooking',
  lab: 'privacyPurposeBooking',
  contact: 'privacyPurposeContact',
  register: 'privacyPurposeRegister',
} as const;

const CONSENT = {
  appointment: 'consentBooking',
  lab: 'consentBooking',
  contact: 'consentContact',
  register: 'consentRegister',
} as const;

/** A booking asks which channels its own messages may take to the phone; a message or an account does not. */
const ASKS_TEXT_CHANNELS: Readonly<Record<PrivacyPurpose, boolean>> = {
  appointment: true,
  lab: true,
  contact: false,
  register: false,
};

/**
 * What India's DPDP Act asks beside a form's submit button: a short notice (the data asked for,
 * why, how to withdraw consent or complain) linking the full notice, a booking's consent per
 * channel for its texts, and the required, unticked consent box the form sends as `consent`.
 * The link opens a new tab so nothing typed is lost.
 */
export function PrivacyConsent({ purpose }: { purpose: PrivacyPurpose }) {
  const t = useMessages(privacyMessages);
  // A new tab starts outside this page's router: the address itself must be in the page's language.
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <div className={styles.privacy}>
      <section className={styles.notice} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {t('privacyTitle')}
        </h3>
        <p>
          {t(DATA[purpose])} {t(PURPOSE[purpose])}
        </p>
        <p>{t('privacyRights', { email: HOSPITAL.privacyEmail, phone: HOSPITAL.supportPhone })}</p>
        <p>
          <a
            href={pathInLanguage(siteHref('/terms', { hash: 'privacy' }), language)}
            target="_blank"
            rel="noopener"
            className={styles.link}
          >
            {t('privacyLink')} <span className="visually-hidden">{t('newTab')}</span>
            <ExternalLinkIcon size={14} />
          </a>
        </p>
      </section>
      {ASKS_TEXT_CHANNELS[purpose] ? <TextChannels /> : null}
      <ConsentCheckbox label={t(CONSENT[purpose])} />
    </div>
  );
}
