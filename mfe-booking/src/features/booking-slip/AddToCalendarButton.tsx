import { useState } from 'react';
import { ApiError, Button, downloadBookingCalendar } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { slipMessages } from './slipMessages';
import styles from './AddToCalendarButton.module.css';

export interface AddToCalendarButtonProps {
  reference: string;
  /** The booking's access grant (the booking's answer or a look-up); without one the session cookie proves it. */
  access?: string | null;
}

type Outcome = { tone: 'saved'; file: string } | { tone: 'failed'; text: string } | null;

/** Hands the browser a file to save, from memory: the address of the file is a local object URL. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves the booking as `<reference>.ics`, which every calendar app opens. The file is fetched through
 * the API client with the grant in a header, so no proof ever sits in an address.
 */
export function AddToCalendarButton({ reference, access }: AddToCalendarButtonProps) {
  const t = useMessages(slipMessages);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const add = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const file = `${reference}.ics`;
      saveFile(await downloadBookingCalendar(reference, access), file);
      setOutcome({ tone: 'saved', file });
    } catch (error) {
      const text =
        error instanceof ApiError && error.isNetworkError
          ? t('networkError')
          : error instanceof ApiError && error.status === 404
            ? t('calendarExpired')
            : t('calendarFailed');
      setOutcome({ tone: 'failed', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void add()}>
        {busy ? t('preparing') : t('addToCalendar')}
      </Button>
      {/* In the page from the start, so a screen reader announces the outcome when it comes. */}
      <div role="status">
        {outcome?.tone === 'saved' ? <p className={styles.saved}>{t('saved', { file: outcome.file })}</p> : null}
      </div>
      {outcome?.tone === 'failed' ? (
        <p role="alert" className={styles.failed}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
