import styles from './ServerPageHtml.module.css';

/**
 * The server's HTML of the page, kept as it was (opaque to React) while the live page's code loads.
 * Its wrapper adds no box: the HTML lays out exactly as the live page that replaces it. The shell's
 * prerendered layout holds this very element (with the server's marker inside), so hydrating the
 * layout takes the server's copy over without touching it.
 */
export function ServerPageHtml({ html }: { html: string }) {
  return <div data-server-page="" className={styles.serverPage} dangerouslySetInnerHTML={{ __html: html }} />;
}
