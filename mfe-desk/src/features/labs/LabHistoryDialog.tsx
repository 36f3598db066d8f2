import { useCallback } from 'react';
import type { LabHistoryEntry, LabRunRow } from 'contract/staff-desk';
import { Button, Dialog } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getLabBookingHistory } from 'shared-ui/staff';
import { deskTimeOf } from '../../components/deskTime';
import { useDeskResource } from '../../components/useDeskResource';
import { labsMessages } from './labsMessages';
import styles from './Labs.module.css';

/** A lab booking's marks and staff views, newest first, each naming the member (opening it is one too). */
export function LabHistoryDialog({ booking, onClose }: { booking: LabRunRow; onClose: () => void }) {
  const t = useMessages(labsMessages);
  const load = useCallback(() => getLabBookingHistory(booking.reference), [booking.reference]);
  const history = useDeskResource(load, {
    loading: t('historyLoading'),
    failed: t('historyFailed'),
    empty: t('historyEmpty'),
  });
  const what = (entry: LabHistoryEntry) =>
    entry.action === 'view'
      ? t('viewed')
      : t('statusChange', {
          from: entry.from === null ? '—' : t(entry.from),
          to: entry.to === null ? '—' : t(entry.to),
        });
  return (
    <Dialog
      open
      title={t('historyTitle', { reference: booking.reference })}
      onClose={onClose}
      closeLabel={t('close')}
      actions={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {history.placeholder === null ? (
        <ol className={styles.history}>
          {history.data.map((entry) => (
            <li key={entry.id}>
              <strong>{what(entry)}</strong>{' '}
              <span>
                {deskTimeOf(entry.at)} · {entry.actor?.name ?? t('byServer')}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        history.placeholder
      )}
    </Dialog>
  );
}
