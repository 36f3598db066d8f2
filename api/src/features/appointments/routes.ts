/**
 * The two bookings (multipart, as the site's forms send them). Each is one transaction: the booking
 * and its confirmation e-mail are stored together or not at all, and a prescription is moved into
 * place only once its booking is committed (uploads.ts).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { doctorAppointmentSchema, labAppointmentSchema } from 'contract';
import type { DoctorAppointment, LabAppointment } from 'contract';
import type { CrashPoints } from '../../app';
import { BadInputError } from '../../http/errors';
import { readMultipartForm } from '../../http/multipart';
import type { MultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { doctorAppointmentMail, labAppointmentMail } from './confirmation-mail';
import { bookedItem } from './lab-booking';
import manageRoutes from './manage';
import { checkPrescription, PRESCRIPTION_MESSAGES } from './prescription';
import type { RecognisedPrescription } from './prescription';
import { BookingAccess, loadAccessSecret } from './access';
import { withFreshReference } from './reference';
import { ABANDONED_UPLOAD_AGE_MS, PrescriptionFiles } from './uploads';

/** The visit day as text: a `date` read as a JS Date would carry the server's time zone. */
const visitDay = sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as('visit_date');

export default async function appointmentRoutes(
  app: FastifyInstance,
  { crashPoints }: { crashPoints: CrashPoints },
): Promise<void> {
  const access = new BookingAccess(await loadAccessSecret(app.db, app.config.apiSecret));
  const prescriptions = new PrescriptionFiles(join(app.config.dataDir, 'uploads'), app.db, app.log);
  // Before the server listens: nothing a crash left half-done is visible to a request.
  app.addHook('onReady', async () => {
    await prescriptions.prepare();
    await prescriptions.settleIncoming();
    const sweep = setInterval(() => {
      prescriptions.removeAbandonedUploads().catch((error: unknown) => {
        app.log.error({ err: error }, 'abandoned temporary uploads were not deleted');
      });
    }, ABANDONED_UPLOAD_AGE_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  });

  app.post('/api/appointment/doctorappointment/', async (request, reply) => {
    const form = await readMultipartForm(request, {});
    const input = await validateBody(doctorAppointmentSchema, form.fields, form.errors);
    const consentAt = new Date();

    const booking = await app.db.transaction().execute(async (trx): Promise<DoctorAppointment> => {
      const department = await trx
        .selectFrom('departments')
        .select(['id', 'department_name'])
        .where('id', '=', input.department)
        .executeTakeFirst();
      const doctor = await trx
        .selectFrom('doctors')
        .select(['id', 'doctor_name', 'department_id'])
        .where('id', '=', input.doctor)
        .executeTakeFirst();
      if (!department) throw new BadInputError({ department: 'Please choose a department from the list' });
      if (!doctor) throw new BadInputError({ doctor: 'Please choose a doctor from the list' });
      if (doctor.department_id !== department.id) {
        throw new BadInputError({ doctor: `${doctor.doctor_name} is not in ${department.department_name}` });
      }

      const row = await withFreshReference('APT', (reference) =>
        trx
          .insertInto('doctor_appointments')
          .values({
            reference,
            department_id: input.department,
            doctor_id: input.doctor,
            visit_date: input.date,
            mode: input.mode,
            patient_name: input.patient_name,
            email: input.email,
            phone: input.phone,
            address: input.address,
            message: input.message,
            consent_at: consentAt,
          })
          .onConflict((conflict) => conflict.column('reference').doNothing())
          .returning(['id', 'reference', 'department_id', 'doctor_id', visitDay, 'mode', 'patient_name', 'email'])
          .returning(['phone', 'address', 'message', 'consent_at', 'created_at'])
          .executeTakeFirst(),
      );
      const { reference } = row;
      const token = await access.issueLinkToken(trx, { kind: 'doctor', id: row.id }, row.visit_date);
      await queueMail(
        trx,
        doctorAppointmentMail(
          { reference, patientName: row.patient_name, email: row.email, date: row.visit_date, mode: row.mode },
          app.config.siteUrl,
          token,
        ),
      );
      return {
        id: row.id,
        reference,
        department: row.department_id,
        doctor: row.doctor_id,
        date: row.visit_date,
        mode: row.mode,
        patient_name: row.patient_name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        message: row.message,
        consent_at: row.consent_at.toISOString(),
        created_at: row.created_at.toISOString(),
      };
    });

    app.outbox.kick();
    return reply.status(201).send(booking);
  });

  /** Each lab booking's form, so that its temporary upload goes before the answer, whatever the answer. */
  const labForms = new WeakMap<FastifyRequest, MultipartForm>();
  const discardUpload = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    // Once the upload is renamed into its booking's place this finds nothing to remove.
    await labForms.get(request)?.discardFiles();
    return payload;
  };

  app.post('/api/appointment/labappointment/', { onSend: discardUpload }, async (request, reply) => {
    const form = await readMultipartForm(request, {
      prescription: {
        tooLargeMessage: PRESCRIPTION_MESSAGES.size,
        emptyMessage: PRESCRIPTION_MESSAGES.empty,
        temporaryPath: () => prescriptions.temporaryUploadPath(),
      },
    });
    labForms.set(request, form);
    const upload = form.files.get('prescription');
    let prescription: RecognisedPrescription | null = null;
    const earlierErrors = { ...form.errors };
    if (upload) {
      const checked = await checkPrescription(upload.path);
      if ('accepted' in checked) prescription = checked.accepted;
      else earlierErrors['prescription'] = checked.refused;
    }
    const input = await validateBody(labAppointmentSchema, form.fields, earlierErrors);
    const consentAt = new Date();
    const storedFile = upload && prescription ? `${randomUUID()}${prescription.extension}` : null;

    let booking: LabAppointment;
    try {
      booking = await app.db.transaction().execute(async (trx): Promise<LabAppointment> => {
        const booked = await bookedItem(trx, input);

        if (storedFile && upload) {
          await prescriptions.writeIncoming(trx, storedFile, upload.path);
          await crashPoints.prescriptionWritten?.();
        }
        const row = await withFreshReference('LAB', (reference) =>
          trx
            .insertInto('lab_appointments')
            .values({
              reference,
              lab_id: booked.labId,
              test_id: booked.testId,
              package_id: booked.packageId,
              price: booked.price,
              collection: input.collection,
              collection_pincode: input.collection === 'home' ? (input.pincode ?? null) : null,
              collection_window: input.collection === 'home' ? (input.collection_window ?? null) : null,
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
            })
            .onConflict((conflict) => conflict.column('reference').doNothing())
            .returning(['id', 'reference', 'lab_id', 'test_id', 'package_id', 'price', 'collection'])
            .returning(['collection_pincode', 'collection_window', visitDay, 'age', 'patient_name', 'email'])
            .returning(['phone', 'address', 'message', 'prescription_file', 'consent_at', 'created_at'])
            .executeTakeFirst(),
        );
        const { reference } = row;
        const token = await access.issueLinkToken(trx, { kind: 'lab', id: row.id }, row.visit_date);
        await queueMail(
          trx,
          labAppointmentMail(
            {
              reference,
              patientName: row.patient_name,
              email: row.email,
              date: row.visit_date,
              homeVisitWindow: row.collection === 'home' ? row.collection_window : null,
            },
            app.config.siteUrl,
            token,
          ),
        );
        return {
          id: row.id,
          reference,
          lab: row.lab_id,
          test: row.test_id,
          package: row.package_id,
          price: row.price,
          collection: row.collection,
          pincode: row.collection_pincode,
          collection_window: row.collection_window,
          date: row.visit_date,
          age: row.age,
          patient_name: row.patient_name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          message: row.message,
          has_prescription: row.prescription_file !== null,
          consent_at: row.consent_at.toISOString(),
          created_at: row.created_at.toISOString(),
        };
      });
    } catch (error) {
      if (storedFile) await prescriptions.discard(storedFile);
      throw error;
    }
    if (storedFile) {
      await crashPoints.bookingCommitted?.();
      try {
        await prescriptions.moveIntoPlace(storedFile);
      } catch (error) {
        // The booking is stored and its file safe under its temporary name; the next start moves it.
        request.log.error({ err: error }, 'a prescription was not moved into place');
      }
    }
    app.outbox.kick();
    return reply.status(201).send(booking);
  });

  await app.register(manageRoutes, { access });
}
