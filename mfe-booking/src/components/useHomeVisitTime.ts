import { useCallback } from 'react';
import { homeVisitWindow } from 'contract/forms';
import type { HomeVisitWindow } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { homeVisitMessages } from './homeVisitMessages';

type Period = 'morning' | 'afternoon' | 'evening';

const periodOf = (hours: number): Period => (hours < 12 ? 'morning' : hours < 16 ? 'afternoon' : 'evening');

/** `HH:MM` (24 hours) as its hour on a 12-hour clock and its part of the day. */
function clockTime(time: string): { time: string; period: Period } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { time: `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`, period: periodOf(hours) };
}

/**
 * A home visit's window as people say it, in the page's language: "7:00–9:00 am", "11:00 am–1:00 pm"
 * ("सुबह 7:00–9:00", "सुबह 11:00–दोपहर 1:00"); an id the contract does not know as it came.
 */
export function useHomeVisitTime(): (visitWindow: HomeVisitWindow | string) => string {
  const t = useMessages(homeVisitMessages);
  return useCallback(
    (visitWindow: HomeVisitWindow | string) => {
      const known = typeof visitWindow === 'string' ? homeVisitWindow(visitWindow) : visitWindow;
      if (!known) return String(visitWindow);
      const start = clockTime(known.start);
      const end = clockTime(known.end);
      return start.period === end.period
        ? t(start.period, { time: `${start.time}–${end.time}` })
        : `${t(start.period, { time: start.time })}–${t(end.period, { time: end.time })}`;
    },
    [t],
  );
}

/** Where a booking is taken: "At the lab", or "At your home, 7:00–9:00 am". */
export function useCollectionPlace(): (collection: 'lab' | 'home', visitWindow: string | null) => string {
  const t = useMessages(homeVisitMessages);
  const timeOf = useHomeVisitTime();
  return useCallback(
    (collection: 'lab' | 'home', visitWindow: string | null) =>
      collection === 'lab' ? t('atLab') : visitWindow ? t('atHomeAt', { time: timeOf(visitWindow) }) : t('atHome'),
    [t, timeOf],
  );
}
