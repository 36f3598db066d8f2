/**
 * The two bookings (multipart, as the site's forms send them): each route reads and validates the
 * form, `BookingService` books, and the route answers 201 with the booking; 403 `contactProofRequired`
 * when the contact must prove itself first (holds.ts), 409 past a cap. `contact-code` e-mails the
 * code a booking's contact proves itself with. Managing a booking is `manage.ts`.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  contactCodeRequestSchema,
  doctorAppointmentSchema,
  fieldIssue,
  labAppointmentSchema,
  singleTestAsList,
} from 'contract';
import { clientKey, networkKey } from '../../http/client-network';
import { ref, refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { readMultipartForm } from '../../http/multipart';
import type { MultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import type { ChannelConsent } from '../notices';
import { signedInSubject } from '../sessions';
import { CONTACT_CODE_MINUTES, ContactCodes, contactCodesSettled } from './contact-proof';
import { ContactCodeWrongError, HoldLimitError, ProofRequiredError } from './holds';
import manageRoutes from './manage';
import { checkPrescription, PRESCRIPTION_MESSAGES } from './prescription';
import { loadAccessSecret } from '../../db/server-secret';
import { BookingAccess } from './access';
import { BookingService } from './service';
import { SlotTakenError } from './slots';
import type { BookingClient, CrashPoints, PrescriptionUpload } from './service';
import { ABANDONED_UPLOAD_AGE_MS, PrescriptionFiles } from './uploads';

const CODE_SWEEP_MS = 60 * 60_000;

/** What the patient ticked for the booking's own texts (the contract's defaults when a client leaves them out). */
const textChannelsOf = (input: { sms_messages: boolean; whatsapp_messages: boolean }): ChannelConsent => ({
  sms: input.sms_messages,
  whatsapp: input.whatsapp_messages,
});

/** Who books, as the caps count them and the booking is linked; the session is only read. */
async function bookingClient(request: FastifyRequest): Promise<BookingClient> {
  return {
    client: clientKey(request.ip),
    network: networkKey(request.ip),
    account: await signedInSubject(request.server, request),
  };
}

/** A refusal of holds.ts as its answer, or undefined for any other error. */
function holdRefusal(error: unknown) {
  if (
    error instanceof ProofRequiredError ||
    error instanceof ContactCodeWrongError ||
    error instanceof HoldLimitError
  ) {
    return { status: error.statusCode, body: error.body() };
  }
  return undefined;
}

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
  const codes = new ContactCodes({ db: app.db, access, mail, counter: app.rateCounter });
  const bookings = new BookingService({
    db: app.db,
    access,
    mail,
    prescriptions,
    siteUrl: app.config.siteUrl,
    holds: app.config.bookingHolds,
    counterQuota: app.config.desk.counterQuota,
    codes,
    crashPoints,
    notices: app.notices.service,
  });
  const codeSweep = setInterval(() => {
    codes.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'old contact codes not removed'));
  }, CODE_SWEEP_MS);
  codeSweep.unref();
  app.addHook('onClose', async () => clearInterval(codeSweep));

  // The server waits, when it closes, for the code e-mails still being queued after their 202.
  app.addHook('onClose', contactCodesSettled);

  // 202 alike for any address, and the e-mail queued after the answer, so neither its words nor its
  // time say whether the address has bookings or had its codes this hour.
  const codeSchema = {
    summary: 'A code to prove a booking’s e-mail',
    description: '202 alike for any address; the code is e-mailed after the answer (10 minutes, 5 tries).',
    response: { 202: ref('Message'), ...refusals(400, 429) },
  };
  const codeDocs = { query: LANGUAGE_QUERY, body: contactCodeRequestSchema };
  app.post(
    '/api/appointment/contact-code/',
    { schema: codeSchema, config: { docs: codeDocs } },
    async (request, reply) => {
      const { email } = await validateBody(contactCodeRequestSchema(), request.body);
      const language = languageOf(request.query);
      await reply.status(202).send(messageAnswer(fieldIssue('contactCodeSent', { minutes: CONTACT_CODE_MINUTES })));
      codes.sendAfterAnswer(email, clientKey(request.ip), language, (error) =>
        request.log.error({ err: error }, 'a contact code was not queued'),
      );
      return reply;
    },
  );

  const doctorSchema: FastifySchema = {
    summary: 'Book a doctor',
    description:
      'A slot of the doctor’s OPD that day. 403 `contactProofRequired` when the contact must prove itself first ' +
      '(send `contact_code`), 409 `slot_taken` or past a cap. `?lang=` is the language of its e-mails.',
    response: { 201: ref('DoctorAppointmentCreated'), ...refusals(400, 403, 409, 429) },
  };
  const doctorDocs = { query: LANGUAGE_QUERY, body: doctorAppointmentSchema, multipart: true };
  app.post(
    '/api/appointment/doctorappointment/',
    { schema: doctorSchema, config: { docs: doctorDocs } },
    async (request, reply) => {
      // The page's language (`?lang=hi`), the one its e-mails and calendar file are written in.
      const language = languageOf(request.query);
      const form = await readMultipartForm(request, {});
      const input = await validateBody(doctorAppointmentSchema(), form.fields, form.errors);
      try {
        const booking = await bookings.bookDoctorAppointment(
          input,
          await bookingClient(request),
          language,
          textChannelsOf(input),
        );
        return reply.status(201).send(booking);
      } catch (error) {
        if (error instanceof SlotTakenError) return reply.status(409).send(error.body());
        const refusal = holdRefusal(error);
        if (refusal) return reply.status(refusal.status).send(refusal.body);
        throw error;
      }
    },
  );

  /** Each lab booking's form, so that its temporary upload goes before the answer, whatever the answer. */
  const labForms = new WeakMap<FastifyRequest, MultipartForm>();
  const discardUpload = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    // Once the upload is renamed into its booking's place this finds nothing to remove.
    await labForms.get(request)?.discardFiles();
    return payload;
  };

  const labSchema: FastifySchema = {
    summary: 'Book a lab test or a package',
    description:
      'Tests of one lab (`test`, repeated) or a `package`, at the lab or at home; a `prescription` file (PDF, ' +
      'image or Word, at most 5 MB) may come with it. Refusals as a doctor booking’s.',
    response: { 201: ref('LabAppointment'), ...refusals(400, 403, 409, 429) },
  };
  const labDocs = { query: LANGUAGE_QUERY, body: labAppointmentSchema, multipart: true };
  app.post(
    '/api/appointment/labappointment/',
    { onSend: discardUpload, schema: labSchema, config: { docs: labDocs } },
    async (request, reply) => {
      const language = languageOf(request.query);
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
      const input = await validateBody(labAppointmentSchema(), singleTestAsList(form.fields), earlierErrors);
      try {
        const booking = await bookings.bookLabAppointment(
          input,
          prescription,
          request.log,
          await bookingClient(request),
          language,
          textChannelsOf(input),
        );
        return reply.status(201).send(booking);
      } catch (error) {
        const refusal = holdRefusal(error);
        if (refusal) return reply.status(refusal.status).send(refusal.body);
        throw error;
      }
    },
  );

  await app.register(manageRoutes, { access, mail, notices: app.notices.service, crashPoints });
}
