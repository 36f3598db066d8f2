/**
 * What a form needs of its schema before the schema is there, without yup: the fields it names and
 * those it requires (the marks in the server's HTML and the first render), and the schema itself,
 * loaded with yup the first time the form is used. yup and the schemas are a fifth of a form page's
 * JavaScript; a visitor who only reads the page never fetches them.
 *
 * The lists are written here once per form and checked against their schema (formRules.test.ts),
 * so they cannot drift from it.
 */
import type { AnyObjectSchema } from 'yup';
import type { FieldNameOf } from './schemas';

/** The schemas' module, loaded (a chunk of its own in a browser build) on first use. */
const loadSchemas = () => import('./formSchemas');
type FormSchemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * A form's rules. The names are checked against the schema where the rules are written (`formRules`);
 * here they are plain names, so the rules of either of two schemas are rules of one or the other.
 */
export interface FormRules<Schema extends AnyObjectSchema> {
  /** The schema's fields, in its order. */
  fields: readonly string[];
  /** The fields it requires when nothing else is filled in (a package booking needs no lab). */
  required: readonly string[];
  /** The schema: loaded once, and again after a failed load (the network dropped). */
  schema: () => Promise<Schema>;
  /** The schema once `schema()` has brought it, else undefined. */
  loaded: () => Schema | undefined;
}

/** A form's rules whose schema `pick`s from the module `load` brings. */
function rulesFrom<Module, Schema extends AnyObjectSchema>(
  load: () => Promise<Module>,
  fields: readonly FieldNameOf<Schema>[],
  required: readonly FieldNameOf<Schema>[],
  pick: (schemas: Module) => Schema,
): FormRules<Schema> {
  let built: Schema | undefined;
  return {
    fields,
    required,
    schema: async () => {
      built ??= pick(await load());
      return built;
    },
    loaded: () => built,
  };
}

const formRules = <Schema extends AnyObjectSchema>(
  fields: readonly FieldNameOf<Schema>[],
  required: readonly FieldNameOf<Schema>[],
  pick: (schemas: FormSchemas) => Schema,
) => rulesFrom(loadSchemas, fields, required, pick);

const patient = ['patient_name', 'email', 'phone', 'address'] as const;
/** What a booking asks after the patient. */
const bookingEnd = ['message', 'sms_messages', 'whatsapp_messages', 'consent', 'contact_code'] as const;

export const doctorAppointmentRules = formRules(
  ['department', 'doctor', 'date', 'mode', 'slot_start', ...patient, ...bookingEnd],
  ['department', 'doctor', 'date', 'mode', 'slot_start', ...patient, 'consent'],
  (schemas) => schemas.doctorAppointmentSchema(),
);

/** A lab booking's fields before and after its lab and tests, which a package booking leaves out. */
const labVisit = ['visit', 'package'] as const;
const labWhenWhere = ['collection', 'pincode', 'collection_window', 'date', 'age'] as const;
const labRequired = ['date', 'age', ...patient, 'consent'] as const;

export const labAppointmentRules = formRules(
  [...labVisit, 'lab', 'tests', ...labWhenWhere, ...patient, ...bookingEnd],
  labRequired,
  (schemas) => schemas.labAppointmentSchema(),
);

/** A package booking: the lab booking's schema without a lab or tests (the contract refuses both beside one). */
export const labPackageRules = formRules(
  [...labVisit, ...labWhenWhere, ...patient, ...bookingEnd],
  labRequired,
  (schemas) => schemas.labAppointmentSchema().omit(['lab', 'tests']),
);

export const labRescheduleRules = formRules(
  ['reference', 'access', 'date', 'collection_window'],
  ['reference', 'date'],
  (schemas) => schemas.labRescheduleSchema(),
);

export const contactMessageRules = formRules(
  ['name', 'email', 'phone', 'subject', 'message', 'consent'],
  ['name', 'email', 'phone', 'subject', 'message', 'consent'],
  (schemas) => schemas.contactMessageSchema(),
);

export const registrationRules = formRules(
  ['name', 'email', 'phone', 'age', 'gender', 'login_id', 'password', 'consent'],
  ['name', 'email', 'phone', 'age', 'gender', 'login_id', 'password', 'consent'],
  (schemas) => schemas.registrationSchema(),
);

export const loginRules = formRules(['login_id', 'password'], ['login_id', 'password'], (schemas) =>
  schemas.loginSchema(),
);

export const manageBookingRules = formRules(['reference', 'contact'], ['reference', 'contact'], (schemas) =>
  schemas.manageBookingSchema(),
);

export const accessCodeRules = formRules(['code'], ['code'], (schemas) => schemas.accessCodeSchema());

export const accountConfirmRules = formRules(['token', 'password'], ['token', 'password'], (schemas) =>
  schemas.accountConfirmSchema(),
);

export const passwordResetRequestRules = formRules(['email'], ['email'], (schemas) =>
  schemas.passwordResetRequestSchema(),
);

export const passwordResetConfirmRules = formRules(['token', 'password'], ['token', 'password'], (schemas) =>
  schemas.passwordResetConfirmSchema(),
);

export const passwordChangeRules = formRules(
  ['current_password', 'new_password'],
  ['current_password', 'new_password'],
  (schemas) => schemas.passwordChangeSchema(),
);

export const accountEditRules = formRules(['name', 'phone'], [], (schemas) => schemas.accountEditSchema());

export const accountDeleteRules = formRules(['password'], ['password'], (schemas) => schemas.accountDeleteSchema());

/*
 * The staff desk's forms (contract/staff-desk). Marked pure so that `contract/forms`, which the public
 * form pages share whole, drops them: it does not export them.
 */
export const staffEnrolmentCompleteRules = /* @__PURE__ */ formRules(
  ['token', 'password', 'code'],
  ['token', 'password', 'code'],
  (schemas) => schemas.staffEnrolmentCompleteSchema(),
);

export const staffSignInRules = /* @__PURE__ */ formRules(
  ['email', 'password', 'code'],
  ['email', 'password', 'code'],
  (schemas) => schemas.staffSignInSchema(),
);

export const staffAccountCreateRules = /* @__PURE__ */ formRules(
  ['email', 'name', 'role'],
  ['email', 'name', 'role'],
  (schemas) => schemas.staffAccountCreateSchema(),
);

/** An HMIS key's name (the admin's accounts page): its schema is hmisKeys.ts's, loaded by the desk alone. */
export const hmisKeyCreateRules = /* @__PURE__ */ rulesFrom(
  () => import('./hmisKeys'),
  ['name'],
  ['name'],
  (schemas) => schemas.hmisKeyCreateSchema(),
);

/** The hospital's facts (the admin's editor, issue 48): every fact and the version read required; its schema loaded by the desk alone. */
const HOSPITAL_FACT_FIELDS = [
  'address',
  'addressHi',
  'supportPhone',
  'emergencyPhone',
  'ambulancePhone',
  'messagingNumber',
  'email',
  'appointmentsEmail',
  'privacyEmail',
  'supportHours',
  'openingHours',
  'openingHoursHi',
  'latitude',
  'longitude',
] as const;
export const hospitalFactsRules = /* @__PURE__ */ rulesFrom(
  () => import('./hospitalFactsSchema'),
  [...HOSPITAL_FACT_FIELDS, 'version'],
  [...HOSPITAL_FACT_FIELDS, 'version'],
  (schemas) => schemas.hospitalFactsSchema(),
);

/**
 * The desk's counter booking: its schema is desk.ts's, loaded (a chunk of its own in a browser
 * build) by the desk alone, so a public form page's schemas never carry the desk's.
 */
const loadDeskSchemas = () => import('./desk');

export const deskBookingRules = /* @__PURE__ */ rulesFrom(
  loadDeskSchemas,
  [
    'doctor',
    'date',
    'mode',
    'slot_start',
    'consent',
    'patient_name',
    'email',
    'phone',
    'address',
    'age',
    'sex',
    'source',
    'language',
    'sms_messages',
    'whatsapp_messages',
  ],
  ['doctor', 'date', 'mode', 'slot_start', 'consent', 'patient_name', 'phone', 'address', 'source'],
  (schemas) => schemas.deskBookingSchema(),
);
