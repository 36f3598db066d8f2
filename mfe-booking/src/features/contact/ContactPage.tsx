import { useSearchParams } from 'shared-ui/router';
import { HOSPITAL, PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { LIMITS } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { ContactDetails } from './ContactDetails';
import { HomeServiceBanner, SupportCallout } from './ContactCallouts';
import { ContactForm } from './ContactForm';
import { contactMessages } from './contactMessages';
import { MapFacade } from './MapFacade';
import styles from './ContactPage.module.css';

export const meta: PageMeta = {
  title: 'Contact Us',
  description: `Address, phone numbers and a message form for ${HOSPITAL.name}, Faridabad.`,
};

/** A query value as a field's starting text, cut to what the field may hold. */
const prefill = (value: string | null, max: number) =>
  Array.from(value?.trim() ?? '')
    .slice(0, max)
    .join('');

export default function ContactPage() {
  const t = useMessages(contactMessages);
  // The footer's newsletter sends visitors here as /contact?subject=...&email=...
  const [params] = useSearchParams();
  const subject = prefill(params.get('subject'), LIMITS.subjectMax);
  const email = prefill(params.get('email'), LIMITS.emailMax);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <MapFacade />
      <div className={styles.layout}>
        {/* A new newsletter link while here starts the form afresh with its values. */}
        <ContactForm key={`${subject}\n${email}`} subject={subject} email={email} />
        <div className={styles.side}>
          <ContactDetails />
          <SupportCallout />
        </div>
      </div>
      <HomeServiceBanner />
    </>
  );
}
