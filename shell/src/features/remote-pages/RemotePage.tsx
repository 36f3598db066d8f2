import { useEffect, useState } from 'react';
import { LoadingState } from 'shared-ui';
import type { PageMetaSource } from 'shared-ui';
import { FederatedComponent, applyPageMeta, resolvePageMeta } from 'shared-ui/host';
import { useParams } from 'shared-ui/router';
import { useMessages } from 'shared-ui/i18n';
import { ServerPageHtml, useServerPage, useServerPageHtml } from '../../components/ServerPage';
import { loadRemotePage } from './remotePageLoader';
import { remotePageMessages } from './remotePageMessages';
import type { RemoteRoute } from './remotePageLoader';
import styles from './RemotePage.module.css';

/**
 * A route's region, filled by the remote that owns it; a failure stays inside this region. On the
 * first route the server's HTML of the page stays in view while its code loads. The page module's
 * own meta titles the document as soon as its code arrives, except under the server's HTML, whose
 * title and description the server already wrote from the same meta (and the page's data).
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const t = useMessages(remotePageMessages);
  const params = useParams();
  const serverMetaInForce = useServerPage() !== null;
  const serverPage = useServerPageHtml();
  // Compared by value: a re-render must not undo a title the page refined from its data.
  const paramsKey = JSON.stringify(params);
  const [meta, setMeta] = useState<{ source: PageMetaSource } | null>(null);
  useEffect(() => {
    if (meta && !serverMetaInForce) {
      applyPageMeta(resolvePageMeta(meta.source, { params: JSON.parse(paramsKey) as Record<string, string> }));
    }
  }, [meta, paramsKey, serverMetaInForce]);

  return (
    <FederatedComponent
      moduleKey={`${route.owner}:${route.path}`}
      load={async () => {
        const page = await loadRemotePage(route);
        setMeta({ source: page.meta });
        return page;
      }}
      loading={
        serverPage ? (
          <ServerPageHtml page={serverPage} />
        ) : (
          <LoadingState label={t('loadingPage')} className={styles.loading} />
        )
      }
    />
  );
}
