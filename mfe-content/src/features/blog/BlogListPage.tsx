import { PageInProgress, RemoteWidget } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import styles from './BlogListPage.module.css';

export const meta: PageMeta = {
  title: 'Blog',
  description: 'Health articles from our doctors: diagnostics, lung health, critical care and emergencies.',
};

export default function BlogListPage() {
  return (
    <>
      <PageInProgress heading="Blog" />
      <aside className={styles.sidebar} aria-label="Blog sidebar">
        {/* Owned by the services team: loaded through federation, with its own fallback. */}
        <RemoteWidget id="mfe_services/PopularServices" />
      </aside>
    </>
  );
}
