import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Login',
  description: 'Log in to your patient account.',
};

export default function LoginPage() {
  return <PageInProgress heading="Login" />;
}
