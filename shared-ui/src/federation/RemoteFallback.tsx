import { Button } from '../components/Button/Button';
// By package name, as pages import it: one language context in the page.
import { useMessages } from 'shared-ui/i18n';
import { remoteFallbackMessages } from './remoteFallbackMessages';
import styles from './RemoteFallback.module.css';

export const REMOTE_UNAVAILABLE_TEXT = remoteFallbackMessages.en.unavailable;

/** Stands in for a remote's region that could not load or crashed; Retry loads it again in place. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(remoteFallbackMessages);
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{t('unavailable')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
