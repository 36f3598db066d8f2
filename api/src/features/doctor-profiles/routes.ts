/**
 * The OPD manager's doctors under `/api/staff/doctors/` (issue 48): every doctor, one's profile in
 * both languages, a new doctor, a profile saved, a doctor retired. A save names the `version` the
 * editor read and is made under the row's lock: a stale one is 409 `doctorProfileStale` with the
 * profile as it is now, so the second of two editors loses nothing unseen. Each change is one
 * `catalogue_changes` row (before and after) and one staff audit event, in its own transaction.
 *
 * Retiring keeps the row and its bookings (the desk still shows them) and takes the doctor out of
 * every list, search, booking, next-free and FHIR feed; their public page answers 410 Gone. Refused
 * while they still have upcoming bookings: leave cancels those with the patients told.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { sql } from 'kysely';
import { doctorCreateSchema, doctorProfileSchema, doctorRetireSchema, fieldIssue, LIMITS } from 'contract';
import type { DoctorCreateInput, FieldIssue, StaffDoctor } from 'contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { readMultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validation';
import { recordCatalogueChange } from '../catalogue';
import { priceDay } from '../prices';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { checkDoctorPhoto, PHOTO_EXTENSIONS, PHOTO_MESSAGES } from './photo';
import {
  departmentExists,
  DOCTOR_PHOTO_FOLDER,
  insertDoctor,
  insertPhoto,
  isSlugTaken,
  photoOf,
  retireDoctor,
  staffDoctor,
  staffDoctorList,
  updateProfile,
} from './repository';

const nullableString = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
const timeline = {
  type: 'object',
  properties: {
    current: { type: 'integer' },
    scheduled: {
      type: 'array',
      items: {
        type: 'object',
        properties: { price: { type: 'integer' }, effective_from: { type: 'string' } },
        required: ['price', 'effective_from'],
        additionalProperties: false,
      },
    },
  },
  required: ['current', 'scheduled'],
  additionalProperties: false,
} as const;

const staffDoctorShape = {
  type: 'object',
  description:
    'A doctor as the desk edits them: texts in both languages (`_hi` null: the English is shown), `version` to ' +
    'send back with a save, fees in effect today and scheduled, `retired_at` null while they practise.',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    version: { type: 'integer' },
    doctor_name: { type: 'string' },
    doctor_name_hi: nullableString,
    department: { type: 'integer' },
    about: { type: 'string' },
    about_hi: nullableString,
    languages: strings,
    qualifications: strings,
    registration_council: nullableString,
    registration_number: nullableString,
    years_of_practice: { type: ['integer', 'null'] },
    image: nullableString,
    retired_at: nullableString,
    fees: {
      type: 'object',
      properties: { in_person: timeline, online: timeline },
      required: ['in_person', 'online'],
      additionalProperties: false,
    },
  },
  required: [
    'id',
    'slug',
    'version',
    'doctor_name',
    'doctor_name_hi',
    'department',
    'about',
    'about_hi',
    'languages',
    'qualifications',
    'registration_council',
    'registration_number',
    'years_of_practice',
    'image',
    'retired_at',
    'fees',
  ],
  additionalProperties: false,
} as const;

const listItem = {
  type: 'object',
  description: 'A doctor in the desk’s list, retired ones too; fees in effect today.',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    doctor_name: { type: 'string' },
    department: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      additionalProperties: false,
    },
    retired_at: nullableString,
    fee: {
      type: 'object',
      properties: { in_person: { type: 'integer' }, online: { type: 'integer' } },
      required: ['in_person', 'online'],
      additionalProperties: false,
    },
  },
  required: ['id', 'slug', 'doctor_name', 'department', 'retired_at', 'fee'],
  additionalProperties: false,
} as const;

const conflict = {
  type: 'object',
  description:
    'A 409: `doctorProfileStale` (saved by someone else since it was read), `doctorAlreadyRetired` or ' +
    '`doctorHasUpcomingBookings {count}`, with `doctor` as it is now; or `doctorNameTaken` without.',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    doctor: staffDoctorShape,
  },
  required: ['message', 'code'],
  additionalProperties: false,
} as const;

const WRITE_REFUSALS = refusals(400, 401, 403, 404, 415, 429);

const SCHEMAS: Record<'list' | 'one' | 'create' | 'profile' | 'retire' | 'photo' | 'servedPhoto', FastifySchema> = {
  list: {
    summary: 'Every doctor, retired ones too (OPD manager)',
    description: 'By department name, then name.',
    response: { 200: { type: 'array', items: listItem }, ...refusals(401, 403) },
  },
  one: {
    summary: 'A doctor’s profile in both languages (OPD manager)',
    description: '404 `doctorNotFound`.',
    response: { 200: staffDoctorShape, ...refusals(401, 403, 404) },
  },
  create: {
    summary: 'Add a doctor (OPD manager)',
    description:
      'The profile (`doctor_name`, `doctor_name_hi`, `department`, `about`, `about_hi`, `languages` as codes ' +
      'separated by commas (`en, hi`), `qualifications` one a line, `registration_council` and ' +
      '`registration_number` (both or neither), `years_of_practice`) ' +
      'and `fee_in_person`, `fee_online` (whole rupees, 1 to 50,000). The slug comes from the English name; 409 ' +
      '`doctorNameTaken` when another doctor has it.',
    response: { 201: staffDoctorShape, 409: conflict, ...refusals(400, 401, 403, 415, 429) },
  },
  profile: {
    summary: 'Save a doctor’s profile (OPD manager)',
    description:
      'The whole profile as for a new doctor, without fees, with the `version` read. 409 `doctorProfileStale` with ' +
      '`doctor` as it is now. Renaming changes the slug, so the page’s address.',
    response: { 200: staffDoctorShape, 409: conflict, ...WRITE_REFUSALS },
  },
  retire: {
    summary: 'Retire a doctor (OPD manager)',
    description:
      'Body `{version}`. Out of every list, search, booking and feed; their page answers 410; bookings kept. 409 ' +
      '`doctorProfileStale`, `doctorAlreadyRetired`, or `doctorHasUpcomingBookings` (mark their leave first).',
    response: { 200: staffDoctorShape, 409: conflict, ...WRITE_REFUSALS },
  },
  photo: {
    summary: 'A new photo for a doctor (OPD manager)',
    description:
      'Multipart: `photo` (JPEG, PNG or WebP by its content, at most 1 MB, each side 300 to 5,000 px) and the ' +
      '`version` read. 400 names the rule (`doctorPhotoType`, `doctorPhotoSize`, `doctorPhotoDimensions`, ' +
      '`doctorPhotoEmpty`, `doctorPhotoRequired`); 409 `doctorProfileStale`. The doctor’s `image` becomes ' +
      '`doctor-photos/<doctor>-<photo>.<extension>`, a new address for every photo.',
    response: { 200: staffDoctorShape, 409: conflict, ...WRITE_REFUSALS },
  },
  servedPhoto: {
    summary: 'A doctor’s photo uploaded at the desk',
    description:
      'The bytes as uploaded, `Cache-Control: public, max-age=31536000, immutable`: a photo never changes ' +
      'under its address (a new one gets a new address). 404 for no such photo.',
    response: {
      // A Buffer is sent as it is (never serialised): the schema names the answer for the reference.
      200: { description: 'The photo (image/jpeg, image/png or image/webp)', type: 'string', format: 'binary' },
      404: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: true },
    },
  },
};

/** A photo's address never serves other bytes, so browsers and CDNs may keep it for good. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';
const SERVED_PHOTO = /^(\d{1,10})-(\d{1,10})\.(jpg|png|webp)$/;

/** A refusal of a change, with the doctor as they are now. */
class DoctorConflict extends Error {
  constructor(
    readonly issue: FieldIssue,
    readonly current: StaffDoctor | null,
  ) {
    super(issue.code);
  }
}

function actorOf(request: FastifyRequest): Actor & { actorId: number } {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

function idParam(params: unknown): number | null {
  const raw = (params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

const notFound = (reply: FastifyReply) => reply.status(404).send(messageAnswer({ code: 'doctorNotFound' }));

/** A profile as the history keeps it: everything but the fees (their own changes) and the version. */
function historyState(doctor: StaffDoctor): Record<string, unknown> {
  const { fees: _fees, version: _version, ...profile } = doctor;
  return profile;
}

async function checkDepartment(trx: Transaction<Database>, department: number) {
  if (!(await departmentExists(trx, department))) {
    throw new BadInputError({ department: fieldIssue('departmentFromList') });
  }
}

async function upcomingBookings(trx: Transaction<Database>, doctorId: number, today: string): Promise<number> {
  const row = await trx
    .selectFrom('doctor_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('doctor_id', '=', doctorId)
    .where('status', '=', 'booked')
    .where('visit_date', '>=', today)
    .executeTakeFirstOrThrow();
  return row.count;
}

export default async function doctorProfileRoutes(app: FastifyInstance): Promise<void> {
  const access = staffRoute(STAFF_ACCESS.catalogue);

  /** Runs `change` on the locked doctor of the version given; answers as the routes do. */
  const change = async (
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
    act: (trx: Transaction<Database>, current: StaffDoctor, actor: Actor & { actorId: number }) => Promise<string>,
  ) => {
    const id = idParam(request.params);
    if (id === null) return notFound(reply);
    const actor = actorOf(request);
    const today = priceDay();
    try {
      const saved = await app.db.transaction().execute(async (trx) => {
        const current = await staffDoctor(trx, id, today, true);
        if (!current) return null;
        if (current.version !== version) throw new DoctorConflict({ code: 'doctorProfileStale' }, current);
        const action = await act(trx, current, actor);
        const after = await staffDoctor(trx, id, today);
        if (!after) throw new Error('A doctor vanished under their lock');
        await recordCatalogueChange(trx, {
          actorId: actor.actorId,
          subject: `doctor:${id}`,
          doctorId: id,
          action,
          before: historyState(current),
          after: historyState(after),
        });
        await app.staff.audit(actor, action, `doctor:${id}`, {}, trx);
        return after;
      });
      return saved ?? notFound(reply);
    } catch (error) {
      if (error instanceof DoctorConflict) {
        return reply
          .status(409)
          .send({ ...messageAnswer(error.issue), ...(error.current ? { doctor: error.current } : {}) });
      }
      if (isSlugTaken(error)) return reply.status(409).send(messageAnswer({ code: 'doctorNameTaken' }));
      throw error;
    }
  };

  app.get('/api/staff/doctors/', { schema: SCHEMAS.list, config: access }, async () =>
    staffDoctorList(app.db, priceDay()),
  );

  app.get('/api/staff/doctors/:id/', { schema: SCHEMAS.one, config: access }, async (request, reply) => {
    const id = idParam(request.params);
    const doctor = id === null ? null : await staffDoctor(app.db, id, priceDay());
    return doctor ?? notFound(reply);
  });

  app.post(
    '/api/staff/doctors/',
    { schema: SCHEMAS.create, config: { ...access, docs: { body: doctorCreateSchema } } },
    async (request, reply) => {
      const input: DoctorCreateInput = await validateBody(doctorCreateSchema(), request.body);
      const actor = actorOf(request);
      const today = priceDay();
      try {
        const created = await app.db.transaction().execute(async (trx) => {
          await checkDepartment(trx, input.department);
          const id = await insertDoctor(trx, input);
          const doctor = await staffDoctor(trx, id, today);
          if (!doctor) throw new Error('A new doctor vanished');
          await recordCatalogueChange(trx, {
            actorId: actor.actorId,
            subject: `doctor:${id}`,
            doctorId: id,
            action: 'doctor.added',
            before: null,
            after: { ...historyState(doctor), fee_in_person: input.fee_in_person, fee_online: input.fee_online },
          });
          await app.staff.audit(actor, 'doctor.added', `doctor:${id}`, {}, trx);
          return doctor;
        });
        return reply.status(201).send(created);
      } catch (error) {
        if (isSlugTaken(error)) return reply.status(409).send(messageAnswer({ code: 'doctorNameTaken' }));
        throw error;
      }
    },
  );

  app.post(
    '/api/staff/doctors/:id/profile/',
    { schema: SCHEMAS.profile, config: { ...access, docs: { body: doctorProfileSchema } } },
    async (request, reply) => {
      const input = await validateBody(doctorProfileSchema(), request.body);
      return change(request, reply, input.version, async (trx, current) => {
        if (input.department !== current.department) await checkDepartment(trx, input.department);
        await updateProfile(trx, current.id, input);
        return 'profile.saved';
      });
    },
  );

  // Photos stream to the data folder's own temporary folder (not the system's, which a container may
  // not let grow), named as the prescriptions' are, so an upload a crash left is swept the same way.
  const incoming = join(app.config.dataDir, 'uploads', '.incoming');
  app.post(
    '/api/staff/doctors/:id/photo/',
    {
      schema: SCHEMAS.photo,
      config: { ...access, staffUpload: true, docs: { body: doctorRetireSchema, multipart: true } },
    },
    async (request, reply) => {
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      const form = await readMultipartForm(request, {
        photo: {
          tooLargeMessage: PHOTO_MESSAGES.size,
          emptyMessage: PHOTO_MESSAGES.empty,
          temporaryPath: () => join(incoming, `${randomUUID()}.upload`),
        },
      });
      try {
        const problems = { ...form.errors };
        const upload = form.files.get('photo');
        const checked = upload ? await checkDoctorPhoto(upload.path, upload.size) : null;
        if (checked && 'refused' in checked) problems['photo'] = checked.refused;
        else if (!upload && !problems['photo']) problems['photo'] = PHOTO_MESSAGES.required;
        // A form's fields are text; the schema takes the version as the JSON routes send it, a number.
        const { version: versionText, ...rest } = form.fields;
        const fields = /^\d{1,10}$/.test(versionText ?? '') ? { ...rest, version: Number(versionText) } : form.fields;
        const input = await validateBody(doctorRetireSchema(), fields, problems);
        if (!checked || !('accepted' in checked)) throw new BadInputError(problems);
        const photo = checked.accepted;
        return await change(request, reply, input.version, async (trx, current, actor) => {
          await insertPhoto(trx, current.id, actor.actorId, photo);
          return 'photo.saved';
        });
      } finally {
        await form.discardFiles();
      }
    },
  );

  // Public: the pages show these. Beside `/media/`'s files (find-my-way takes this path before
  // the static folder's wildcard), served from the database so every instance has every photo.
  app.get<{ Params: { name: string } }>(
    `/media/${DOCTOR_PHOTO_FOLDER}/:name`,
    { schema: SCHEMAS.servedPhoto },
    async (request, reply) => {
      const [, doctor, photo, extension] = SERVED_PHOTO.exec(request.params.name) ?? [];
      const found = doctor && photo ? await photoOf(app.db, Number(doctor), Number(photo)) : undefined;
      if (!found || PHOTO_EXTENSIONS[found.mime] !== extension) {
        return reply.status(404).send(messageAnswer({ code: 'notFound' }));
      }
      return reply.type(found.mime).header('cache-control', PHOTO_CACHE).send(found.bytes);
    },
  );

  app.post(
    '/api/staff/doctors/:id/retire/',
    { schema: SCHEMAS.retire, config: { ...access, docs: { body: doctorRetireSchema } } },
    async (request, reply) => {
      const input = await validateBody(doctorRetireSchema(), request.body);
      return change(request, reply, input.version, async (trx, current) => {
        if (current.retired_at !== null) throw new DoctorConflict({ code: 'doctorAlreadyRetired' }, current);
        const count = await upcomingBookings(trx, current.id, priceDay());
        if (count > 0) throw new DoctorConflict(fieldIssue('doctorHasUpcomingBookings', { count }), current);
        await retireDoctor(trx, current.id);
        return 'doctor.retired';
      });
    },
  );
}
