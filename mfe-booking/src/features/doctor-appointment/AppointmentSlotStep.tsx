import type { AvailabilityDay, DoctorFee } from 'contract';
import type { QueryResult } from 'shared-ui';
import { SlotPicker } from 'shared-ui/fields';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { useReadErrorText } from '../../components/useReadErrorText';
import { appointmentMessages } from './appointmentMessages';

export interface AppointmentSlotStepProps {
  /** Whether a doctor and a possible day are chosen, so there is a day to show. */
  ready: boolean;
  mode: string;
  availability: QueryResult<AvailabilityDay[]>;
  fee: DoctorFee | undefined;
  onChoose: (start: string, online: boolean) => void;
}

/**
 * The chosen day's times of the chosen doctor, for the chosen mode (both kinds before a mode is
 * chosen), with the fee of that mode. A day the doctor does not sit says so rather than "none left".
 */
export function AppointmentSlotStep({ ready, mode, availability, fee, onChoose }: AppointmentSlotStepProps) {
  const t = useMessages(appointmentMessages);
  const format = useFormatters();
  const readErrorText = useReadErrorText();
  const day = availability.data?.[0];
  const slots = (day?.slots ?? []).filter((slot) => mode === '' || slot.online === (mode === 'ON'));

  const feeText = () => {
    if (!fee) return null;
    if (mode === 'ON') return t('feeOnline', { fee: format.rupees(fee.online) });
    if (mode === 'OFF') return t('feeInPerson', { fee: format.rupees(fee.in_person) });
    return t('feeBoth', { inPerson: format.rupees(fee.in_person), online: format.rupees(fee.online) });
  };
  const emptyText = () => {
    if (!day) return t('slotsNoSession');
    if (slots.length === 0 && mode === 'ON') return t('slotsNoOnline');
    if (slots.length === 0 && mode === 'OFF') return t('slotsNoInPerson');
    return undefined;
  };
  // A refresh (after a slot was taken) keeps the day in view until the new answer comes.
  const status = !ready ? 'idle' : availability.data ? 'ready' : availability.status === 'error' ? 'error' : 'loading';

  return (
    <SlotPicker
      name="slot_start"
      label={t('time')}
      required
      status={status}
      slots={slots}
      idleText={t('slotsIdle')}
      emptyText={emptyText()}
      loadError={readErrorText(availability.error)}
      onRetry={availability.retry}
      online={mode === 'ON'}
      hint={feeText()}
      onChange={(start) => onChoose(start, slots.find((slot) => slot.start === start)?.online ?? false)}
    />
  );
}
