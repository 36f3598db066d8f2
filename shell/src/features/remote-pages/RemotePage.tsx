import { FederatedComponent, LoadingState } from 'shared-ui';
import type { SiteRoute } from 'shared-ui';
import { loadRemotePage } from './remotePageLoader';
import styles from './RemotePage.module.css';

/** A route's region, filled by the remote that owns it; a failure stays inside this region. */
export function RemotePage({ route }: { route: SiteRoute }) {
  return (
    <FederatedComponent
      moduleKey={`${route.owner}:${route.path}`}
      load={() => loadRemotePage(route)}
      loading={<LoadingState label="Loading page..." className={styles.loading} />}
    />
  );
}
