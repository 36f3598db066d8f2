import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CloseIcon, IconButton } from 'shared-ui/icons';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body, e.g. OK. */
  actions?: ReactNode;
  tone?: 'neutral' | 'success' | 'error';
  /** Accessible name of the close icon, in the page's language. */
  closeLabel?: string;
  /** Reads the body out with the title when the dialog opens (short messages, not forms). */
  describedByBody?: boolean;
}

/**
 * Focus goes back to what had it before the dialog opened. A dialog that opened by itself (the home
 * pop-up, on a timer) had nothing to go back to: the browser would then leave the next Tab to start
 * from the dialog's place in the page (near the footer), so focus goes to the start of the main
 * content instead, without scrolling the visitor away from where they are.
 */
function returnFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('#main-content, main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/**
 * A modal dialog on the platform's own <dialog>: showModal() moves focus in, makes the page behind
 * inert and closes on Escape; focus returns to where it was when the dialog closes (see `returnFocus`).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  tone = 'neutral',
  closeLabel = 'Close',
  describedByBody = false,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const returnFocusTo = document.activeElement;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        returnFocus(returnFocusTo);
      };
    }
    return undefined;
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, tone !== 'neutral' && styles[tone])}
      aria-labelledby={titleId}
      aria-describedby={describedByBody ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton label={closeLabel} icon={CloseIcon} iconSize={24} onClick={onClose} />
          </div>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
