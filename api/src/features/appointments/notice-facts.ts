/**
 * A booking as its SMS and WhatsApp messages name it (features/notices): who, which reference,
 * when and where, never the doctor's speciality, a test, a package or a price.
 */
import { homeVisitWindow } from 'contract';
import type { AppointmentMode } from 'contract';
import type { NoticeBooking } from '../notices';
import type { FoundBooking } from './repository';

interface DoctorFacts {
  mode: AppointmentMode;
  slotStart: string | null;
  room: string | null;
}

export function doctorPlace(facts: DoctorFacts): NoticeBooking['place'] {
  if (facts.mode === 'ON') return 'online';
  return facts.room === null ? 'hospital' : { room: facts.room };
}

/** A home visit's window as its times (`07:00-09:00`); null at the lab. */
export function labTime(windowId: string | null): string | null {
  const window = windowId === null ? undefined : homeVisitWindow(windowId);
  return window ? `${window.start}-${window.end}` : null;
}

export function noticeOf(booking: FoundBooking): NoticeBooking {
  const common = {
    kind: booking.kind,
    id: booking.id,
    reference: booking.reference,
    patientName: booking.patientName,
    phone: booking.phone,
    language: booking.language,
    date: booking.date,
  };
  return booking.kind === 'doctor'
    ? { ...common, time: booking.slotStart, place: doctorPlace(booking) }
    : {
        ...common,
        time: labTime(booking.collectionWindow),
        place: booking.collection === 'home' ? 'home' : 'lab',
      };
}
