import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { ContactDetails } from './ContactDetails';
import { HomeServiceBanner, SupportCallout } from './ContactCallouts';
import { ContactForm } from './ContactForm';
import { contactMessages } from './contactMessages';
import { MapFacade } from './MapFacade';
import styles from './ContactPage.module.css';

export const meta = pageMetaFrom(contactMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function ContactPage() {
  const t = useMessages(contactMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.layout}>
        <ContactForm />
        <div className={styles.side}>
          <ContactDetails />
          <SupportCallout />
        </div>
      </div>
      {/* Below the form: above it, the map pushed the form 900 px down on a phone. */}
      <MapFacade />
      <HomeServiceBanner />
    </>
  );
}
