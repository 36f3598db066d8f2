/**
 * The two bookings' rules. Each is one transaction: the booking, its link to the signed-in account
 * and its confirmation e-mail are stored together or not at all, and a prescription is moved into
 * place only once its booking is committed (uploads.ts). The database, the mail and the prescription
 * files come in through `BookingDeps`, so a test can book with an embedded database, a fake mailer
 * and fake files.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue } from 'contract';
import type { DoctorAppointmentCreated, DoctorAppointmentInput, LabAppointment, LabAppointmentInput } from 'contract';
import type { BookingHoldLimits } from '../../config';
import type { Database } from '../../db';
import type { ContactProof } from '../../db/schema';
import { BadInputError } from '../../http/errors';
import { inLanguage, roomIn } from '../../http/language';
import type { Language } from '../../http/language';
import type { OutgoingMail } from '../../mail/outbox';
import type { BookingNotices, ChannelConsent } from '../notices';
import type { AccountSubject } from '../sessions';
import type { BookingAccess } from './access';
import { doctorAppointmentMail, labAppointmentMail } from './confirmation-mail';
import type { ContactCodes } from './contact-proof';
import { checkHolds, ContactCodeWrongError, ProofRequiredError } from './holds';
import { bookedItem } from './lab-booking';
import { doctorPlace, labTime } from './notice-facts';
import type { RecognisedPrescription } from './prescription';
import { withFreshReference } from './reference';
import {
  announceLabBookingChange,
  findDepartment,
  findDoctor,
  insertLabAppointment,
  storeDoctorAppointment,
} from './repository';
import { bookableSlot, checkCounterQuota, isSlotConflict, SlotTakenError } from './slots';

/**
 * Points where the crash tests stop the process (kill -9) to prove nothing is left half-done. Never
 * set by the server itself.
 */
export interface CrashPoints {
  /** A prescription is written under its temporary name, its booking not committed yet. */
  prescriptionWritten?: () => Promise<void>;
  /** The booking is committed, its prescription not yet moved into place. */
  bookingCommitted?: () => Promise<void>;
  /** A reschedule has moved the booking to its new slot, its transaction not committed yet. */
  rescheduleMoved?: () => Promise<void>;
}

/** The e-mails a booking sends: queued in its transaction, delivered after the commit. */
export interface BookingMail {
  queue(trx: Transaction<Database>, mail: OutgoingMail): Promise<void>;
  /** Asks for the queued e-mails to be delivered now. */
  deliverQueued(): void;
}

/** Where a prescription goes from its temporary upload (`PrescriptionFiles`). */
export interface PrescriptionStore {
  writeIncoming(trx: Transaction<Database>, name: string, uploadPath: string): Promise<void>;
  discard(name: string): Promise<void>;
  moveIntoPlace(name: string): Promise<void>;
}

export interface BookingDeps {
  db: Kysely<Database>;
  access: Pick<BookingAccess, 'issueLinkToken' | 'issueGrant'>;
  mail: BookingMail;
  prescriptions: PrescriptionStore;
  /** The site's public address, for the confirmation's link. */
  siteUrl: string;
  /** What one contact and one network may hold (holds.ts); the contact's code proves it. */
  holds: BookingHoldLimits;
  /** Free slots of each sitting kept for the desk (`DESK_COUNTER_QUOTA`): the site may not book them. */
  counterQuota?: number;
  codes: Pick<ContactCodes, 'send' | 'check'>;
  crashPoints?: CrashPoints;
  /** SMS and WhatsApp (features/notices), queued in the booking's transaction; none given, none sent. */
  notices?: BookingNotices;
}

/** Who is booking, as the caps count them: never the client's address itself. */
export interface BookingClient {
  /** `clientKey(ip)`: counts the code e-mails a client causes. */
  client: string;
  /** `networkKey(ip)`: stored on the booking. */
  network: string;
  /**
   * The signed-in account, or null: its booking is linked to it in the booking's own transaction,
   * and its confirmed e-mail proves the booking's contact.
   */
  account: AccountSubject | null;
}

/** The client of a booking made outside a request (tests): one of its own, signed out. */
export const NO_CLIENT: BookingClient = { client: 'internal', network: 'internal', account: null };

/** An upload recognised as a prescription, still at its temporary path. */
export interface PrescriptionUpload extends RecognisedPrescription {
  path: string;
}

/** What a failure after the commit is reported to: the booking stands, so it is not the caller's error. */
export interface BookingLog {
  error(details: { err: unknown }, message: string): void;
}

export class BookingService {
  constructor(private readonly deps: BookingDeps) {}

  /**
   * The booking's proof of its contact: a signed-in account whose confirmed e-mail is the booking's,
   * or the e-mailed code; null without either. A code given and wrong is a 403 whether or not it was needed.
   */
  private async proofOf(email: string, code: string | undefined, client: BookingClient): Promise<ContactProof | null> {
    const typed = email.trim().toLowerCase();
    const confirmedEmail = client.account?.confirmedEmail ?? null;
    if (confirmedEmail !== null && confirmedEmail.trim().toLowerCase() === typed) return 'account';
    if (code === undefined) return null;
    if (await this.deps.codes.check(email, code)) return 'code';
    throw new ContactCodeWrongError();
  }

  /** A booking that asked for proof e-mails the code (within its limits) before the 403 goes out. */
  private async askedForProof(error: unknown, client: BookingClient, language: Language): Promise<never> {
    if (error instanceof ProofRequiredError) await this.deps.codes.send(error.email, client.client, language);
    throw error;
  }

  /**
   * Books the slot, or a 409 when another booking holds it. The database's unique index decides:
   * of two bookings racing for the slot, on one instance or several, one commits and the other fails.
   */
  async bookDoctorAppointment(
    input: DoctorAppointmentInput,
    client: BookingClient = NO_CLIENT,
    language: Language = 'en',
    consent?: ChannelConsent,
  ): Promise<DoctorAppointmentCreated> {
    const { db, access, mail, siteUrl, holds, notices, counterQuota = 0 } = this.deps;
    const consentAt = new Date();
    const proof = await this.proofOf(input.email, input.contact_code, client);
    const booking = await db
      .transaction()
      .execute(async (trx) => {
        const department = await findDepartment(trx, input.department);
        const doctor = await findDoctor(trx, input.doctor);
        if (!department) throw new BadInputError({ department: fieldIssue('departmentFromList') });
        if (!doctor) throw new BadInputError({ doctor: fieldIssue('doctorFromList') });
        if (doctor.retired_at !== null) throw new BadInputError({ doctor: fieldIssue('doctorRetired') });
        if (doctor.department_id !== department.id) {
          throw new BadInputError({
            doctor: fieldIssue('doctorNotInDepartment', {
              doctor: doctor.doctor_name,
              department: department.department_name,
            }),
          });
        }

        const slot = await bookableSlot(trx, doctor.id, input.date, input.slot_start, input.mode, consentAt);
        await checkCounterQuota(trx, doctor.id, input.date, slot, counterQuota, consentAt);
        await checkHolds(trx, holds, {
          ...input,
          day: input.date,
          doctorId: doctor.id,
          network: client.network,
          proof,
        });
        const stored = await storeDoctorAppointment(trx, {
          doctor,
          visit: { date: input.date, mode: input.mode, slot },
          patient: input,
          details: {
            message: input.message,
            consent_at: consentAt,
            network_key: client.network,
            contact_proof: proof,
            account_id: client.account?.accountId ?? null,
            language,
          },
        });
        const ref = { kind: 'doctor', id: stored.id } as const;
        const token = await access.issueLinkToken(trx, ref, stored.date);
        const grant = await access.issueGrant(trx, ref);
        const { reference, patient_name: patientName, email, date, mode } = stored;
        const doctorName = inLanguage(language, doctor.doctor_name, doctor.doctor_name_hi);
        const facts = {
          reference,
          patientName,
          email,
          date,
          language,
          doctor: doctorName,
          mode,
          slotStart: slot.start,
          room: slot.room,
        };
        await mail.queue(trx, doctorAppointmentMail(facts, siteUrl, token));
        await notices?.record(trx, {
          type: 'booked',
          booking: {
            kind: 'doctor',
            id: stored.id,
            reference,
            patientName,
            phone: stored.phone,
            language,
            date,
            time: slot.start,
            place: doctorPlace({ mode, slotStart: slot.start, room: slot.room }),
          },
          ...(consent ? { consent } : {}),
        });
        return {
          ...stored,
          doctor_name: doctorName,
          department_name: inLanguage(language, department.department_name, department.department_name_hi),
          slot_start: slot.start,
          slot_end: slot.end,
          room: roomIn(language, slot.room),
          access: grant.access,
          access_expires_at: grant.expiresAt.toISOString(),
        };
      })
      .catch((error: unknown) => {
        if (isSlotConflict(error)) throw new SlotTakenError(input.date, input.slot_start);
        return this.askedForProof(error, client, language);
      });
    mail.deliverQueued();
    notices?.deliverQueued();
    return booking;
  }

  async bookLabAppointment(
    input: LabAppointmentInput,
    prescription: PrescriptionUpload | null,
    log: BookingLog,
    client: BookingClient = NO_CLIENT,
    language: Language = 'en',
    consent?: ChannelConsent,
  ): Promise<LabAppointment> {
    const { db, access, mail, prescriptions, siteUrl, holds, notices, crashPoints = {} } = this.deps;
    const consentAt = new Date();
    const storedFile = prescription ? `${randomUUID()}${prescription.extension}` : null;

    let booking: LabAppointment;
    try {
      const proof = await this.proofOf(input.email, input.contact_code, client);
      booking = await db.transaction().execute(async (trx) => {
        const booked = await bookedItem(trx, input);
        // A lab's visits are not a finite set of slots: only the contact's and the network's caps apply.
        await checkHolds(trx, holds, { ...input, day: input.date, doctorId: null, network: client.network, proof });
        if (storedFile && prescription) {
          await prescriptions.writeIncoming(trx, storedFile, prescription.path);
          await crashPoints.prescriptionWritten?.();
        }
        const atHome = input.collection === 'home';
        const stored = await withFreshReference('LAB', (reference) =>
          insertLabAppointment(
            trx,
            reference,
            {
              lab_id: booked.labId,
              // The first test, as before several could be booked (the list is lab_appointment_tests).
              test_id: booked.testIds[0] ?? null,
              package_id: booked.packageId,
              price: booked.price,
              collection: input.collection,
              collection_pincode: atHome ? (input.pincode ?? null) : null,
              collection_window: atHome ? (input.collection_window ?? null) : null,
              visit_date: input.date,
              age: input.age,
              patient_name: input.patient_name,
              email: input.email,
              phone: input.phone,
              address: input.address,
              message: input.message,
              prescription_file: storedFile,
              prescription_type: prescription?.mime ?? null,
              consent_at: consentAt,
              network_key: client.network,
              contact_proof: proof,
              account_id: client.account?.accountId ?? null,
              language,
            },
            booked.testIds,
          ),
        );
        await announceLabBookingChange(trx, { date: stored.date, reference: stored.reference });
        const token = await access.issueLinkToken(trx, { kind: 'lab', id: stored.id }, stored.date);
        const homeVisitWindow = stored.collection === 'home' ? stored.collection_window : null;
        const { reference, patient_name: patientName, email, date } = stored;
        await mail.queue(
          trx,
          labAppointmentMail(
            {
              reference,
              patientName,
              email,
              date,
              language,
              homeVisitWindow,
              preparation: booked.preparation(language),
            },
            siteUrl,
            token,
          ),
        );
        await notices?.record(trx, {
          type: 'booked',
          booking: {
            kind: 'lab',
            id: stored.id,
            reference,
            patientName,
            phone: stored.phone,
            language,
            date,
            time: labTime(homeVisitWindow),
            place: atHome ? 'home' : 'lab',
          },
          ...(consent ? { consent } : {}),
        });
        return stored;
      });
    } catch (error) {
      if (storedFile) await prescriptions.discard(storedFile);
      return this.askedForProof(error, client, language);
    }
    if (storedFile) {
      await crashPoints.bookingCommitted?.();
      try {
        await prescriptions.moveIntoPlace(storedFile);
      } catch (error) {
        // The booking is stored and its file safe under its temporary name; the next start moves it.
        log.error({ err: error }, 'a prescription was not moved into place');
      }
    }
    mail.deliverQueued();
    notices?.deliverQueued();
    return booking;
  }
}
