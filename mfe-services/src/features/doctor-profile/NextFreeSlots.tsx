import { HOSPITAL } from 'contract/hospital';
import { ErrorState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { doctorProfileMessages } from './doctorProfileMessages';
import { clockTime } from '../../components/doctor-opd';
import { FreeTimesPending, useFreeSlots, useSlotDay } from '../../components/free-slots';
import styles from './DoctorProfilePage.module.css';

/** How many of the first free slots the page lists; the booking form has them all. */
export const SHOWN_SLOTS = 6;

/** The first free slots of the next two weeks, with their waiting, failed and none-free states. */
export function NextFreeSlots({ doctorId }: { doctorId: number }) {
  const t = useMessages(doctorProfileMessages);
  const dayOf = useSlotDay();
  const { onServer, status, free, retry } = useFreeSlots(doctorId, SHOWN_SLOTS);

  if (status === 'loading') {
    return (
      <FreeTimesPending
        label={t('slotsLoading')}
        noScriptText={t('slotsNoScript', { hours: HOSPITAL.supportHours })}
        onServer={onServer}
        className={styles.none}
      />
    );
  }
  if (status === 'error') return <ErrorState message={t('slotsFailed')} onRetry={retry} retryLabel={t('retry')} />;
  if (free.length === 0) return <p className={styles.none}>{t('noSlots')}</p>;
  return (
    <ul className={styles.slots}>
      {free.map(({ date, slot }) => (
        <li key={`${date} ${slot.start}`} className={styles.slot}>
          <span className={styles.slotTime}>{t('slotAt', { date: dayOf(date), time: clockTime(slot.start) })}</span>
          <span className={styles.slotPlace}>{slot.online ? t('online') : slot.room}</span>
        </li>
      ))}
    </ul>
  );
}
