import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import styles from './StatusMessage.module.css';

interface StatusProps {
  /** Inline (in a menu or a select's place) rather than filling a section. */
  compact?: boolean;
  className?: string;
}

/** Announced politely so screen-reader users know something is on its way. */
export function LoadingState({ label, compact, className }: StatusProps & { label: string }) {
  return (
    <div role="status" className={clsx(styles.status, styles.loading, compact && styles.compact, className)}>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{label}</p>
    </div>
  );
}

export interface ErrorStateProps extends StatusProps {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = 'Retry', compact, className }: ErrorStateProps) {
  return (
    <div role="alert" className={clsx(styles.status, styles.error, compact && styles.compact, className)}>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="outline" size={compact ? 'small' : 'normal'} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message, compact, className }: StatusProps & { message: ReactNode }) {
  return (
    <div role="status" className={clsx(styles.status, compact && styles.compact, className)}>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
