import { PageBanner, SiteLink, siteHref } from 'shared-ui';
import { HOSPITAL, telHref } from 'contract/hospital';
import { SESSION_LIMITS } from 'contract/rules';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { RichText } from '../../components/RichText/RichText';
import { ACCESSIBILITY_CHECKED } from './accessibilityMeta';
import { accessibilityMessages } from './accessibilityMessages';
import styles from './AccessibilityPage.module.css';

/** Leaves a placeholder in the text for RichText to fill with an element. */
const slot = (name: string) => `{${name}}`;

/**
 * The accessibility statement: the standard the site aims at (WCAG 2.2 AA), where it falls short,
 * how to report a barrier to the hospital's own e-mail and phone, when we answer, and when it was
 * checked. Every footer links here.
 */
export default function AccessibilityPage() {
  const t = useMessages(accessibilityMessages);
  const format = useFormatters();
  const parts = {
    email: <a href={`mailto:${HOSPITAL.email}`}>{HOSPITAL.email}</a>,
    phone: <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>,
    contactForm: <SiteLink to={siteHref('/contact')}>{t('contactForm')}</SiteLink>,
    date: <time dateTime={ACCESSIBILITY_CHECKED}>{format.date(ACCESSIBILITY_CHECKED)}</time>,
  };
  return (
    <article>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.body}>
        <section aria-labelledby="accessibility-aim">
          <h2 id="accessibility-aim">{t('aimHeading')}</h2>
          <p>{t('aim', { hospital: HOSPITAL.name })}</p>
        </section>
        <section aria-labelledby="accessibility-status">
          <h2 id="accessibility-status">{t('statusHeading')}</h2>
          <p>{t('status')}</p>
        </section>
        <section aria-labelledby="accessibility-gaps">
          <h2 id="accessibility-gaps">{t('gapsHeading')}</h2>
          <ul>
            <li>{t('gapSession', { idleMinutes: SESSION_LIMITS.idleMinutes })}</li>
            <li>{t('gapCode')}</li>
            <li>{t('gapMap')}</li>
            <li>{t('gapTesting')}</li>
          </ul>
        </section>
        <section aria-labelledby="accessibility-report">
          <h2 id="accessibility-report">{t('reportHeading')}</h2>
          <p>
            <RichText
              text={t('report', {
                email: slot('email'),
                phone: slot('phone'),
                hours: HOSPITAL.supportHours,
                contactForm: slot('contactForm'),
              })}
              parts={parts}
            />
          </p>
          <p>{t('answer')}</p>
        </section>
        <section aria-labelledby="accessibility-checked">
          <h2 id="accessibility-checked">{t('checkedHeading')}</h2>
          <p>
            <RichText text={t('checked', { date: slot('date') })} parts={parts} />
          </p>
        </section>
      </div>
    </article>
  );
}
