import { useEffect, useId, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import { useFormBinding } from '../formBinding';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryEntry {
  /** The id of the control to go to. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /**
   * Inside a KitForm the form's errors, shown after a failed submit. For a form of your own, give
   * them here once a submit failed: the summary shows while there are any.
   */
  errors?: readonly ErrorSummaryEntry[];
  /** Inside a KitForm the form's failed submits; elsewhere bump it after each failed submit to focus the summary. */
  focusKey?: number;
  /** "There is a problem" unless given. */
  title?: string;
}

/** Focus the field and bring its label (or legend) into view with it, as GOV.UK's summary does. */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  const caption =
    control.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${fieldId}"]`);
  control.focus({ preventScroll: true });
  (caption ?? control).scrollIntoView?.({ block: 'start' });
}

/**
 * The GOV.UK error summary: after a failed submit, a box at the top of the form headed "There is a
 * problem" takes focus and lists each error as a link to its field.
 */
export function ErrorSummary({ errors, focusKey, title }: ErrorSummaryProps) {
  const t = useMessages(fieldMessages);
  const binding = useFormBinding();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const entries =
    errors ?? binding?.errors.map(({ name, message }) => ({ fieldId: binding.fieldId(name), message })) ?? [];
  const attempt = focusKey ?? binding?.failedSubmits ?? 0;
  const visible = entries.length > 0 && (errors !== undefined || attempt > 0);

  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  if (!visible) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('summaryTitle')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.fieldId}>
            <a href={`#${entry.fieldId}`} className={styles.link} onClick={(event) => goToField(event, entry.fieldId)}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
