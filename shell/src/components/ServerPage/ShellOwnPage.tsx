import type { ComponentType } from 'react';
import { useServerRender } from 'shared-ui';
import { ServerPageHtml } from './ServerPageHtml';
import { useServerPageHtml } from './serverPage';

/**
 * One of the shell's own pages, its code loaded when visited. While the layout hydrates, the
 * server's HTML of it stays as it was written (as HTML in the page region, not as this page's
 * markup), and the page takes its place once its code is in.
 */
export function ShellOwnPage({ page: Page }: { page: ComponentType }) {
  const onServer = useServerRender();
  const serverPage = useServerPageHtml();
  return onServer && serverPage ? <ServerPageHtml html={serverPage.html} /> : <Page />;
}
