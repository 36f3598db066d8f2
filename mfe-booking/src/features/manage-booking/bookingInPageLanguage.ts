import type { BookingSummary } from 'contract';
import { useDoctors } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { manageMessages } from './manageMessages';

/** A room as the OPD data writes it: "Room 12". */
const NUMBERED_ROOM = /^Room\s+(\S.*)$/i;

/**
 * A doctor booking with its doctor's and department's names and its room in the page's language:
 * the look-up answers them as the booking keeps them (English), the doctors' list (the API's, in
 * the page's language, matched by the doctor's slug) has them as every other page shows them. Until
 * the list is in, or for a doctor it no longer has, the booking's own names stand.
 */
export function useBookingInPageLanguage(booking: BookingSummary): BookingSummary {
  const doctors = useDoctors();
  const t = useMessages(manageMessages);
  if (booking.kind !== 'doctor') return booking;
  const doctor = doctors.data?.find((item) => item.slug === booking.doctor_slug);
  const number = booking.room === null ? null : NUMBERED_ROOM.exec(booking.room)?.[1];
  return {
    ...booking,
    doctor_name: doctor?.doctor_name ?? booking.doctor_name,
    department_name: doctor?.department.department_name ?? booking.department_name,
    room: number ? t('roomNumber', { number }) : booking.room,
  };
}
