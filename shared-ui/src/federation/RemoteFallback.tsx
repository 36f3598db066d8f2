import { Button } from '../components/Button/Button';
import styles from './RemoteFallback.module.css';

export const REMOTE_UNAVAILABLE_TEXT = 'This section is unavailable right now.';

/** Stands in for a remote's region that could not load or crashed; Retry loads it again in place. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{REMOTE_UNAVAILABLE_TEXT}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
