import { useLayoutEffect, useRef } from 'react';
import type { ServerPage } from './serverPage';
import { keepTypedInForms } from './keepTypedInForms';
import styles from './ServerPageHtml.module.css';

/**
 * The server's HTML of the page, kept as it was (opaque to React) while the live page's code loads.
 * Its wrapper adds no box: the HTML lays out exactly as the live page that replaces it. Its forms
 * take what the visitor types meanwhile, and the live page gets it (typedBeforeLive).
 */
export function ServerPageHtml({ page }: { page: ServerPage }) {
  const copy = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => keepTypedInForms(copy.current), []);
  return (
    <div ref={copy} data-server-page="" className={styles.serverPage} dangerouslySetInnerHTML={{ __html: page.html }} />
  );
}
