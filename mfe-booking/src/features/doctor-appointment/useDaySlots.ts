import { useEffect } from 'react';
import { ApiError, useAvailability } from 'shared-ui';
import type { Doctor, DoctorAppointmentFormValues } from 'contract';
import { isIsoDay, todayInHospitalZone } from 'contract/forms';
import { useFieldProblemText } from 'shared-ui/forms';
import type { KitFormState } from 'shared-ui/forms';
import { useFormatters } from 'shared-ui/i18n';
import type { BookingFormActions } from '../../components/booking-form/useBookingSubmit';

/**
 * The chosen doctor's times on the chosen day, for the slot picker. A time that is not free (or not
 * of the chosen mode) is dropped rather than kept silently, and a time someone took first is said on
 * the picker, the day read again. A link's time (`linked`) not free on the link's day is said
 * (`linkedSlotGone`) until another time is chosen.
 */
export function useDaySlots(
  form: KitFormState<DoctorAppointmentFormValues>,
  chosenDoctor: Doctor | undefined,
  linked: { date?: string | undefined; slot?: string | undefined } = {},
) {
  const format = useFormatters();
  const problemText = useFieldProblemText();
  const { date, mode, slot_start: slotStart } = form.values;
  const { setFieldValue } = form;
  // A day the API can answer for: whole, and not past (the schema says what is wrong otherwise).
  const dayChosen = chosenDoctor !== undefined && isIsoDay(date) && date >= todayInHospitalZone();
  const availability = useAvailability(dayChosen ? chosenDoctor.id : undefined, date, date);
  useEffect(() => {
    if (!slotStart || !availability.data || availability.status !== 'success') return;
    const free = availability.data[0]?.slots.some(
      (slot) => slot.start === slotStart && slot.available && (mode === '' || slot.online === (mode === 'ON')),
    );
    if (!free || !dayChosen) void setFieldValue('slot_start', '');
  }, [slotStart, mode, dayChosen, availability.status, availability.data, setFieldValue]);

  const linkedSlotGone =
    linked.slot !== undefined &&
    date === linked.date &&
    !slotStart &&
    availability.status === 'success' &&
    !availability.data?.[0]?.slots.some((slot) => slot.start === linked.slot && slot.available)
      ? linked.slot
      : null;

  /** On a refused booking: whether it was a time taken first, then said on the picker (the error summary takes focus). */
  const sayTaken = async (
    error: unknown,
    payload: { slot_start: string; date: string },
    actions: BookingFormActions<DoctorAppointmentFormValues>,
  ) => {
    if (!(error instanceof ApiError && error.code === 'slot_taken')) return false;
    await setFieldValue('slot_start', '', false);
    actions.showErrors({
      slot_start: problemText({
        code: 'slotTaken',
        params: { time: payload.slot_start, date: format.date(payload.date, 'medium') },
      }),
    });
    availability.retry();
    return true;
  };

  return { dayChosen, availability, sayTaken, linkedSlotGone };
}
