import { useLocation } from 'shared-ui/router';
import { PageBanner, pageMetaFrom } from 'shared-ui';
import { LIMITS } from 'contract';
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

/**
 * A field's starting text from the navigation state (`{ subject, email }`, as the footer's newsletter
 * hands them over, never in the address), cut to what the field may hold.
 */
function prefill(state: unknown, name: 'subject' | 'email', max: number): string {
  const value: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, name) : undefined;
  return typeof value === 'string' ? Array.from(value.trim()).slice(0, max).join('') : '';
}

export default function ContactPage() {
  const t = useMessages(contactMessages);
  const { state } = useLocation();
  const subject = prefill(state, 'subject', LIMITS.subjectMax);
  const email = prefill(state, 'email', LIMITS.emailMax);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.layout}>
        {/* A new newsletter link while here starts the form afresh with its values. */}
        <ContactForm key={`${subject}\n${email}`} subject={subject} email={email} />
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
