import { useEffect, useState } from 'react';
import { LoadingState } from 'shared-ui';
import type { PageMetaSource } from 'shared-ui';
import { FederatedComponent, applyPageMeta, resolvePageMeta } from 'shared-ui/host';
import { useParams } from 'shared-ui/router';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { ServerPageHtml, useServerPage, useServerPageHtml } from '../../components/ServerPage';
import { forgetFirstPageLoad, loadPageOfRegion, waitedPageOf } from './remotePageLoader';
import { remotePageMessages } from './remotePageMessages';
import type { RemoteRoute } from './remotePageLoader';
import styles from './RemotePage.module.css';

/**
 * A route's region, filled by the remote that owns it; a failure stays inside this region. On the
 * first route the server's HTML of the page stays in view while its code loads. The page module's
 * own meta titles the document in the page's language as soon as its code arrives, except under
 * the server's HTML, whose title and description the server already wrote from the same meta (and
 * the page's data).
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const t = useMessages(remotePageMessages);
  const { language } = useLanguage();
  const params = useParams();
  const serverMetaInForce = useServerPage() !== null;
  const serverPage = useServerPageHtml();
  // Under the server's HTML (whose meta is in force) a page whose code is in renders at once; elsewhere
  // it loads, so its meta is applied before the page refines its title from its data.
  const [loaded] = useState(() => (serverPage ? waitedPageOf(route) : undefined));
  // Compared by value: a re-render must not undo a title the page refined from its data.
  const paramsKey = JSON.stringify(params);
  const [meta, setMeta] = useState<{ source: PageMetaSource } | null>(() => (loaded ? { source: loaded.meta } : null));
  useEffect(forgetFirstPageLoad, []);
  useEffect(() => {
    if (!meta || serverMetaInForce) return undefined;
    let current = true;
    const context = { params: JSON.parse(paramsKey) as Record<string, string>, language };
    void resolvePageMeta(meta.source, context).then((resolved) => {
      // Another page, address or language may have taken the document over while its Hindi loaded.
      if (current) applyPageMeta(resolved);
    });
    return () => {
      current = false;
    };
  }, [meta, paramsKey, language, serverMetaInForce]);

  return (
    <FederatedComponent
      moduleKey={`${route.owner}:${route.path}`}
      load={async () => {
        const page = await loadPageOfRegion(route);
        // A Hindi page's meta texts arrive with its code, so applying them never comes after the
        // page has refined its title from its data (usePageMeta), undoing it.
        await resolvePageMeta(page.meta, { params, language });
        setMeta({ source: page.meta });
        return page;
      }}
      loaded={loaded}
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
