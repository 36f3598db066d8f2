import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { AppointmentAside } from './AppointmentAside';
import { AppointmentForm } from './AppointmentForm';
import { AppointmentSteps } from './AppointmentSteps';
import { appointmentMessages } from './appointmentMessages';
import { ServiceHighlights } from './ServiceHighlights';
import styles from '../../components/booking-form/BookingPage.module.css';

export const meta = pageMetaFrom(appointmentMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function AppointmentPage() {
  const t = useMessages(appointmentMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      {/* The form first, right under the heading: on a phone the explainer above it pushed it 1,400 px down. */}
      <div className={styles.layout}>
        <AppointmentForm />
        <AppointmentAside />
      </div>
      <AppointmentSteps />
      <ServiceHighlights />
    </>
  );
}
