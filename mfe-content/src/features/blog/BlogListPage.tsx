import { PageInProgress, RemoteWidget, siteRoute } from 'shared-ui';
import styles from './BlogListPage.module.css';

export default function BlogListPage() {
  return (
    <>
      <PageInProgress heading={siteRoute('/blog').heading} />
      <aside className={styles.sidebar} aria-label="Blog sidebar">
        {/* Owned by the services team: loaded through federation, with its own fallback. */}
        <RemoteWidget id="mfe_services/PopularServices" />
      </aside>
    </>
  );
}
