import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Register',
  description: 'Create a patient account.',
};

export default function RegisterPage() {
  return <PageInProgress heading="Register" />;
}
