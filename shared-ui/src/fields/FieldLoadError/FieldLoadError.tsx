import type { ReactNode } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import styles from './FieldLoadError.module.css';

export interface FieldLoadErrorProps {
  /** The field's id: the error summary's link focuses this box in place of the control. */
  id: string;
  /** Why the field's choices did not load; "Could not load the choices." when not said. */
  message?: ReactNode;
  onRetry?: () => void;
}

/** In place of a field whose choices could not be loaded: why, and Retry. */
export function FieldLoadError({ id, message, onRetry }: FieldLoadErrorProps) {
  const t = useMessages(fieldMessages);
  return (
    <div id={id} tabIndex={-1} className={styles.loadError} role="alert">
      <p className={styles.loadErrorText}>{message ?? t('loadFailed')}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
