import { PageBanner } from '../PageBanner/PageBanner';
import styles from './PageInProgress.module.css';

/** An honest page for a route whose full content its team has not shipped yet. */
export function PageInProgress({ heading, detail }: { heading: string; detail?: string }) {
  return (
    <article>
      <PageBanner title={heading} subtitle={detail} />
      <p className={styles.note}>This page is being built. Please call us any time for help in the meantime.</p>
    </article>
  );
}
