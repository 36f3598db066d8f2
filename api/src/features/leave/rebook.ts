/**
 * The rebook link a patient gets when leave cancelled their booking (issue 48): its token opens,
 * without a reference or a code, the cancelled visit, the same doctor's next free slots and the
 * department's other doctors'; booking one makes a new booking for the same patient (a new
 * reference, the confirmation's e-mail and texts as any booking's) and spends the token in the
 * same transaction. The database keeps only the token's keyed hash; a token is single use and
 * dies when the original visit day ends.
 */
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue, latestVisitDay, todayInHospitalZone } from 'contract';
import type { AvailabilityDay, RebookBookInput, RebookBooked, RebookDoctor, RebookOffer } from 'contract';
import type { Database } from '../../db';
import type { OutgoingMail } from '../../mail/outbox';
import { BadInputError, RequestError } from '../../http/errors';
import { inLanguage, roomIn } from '../../http/language';
import type { Language } from '../../http/language';
import {
  addHistory,
  bookableSlot,
  doctorAppointmentMail,
  findBooking,
  findDoctor,
  isSlotConflict,
  noticeOf,
  slotTakenAt,
  storeDoctorAppointment,
} from '../appointments';
import type { BookingAccess } from '../appointments';
import { addDays, availability, daysOff, doctorSessions, heldSlots } from '../doctors';
import type { BookingNotices } from '../notices';
import {
  bookingPatient,
  consentOfBooking,
  departmentDoctors,
  departmentOf,
  findRebook,
  markRebooked,
} from './repository';

/** The rebook page looks this far from the visit's day, and offers at most this many days with free slots per doctor. */
const LOOK_AHEAD_DAYS = 28;
const DAYS_OFFERED = 5;

export interface RebookDeps {
  db: Kysely<Database>;
  now: () => Date;
  access: Pick<BookingAccess, 'hash' | 'issueLinkToken'>;
  mail: { queue: (trx: Transaction<Database>, mail: OutgoingMail) => Promise<void>; deliverQueued(): void };
  notices?: BookingNotices;
  siteUrl: string;
}

const invalid = () => new RequestError(404, fieldIssue('rebookLinkInvalid'));

export class RebookService {
  constructor(private readonly deps: RebookDeps) {}

  /**
   * A doctor's free slots of `mode` from the cancelled visit's day (or today, if later) on, days
   * with none left out: the patient had planned for that day, so the nearest after it come first.
   */
  private async freeDays(
    doctorId: number,
    mode: 'ON' | 'OFF',
    language: Language,
    visitDay: string,
  ): Promise<AvailabilityDay[]> {
    const { db } = this.deps;
    const now = this.deps.now();
    const today = todayInHospitalZone(now);
    const from = visitDay > today ? visitDay : today;
    const horizon = latestVisitDay(now);
    const ahead = addDays(from, LOOK_AHEAD_DAYS - 1);
    const to = ahead < horizon ? ahead : horizon;
    const [sessions, off, held] = await Promise.all([
      doctorSessions(db, doctorId, from),
      daysOff(db, doctorId, from, to),
      heldSlots(db, doctorId, from, to),
    ]);
    const sittings = sessions.map((session) => ({ ...session, room: roomIn(language, session.room) }));
    // The patient's visit was cancelled by the hospital: the counter's kept places are theirs too.
    return availability(from, to, sittings, off, held, now, 0)
      .map((day) => ({
        date: day.date,
        slots: day.slots.filter((slot) => slot.available && slot.online === (mode === 'ON')),
      }))
      .filter((day) => day.slots.length > 0)
      .slice(0, DAYS_OFFERED);
  }

  /** What the link opens, in the page's language; 404 `rebookLinkInvalid` for a used, expired or unknown token. */
  async offer(token: string, language: Language): Promise<RebookOffer> {
    const { db } = this.deps;
    const rebook = await findRebook(db, this.deps.access.hash('rebook', token), false);
    if (!rebook) throw invalid();
    const [department, doctors] = await Promise.all([
      departmentOf(db, rebook.department_id),
      departmentDoctors(db, rebook.department_id),
    ]);
    const offered: RebookDoctor[] = [];
    for (const doctor of doctors) {
      offered.push({
        doctor: {
          id: doctor.id,
          slug: doctor.slug,
          name: inLanguage(language, doctor.doctor_name, doctor.doctor_name_hi),
        },
        days: await this.freeDays(doctor.id, rebook.mode, language, rebook.date),
      });
    }
    // A doctor retired since is offered no time: the department's others still are.
    const own = await findDoctor(db, rebook.doctor_id);
    const same = offered.find((entry) => entry.doctor.id === rebook.doctor_id) ?? {
      doctor: {
        id: rebook.doctor_id,
        slug: '',
        name: own ? inLanguage(language, own.doctor_name, own.doctor_name_hi) : '',
      },
      days: [],
    };
    return {
      reference: rebook.reference,
      date: rebook.date,
      slot_start: rebook.slot_start,
      mode: rebook.mode,
      reason: inLanguage(language, rebook.reason ?? '', rebook.reason_hi),
      department: {
        id: rebook.department_id,
        name: department ? inLanguage(language, department.department_name, department.department_name_hi) : '',
      },
      same_doctor: same,
      others: offered.filter((entry) => entry.doctor.id !== rebook.doctor_id && entry.days.length > 0),
    };
  }

  /**
   * Books the chosen slot for the cancelled booking's patient and spends the token, in one
   * transaction: 404 for a spent, expired or unknown token; 400 naming `doctor` for a doctor of
   * another department, `slot_start` for no such slot; 409 `slot_taken` with the doctor's next free
   * slot that day when another booking holds it (the token is still good then).
   */
  async book(input: RebookBookInput): Promise<RebookBooked> {
    const { db, access, mail, siteUrl, notices } = this.deps;
    const now = this.deps.now();
    let mode: 'ON' | 'OFF' = 'OFF';
    try {
      const booked = await db.transaction().execute(async (trx) => {
        const rebook = await findRebook(trx, access.hash('rebook', input.token), true);
        if (!rebook) throw invalid();
        mode = rebook.mode;
        const doctor = await findDoctor(trx, input.doctor);
        if (!doctor || doctor.department_id !== rebook.department_id) {
          throw new BadInputError({ doctor: fieldIssue('rebookDoctor') });
        }
        const slot = await bookableSlot(trx, doctor.id, input.date, input.slot_start, rebook.mode, now);
        const patient = await bookingPatient(trx, rebook.appointment_id);
        const stored = await storeDoctorAppointment(trx, {
          doctor,
          visit: { date: input.date, mode: rebook.mode, slot },
          patient: {
            patient_name: patient.patient_name,
            email: patient.email,
            phone: patient.phone,
            address: patient.address,
          },
          details: {
            message: '',
            consent_at: now,
            language: patient.language,
            source: 'web',
            patient_age: patient.patient_age,
            patient_sex: patient.patient_sex,
            account_id: patient.account_id,
            contact_proof: patient.contact_proof,
          },
        });
        await markRebooked(trx, rebook.appointment_id, stored.id, now);
        await addHistory(trx, [
          {
            appointmentId: stored.id,
            at: now,
            actorId: null,
            action: 'status',
            from: null,
            to: 'booked',
            reason: 'rebook',
            note: rebook.reference,
            network: null,
          },
        ]);
        const doctorName = inLanguage(patient.language, doctor.doctor_name, doctor.doctor_name_hi);
        if (patient.email !== '') {
          const token = await access.issueLinkToken(trx, { kind: 'doctor', id: stored.id }, stored.date);
          const facts = {
            reference: stored.reference,
            patientName: stored.patient_name,
            email: stored.email,
            date: stored.date,
            language: patient.language,
            doctor: doctorName,
            mode: stored.mode,
            slotStart: slot.start,
            room: slot.room,
          };
          await mail.queue(trx, doctorAppointmentMail(facts, siteUrl, token));
        }
        const found = await findBooking(trx, { kind: 'doctor', id: stored.id }, false);
        if (found) {
          await notices?.record(trx, {
            type: 'booked',
            booking: noticeOf(found),
            consent: await consentOfBooking(trx, rebook.appointment_id),
          });
        }
        return {
          reference: stored.reference,
          doctor: doctorName,
          date: stored.date,
          slot_start: slot.start,
          mode: stored.mode,
        };
      });
      mail.deliverQueued();
      notices?.deliverQueued();
      return booked;
    } catch (error) {
      if (!isSlotConflict(error)) throw error;
      throw await slotTakenAt(db, { doctor: input.doctor, date: input.date, slot_start: input.slot_start, mode }, now);
    }
  }
}
