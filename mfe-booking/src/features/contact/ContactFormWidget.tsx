import type { WidgetProps } from 'shared-ui';
import { ContactForm } from './ContactForm';

/** Exposed to other remotes as `mfe_booking/ContactForm` (the doctors page's "Send Us Message"). */
export default function ContactFormWidget({ heading, subject }: WidgetProps<'mfe_booking/ContactForm'>) {
  return <ContactForm heading={heading} subject={subject} />;
}
