import { PageBanner, SiteLink, siteHref } from 'shared-ui';
import { HOSPITAL, hospitalAddressIn, telHref } from 'contract/hospital';
import { SESSION_LIMITS } from 'contract/rules';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { RichText } from '../../components/RichText/RichText';
import { termsMessages } from './termsMessages';
import styles from './TermsPage.module.css';

/** Leaves a placeholder in the text for RichText to fill with an element. */
const slot = (name: string) => `{${name}}`;

/**
 * Terms of use and the privacy notice the booking and contact forms ask visitors to agree to (the
 * original footer's "terms" link led nowhere). `#privacy` is where the forms' notices link.
 */
export default function TermsPage() {
  const t = useMessages(termsMessages);
  const { language } = useLanguage();
  const links = {
    emergencyPhone: <a href={telHref(HOSPITAL.emergencyPhone)}>{HOSPITAL.emergencyPhone}</a>,
    supportPhone: <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>,
    privacyEmail: <a href={`mailto:${HOSPITAL.privacyEmail}`}>{HOSPITAL.privacyEmail}</a>,
    contactUs: <SiteLink to={siteHref('/contact')}>{t('contactUs')}</SiteLink>,
  };
  const hospital = HOSPITAL.name;
  return (
    <article>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.body}>
        <section aria-labelledby="terms-use">
          <h2 id="terms-use">{t('useHeading')}</h2>
          <p>
            <RichText
              text={t('use1', { hospital, emergencyPhone: slot('emergencyPhone'), hours: HOSPITAL.supportHours })}
              parts={links}
            />
          </p>
          <p>{t('use2')}</p>
        </section>
        <section aria-labelledby="privacy">
          <h2 id="privacy">{t('privacyHeading')}</h2>
          <p>{t('fiduciary', { hospital, address: hospitalAddressIn(language) })}</p>
          <h3>{t('whatHeading')}</h3>
          <p>{t('what')}</p>
          <ul>
            <li>{t('practices1')}</li>
            <li>{t('practices2')}</li>
            <li>{t('practices3')}</li>
            <li>{t('practices4')}</li>
          </ul>
          <h3>{t('emailsHeading')}</h3>
          <p>{t('emails')}</p>
          <h3>{t('textsHeading')}</h3>
          <p>{t('texts')}</p>
          <h3>{t('keepHeading')}</h3>
          <ul>
            <li>{t('keepBookings')}</li>
            <li>{t('keepMessages')}</li>
            <li>{t('keepEmails')}</li>
            <li>{t('keepTexts')}</li>
            <li>{t('keepAccounts')}</li>
            <li>{t('keepAudit')}</li>
          </ul>
          <h3>{t('storageHeading')}</h3>
          <p>{t('storageCookies', SESSION_LIMITS)}</p>
          <p>{t('storageBrowser')}</p>
          <h3>{t('speedHeading')}</h3>
          <p>{t('speed')}</p>
          <h3>{t('rightsHeading')}</h3>
          <p>{t('rights1')}</p>
          <p>{t('erasure')}</p>
          <p>
            <RichText
              text={t('rights2', {
                privacyEmail: slot('privacyEmail'),
                supportPhone: slot('supportPhone'),
                contactUs: slot('contactUs'),
              })}
              parts={links}
            />
          </p>
        </section>
      </div>
    </article>
  );
}
