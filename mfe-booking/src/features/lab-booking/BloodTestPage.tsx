import { PageBanner, pageMetaFrom } from 'shared-ui';
import { HOSPITAL, telHref } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { LabAside } from './LabAside';
import { LabBlurbs } from './LabBlurbs';
import { LabBookingForm } from './LabBookingForm';
import { labMessages } from './labMessages';
import styles from '../../components/booking-form/BookingPage.module.css';

export const meta = pageMetaFrom(labMessages, (texts) => ({ title: texts.title, description: texts.metaDescription }));

export default function BloodTestPage() {
  const t = useMessages(labMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      {/* The prerendered page shows the form, which cannot be sent without JavaScript; unlike the
          appointment page, nothing else on this one gives the number to book by. */}
      <noscript>
        <p className={styles.noScript}>
          {t('noScript', { hours: HOSPITAL.supportHours })}{' '}
          <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>
        </p>
      </noscript>
      <div className={styles.layout}>
        <LabBookingForm />
        <LabAside />
      </div>
      <LabBlurbs />
    </>
  );
}
