import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Contact Us',
  description: `Address, phone numbers and a message form for ${HOSPITAL.name}, Faridabad.`,
};

export default function ContactPage() {
  return <PageInProgress heading="Contact Us" />;
}
