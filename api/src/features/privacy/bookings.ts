/**
 * Anonymising a booking: its personal fields blanked and its prescription dropped, while the day,
 * doctor or test, status and reference stay, so the hospital's counts for statistics still add up.
 * Used by the retention job (bookings past their period) and by erasure (one person's bookings).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db';

export interface BookingIds {
  doctor: readonly number[];
  lab: readonly number[];
}

export interface AnonymisedBookings {
  doctorAppointments: number;
  labAppointments: number;
  /** Prescription files to delete once the transaction has committed. */
  prescriptionFiles: string[];
}

const BLANK_PERSON = { patient_name: '', email: '', phone: '', address: '', message: '' } as const;

export async function anonymiseBookings(trx: Transaction<Database>, ids: BookingIds): Promise<AnonymisedBookings> {
  const now = new Date();
  let doctorAppointments = 0;
  let labAppointments = 0;
  const prescriptionFiles: string[] = [];
  if (ids.doctor.length > 0) {
    const result = await trx
      .updateTable('doctor_appointments')
      .set({ ...BLANK_PERSON, anonymised_at: now })
      .where('id', 'in', [...ids.doctor])
      .executeTakeFirst();
    doctorAppointments = Number(result.numUpdatedRows);
  }
  if (ids.lab.length > 0) {
    const files = await trx
      .selectFrom('lab_appointments')
      .select('prescription_file')
      .where('id', 'in', [...ids.lab])
      .where('prescription_file', 'is not', null)
      .forUpdate()
      .execute();
    for (const { prescription_file: file } of files) if (file) prescriptionFiles.push(file);
    const result = await trx
      .updateTable('lab_appointments')
      .set({ ...BLANK_PERSON, prescription_file: null, prescription_type: null, anonymised_at: now })
      .where('id', 'in', [...ids.lab])
      .executeTakeFirst();
    labAppointments = Number(result.numUpdatedRows);
  }
  return { doctorAppointments, labAppointments, prescriptionFiles };
}
