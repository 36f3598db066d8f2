import type { DoctorAppointmentCreated } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { OutcomeDialog } from '../../components/OutcomeDialog';
import { AddToCalendarButton, BookingSlip } from '../booking-slip';
import { appointmentMessages } from './appointmentMessages';
import { bookedMessages } from './bookedMessages';

export interface AppointmentBookedProps {
  booking: DoctorAppointmentCreated;
  /** OK, the close icon and Escape. */
  onClose: () => void;
}

/**
 * The Success dialog of a doctor booking: the reference, what was booked, then the calendar file
 * and the printable slip. Its code and texts are fetched while the booking is on its way (see
 * AppointmentForm), not with the page; the texts are re-read when the page's language changes.
 */
export default function AppointmentBooked({ booking, onClose }: AppointmentBookedProps) {
  const t = useMessages(bookedMessages);
  const form = useMessages(appointmentMessages);
  const format = useFormatters();
  return (
    <OutcomeDialog
      onClose={onClose}
      outcome={{
        tone: 'success',
        confirmation: {
          message: t('success'),
          reference: booking.reference,
          email: booking.email,
          details: [
            { label: t('detailDoctor'), value: booking.doctor_name },
            { label: t('detailDepartment'), value: booking.department_name },
            { label: t('detailDate'), value: format.date(booking.date, 'long') },
            { label: t('detailTime'), value: t('timeRange', { start: booking.slot_start, end: booking.slot_end }) },
            { label: t('detailRoom'), value: booking.room ?? form('online') },
            { label: t('detailMode'), value: booking.mode === 'ON' ? form('online') : form('offline') },
          ],
          actions: (
            <>
              <AddToCalendarButton reference={booking.reference} access={booking.access} />
              <BookingSlip booking={booking} />
            </>
          ),
          next: booking.mode === 'ON' ? t('nextOnlineSlot') : t('nextOfflineSlot', { room: booking.room ?? '' }),
        },
      }}
    />
  );
}
