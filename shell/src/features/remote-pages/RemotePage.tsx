import { useEffect, useState } from 'react';
import { LoadingState } from 'shared-ui';
import type { PageMetaSource } from 'shared-ui';
import { FederatedComponent, applyPageMeta, resolvePageMeta } from 'shared-ui/host';
import { useParams } from 'shared-ui/router';
import { useMessages } from 'shared-ui/i18n';
import { loadRemotePage } from './remotePageLoader';
import { remotePageMessages } from './remotePageMessages';
import type { RemoteRoute } from './remotePageLoader';
import styles from './RemotePage.module.css';

/**
 * A route's region, filled by the remote that owns it; a failure stays inside this region. The
 * page module's own meta titles the document as soon as its code arrives.
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const t = useMessages(remotePageMessages);
  const params = useParams();
  // Compared by value: a re-render must not undo a title the page refined from its data.
  const paramsKey = JSON.stringify(params);
  const [meta, setMeta] = useState<{ source: PageMetaSource } | null>(null);
  useEffect(() => {
    if (meta) applyPageMeta(resolvePageMeta(meta.source, { params: JSON.parse(paramsKey) as Record<string, string> }));
  }, [meta, paramsKey]);

  return (
    <FederatedComponent
      moduleKey={`${route.owner}:${route.path}`}
      load={async () => {
        const page = await loadRemotePage(route);
        setMeta({ source: page.meta });
        return page;
      }}
      loading={<LoadingState label={t('loadingPage')} className={styles.loading} />}
    />
  );
}
