/**
 * The two bookings (multipart, as the site's forms send them): each route reads and validates the
 * form, `BookingService` books, and the route answers 201 with the booking. Managing a booking is
 * `manage.ts`.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { doctorAppointmentSchema, labAppointmentSchema } from 'contract';
import { readMultipartForm } from '../../http/multipart';
import type { MultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { linkToAccount } from '../accounts/owned';
import manageRoutes from './manage';
import { checkPrescription, PRESCRIPTION_MESSAGES } from './prescription';
import { BookingAccess, loadAccessSecret } from './access';
import { BookingService } from './service';
import { SlotTakenError } from './slots';
import type { CrashPoints, PrescriptionUpload } from './service';
import { ABANDONED_UPLOAD_AGE_MS, PrescriptionFiles } from './uploads';

export interface AppointmentOptions {
  /** Only the crash tests set these. */
  crashPoints?: CrashPoints;
}

export default async function appointmentRoutes(
  app: FastifyInstance,
  { crashPoints }: AppointmentOptions,
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
  const mail = { queue: queueMail, deliverQueued: () => app.outbox.kick() };
  const bookings = new BookingService({
    db: app.db,
    access,
    mail,
    prescriptions,
    siteUrl: app.config.siteUrl,
    crashPoints,
  });

  app.post('/api/appointment/doctorappointment/', async (request, reply) => {
    const form = await readMultipartForm(request, {});
    const input = await validateBody(doctorAppointmentSchema(), form.fields, form.errors);
    try {
      return reply
        .status(201)
        .send(await linkToAccount(request, 'doctor_appointments', await bookings.bookDoctorAppointment(input)));
    } catch (error) {
      if (error instanceof SlotTakenError) return reply.status(409).send(error.body());
      throw error;
    }
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
    let prescription: PrescriptionUpload | null = null;
    const earlierErrors = { ...form.errors };
    if (upload) {
      const checked = await checkPrescription(upload.path);
      if ('accepted' in checked) prescription = { ...checked.accepted, path: upload.path };
      else earlierErrors['prescription'] = checked.refused;
    }
    const input = await validateBody(labAppointmentSchema(), form.fields, earlierErrors);
    return reply
      .status(201)
      .send(
        await linkToAccount(
          request,
          'lab_appointments',
          await bookings.bookLabAppointment(input, prescription, request.log),
        ),
      );
  });

  await app.register(manageRoutes, { access, mail, crashPoints });
}
