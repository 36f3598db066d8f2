import { useEffect } from 'react';
import { openHomeVisitWindows, todayInHospitalZone } from 'contract/forms';
import { SelectField, useField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { useHomeVisitTime } from '../useHomeVisitTime';
import { visitWindowMessages } from './visitWindowMessages';

export interface VisitWindowFieldProps {
  className?: string;
}

/**
 * A home visit's time window (`collection_window`), among those still open on the form's `date`: the
 * lab form's and a lab booking's reschedule's. A chosen window that closes, or is gone on a new day,
 * is cleared.
 */
export function VisitWindowField({ className }: VisitWindowFieldProps) {
  const t = useMessages(visitWindowMessages);
  const timeOf = useHomeVisitTime();
  const day = useField<string>('date').value ?? '';
  const chosenTime = useField<string>('collection_window');
  const open = openHomeVisitWindows(day, todayInHospitalZone());

  useEffect(() => {
    if (chosenTime.value && !open.some((item) => item.id === chosenTime.value)) chosenTime.setValue('');
  });

  return (
    <SelectField
      name="collection_window"
      label={t('time')}
      hint={t('timeHint')}
      required
      options={open.map((item) => ({ value: item.id, label: timeOf(item) }))}
      placeholder={t('timePlaceholder')}
      emptyText={t('timesEmpty')}
      className={className}
    />
  );
}
