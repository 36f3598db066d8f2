import type { ServerPage } from './serverPage';
import styles from './ServerPageHtml.module.css';

/**
 * The server's HTML of the page, kept as it was (opaque to React) while the live page's code loads.
 * Its wrapper adds no box: the HTML lays out exactly as the live page that replaces it.
 */
export function ServerPageHtml({ page }: { page: ServerPage }) {
  return <div data-server-page="" className={styles.serverPage} dangerouslySetInnerHTML={{ __html: page.html }} />;
}
