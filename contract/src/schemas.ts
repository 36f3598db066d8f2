/**
 * Validation of every payload the site sends, written once: the forms validate with these schemas
 * before sending and the API validates every request with the same ones. Messages are the site's
 * where it gives them.
 */
import { boolean, mixed, number, object, string } from 'yup';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { isIsoDay, latestVisitDay, todayInHospitalZone } from './dates';
import { fieldIssue } from './fieldErrors';
import type { FieldErrorCode, FieldIssue } from './fieldErrors';
import { homeVisitWindow, isServedPincode, openHomeVisitWindows } from './homeVisits';
import { LIMITS } from './limits';
import { SLOT_TIME_PATTERN } from './opd';
import { builtOnFirstUse } from './builtOnFirstUse';
import { BOOKING_REFERENCE_PATTERN, isBookingReference, normaliseBookingReference } from './reference';

export const PHONE_PATTERN = /^\d{10}$/;

/** An Indian mobile number's 10 digits start with 6, 7, 8 or 9; SMS and WhatsApp reach only these. */
export const isIndianMobile = (phone: string): boolean => /^[6-9]\d{9}$/.test(phone);

/** Limits count characters as people see them (an emoji is one), not UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _character of value) count += 1;
  return count;
}

/**
 * Text the database can store as written: no NUL (PostgreSQL refuses it) and no half of a surrogate
 * pair (it would be stored as a replacement character, not what was sent).
 */
export function isStorableText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

const storableString = () =>
  string().test('storable', fieldIssue('invalidCharacters'), (value) => value === undefined || isStorableText(value));

/** Every free text field: storable, and at most `max` characters. */
const text = (max: number, tooLong: FieldIssue = fieldIssue('tooLong', { max })) =>
  storableString().test('max-characters', tooLong, (value) => value === undefined || characterCount(value) <= max);

/** Whitespace-only counts as empty. */
const requiredText = (message: FieldIssue, max: number) => text(max).trim().required(message);

/**
 * Letters of any script with their combining marks (Devanagari's vowel signs are marks), spaces,
 * `.`, `'` (or ’) and `-`; the zero-width joiners some Indic spellings need. No digits, `@`, `/`
 * or line breaks: a name is written into e-mails ("Dear …"), so it must not carry a link or text.
 */
const NAME_PATTERN = /^(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)+$/u;
/** A dot ends an initial or a title ("Dr. S.K. Gupta"); one joining words is a web address ("www.x.in"). */
const DOT_BEFORE_WORD = /\.[\p{L}\p{M}]{2}/u;

export function isPersonName(value: string): boolean {
  return NAME_PATTERN.test(value) && /\p{L}/u.test(value) && !DOT_BEFORE_WORD.test(value);
}

const personName = (requiredMessage: FieldIssue) =>
  requiredText(requiredMessage, LIMITS.nameMax)
    // An empty name is the required check's to report, alone.
    .test('name-characters', fieldIssue('name'), (value) => !value || isPersonName(value))
    .test('name-length', fieldIssue('nameShort'), (value) => !value || characterCount(value) >= LIMITS.nameMin);

const email = () => text(LIMITS.emailMax).trim().required(fieldIssue('emailRequired')).email(fieldIssue('email'));

/**
 * The 10 digits of a phone number as people type it: spaces, dashes, dots or brackets between the
 * digits, and `+91`, `91` or a leading `0` before them; null when it is not one. A `+` with any other
 * country code is not a number the hospital can call back.
 */
function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (trimmed.startsWith('+')) return null;
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return null;
}

/** Stored and answered as the 10 digits; what is not a phone number stays as typed for the message. */
const phone = () =>
  storableString()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? (normalisePhone(value) ?? value) : value))
    .required(fieldIssue('phoneRequired'))
    .matches(PHONE_PATTERN, { message: fieldIssue('phone'), excludeEmptyString: true });

/**
 * Whether the booking's own messages go to its phone by this channel (SMS on unless unticked,
 * WhatsApp only when ticked): a checkbox's true or false, or 'true'/'false' in a multipart body;
 * left out, `byDefault`. A ticked channel needs an Indian mobile (a landline gets no texts): the
 * form says so, and with it unticked the booking's messages go by e-mail alone.
 */
const textChannel = (byDefault: boolean) =>
  boolean()
    .transform((_parsed: unknown, original: unknown) =>
      original === undefined || original === null || original === ''
        ? undefined
        : original === true || original === 'true',
    )
    .default(byDefault)
    .test('mobile', fieldIssue('textsNeedMobile'), function needsMobile(value) {
      const { phone: typed } = this.parent as { phone?: unknown };
      // A phone that is no number at all is the phone field's to report, alone.
      if (!value || typeof typed !== 'string' || !PHONE_PATTERN.test(typed)) return true;
      return isIndianMobile(typed);
    });

/** The channels a booking form (the site's, the desk's counter) asks about, in this order, after the patient. */
export const bookingTextChannels = () => ({
  sms_messages: textChannel(true),
  whatsapp_messages: textChannel(false),
});

const optionalMessage = () => text(LIMITS.messageMax).trim().default('');

/**
 * A whole number as forms send it: a JSON integer, or a string of plain decimal digits. Anything
 * else (`0x1`, `1e0`, `+1`, `1.0`, `3 0`) is not a number here; an empty value is a missing one.
 */
function strictWholeNumber(_parsed: unknown, original: unknown): unknown {
  if (original === undefined || original === null || original === '') return undefined;
  if (typeof original === 'number') return Number.isSafeInteger(original) ? original : Number.NaN;
  if (typeof original === 'string' && /^\d{1,15}$/.test(original)) return Number(original);
  return Number.NaN;
}

/** Only `true` (or the text `true` a multipart form sends) is agreement; `1`, `yes` or `TRUE` are not. */
const consent = () =>
  boolean()
    .transform((_parsed: unknown, original: unknown) =>
      original === undefined || original === null ? undefined : original === true || original === 'true',
    )
    .required(fieldIssue('consent'))
    .oneOf([true], fieldIssue('consent'));

const optionalId = (message: FieldIssue) =>
  number().transform(strictWholeNumber).typeError(message).min(1, message).max(LIMITS.idMax, message);

const id = (message: FieldIssue) => optionalId(message).required(message);

const age = () =>
  number()
    .transform(strictWholeNumber)
    .typeError(fieldIssue('age'))
    .required(fieldIssue('ageRequired'))
    .min(LIMITS.ageMin, fieldIssue('age'))
    .max(LIMITS.ageMax, fieldIssue('age'));

/** A visit day: a real `YYYY-MM-DD`, from today to the booking horizon in the hospital's zone. */
const visitDate = () =>
  string()
    .trim()
    .required(fieldIssue('dateRequired'))
    .test('iso-day', fieldIssue('dateInvalid'), (value) => value === undefined || isIsoDay(value))
    .test(
      'not-past',
      fieldIssue('datePast'),
      (value) => value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(),
    )
    .test(
      'horizon',
      fieldIssue('dateTooFar'),
      (value) => value === undefined || !isIsoDay(value) || value <= latestVisitDay(),
    );

/** A slot's start, `HH:MM` in the hospital's zone; whether the doctor sits then is the API's to check. */
const slotStart = () =>
  string()
    .trim()
    .required(fieldIssue('slotRequired'))
    // An object message goes as the options' `message` (yup reads a bare object as the options).
    .matches(SLOT_TIME_PATTERN, { message: fieldIssue('slotInvalid') });

/** Who the booking is for, as both booking forms ask it (in this order). */
export const patientDetailsFields = () => ({
  patient_name: personName(fieldIssue('patientNameRequired')),
  email: email(),
  phone: phone(),
  address: requiredText(fieldIssue('addressRequired'), LIMITS.addressMax),
});

/** A doctor visit's own fields as the booking form checks them, for the desk's counter booking (desk.ts). */
export const doctorVisitFields = () => ({
  doctor: id(fieldIssue('doctorRequired')),
  date: visitDate(),
  mode: mixed<'ON' | 'OFF'>().required(fieldIssue('modeRequired')).oneOf(['ON', 'OFF'], fieldIssue('modeRequired')),
  slot_start: slotStart(),
  consent: consent(),
});

/** Forms leave out what is not theirs before checking; this is for any other client's extra keys. */
const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

export const doctorAppointmentSchema = builtOnFirstUse(() =>
  object({
    department: id(fieldIssue('departmentRequired')),
    doctor: id(fieldIssue('doctorRequired')),
    date: visitDate(),
    mode: mixed<'ON' | 'OFF'>().required(fieldIssue('modeRequired')).oneOf(['ON', 'OFF'], fieldIssue('modeRequired')),
    slot_start: slotStart(),
    ...patientDetailsFields(),
    message: optionalMessage(),
    ...bookingTextChannels(),
    consent: consent(),
    contact_code: contactCode(),
  }).noUnknown(UNKNOWN_FIELD),
);

const hasPackage = (value: unknown) => value !== undefined && value !== null;

/** A home care visit (`visit: 'home-care'`) or a package names no lab or test. */
const namesNoTest = (chosenPackage: unknown, visit: unknown) => hasPackage(chosenPackage) || visit === 'home-care';

/** A booking's lab: required without a package, refused beside one. */
const testChoice = (message: FieldIssue) =>
  optionalId(message).when(['package', 'visit'], ([chosenPackage, visit], schema) =>
    namesNoTest(chosenPackage, visit)
      ? schema.test('test-or-package', fieldIssue('testOrPackage'), (value) => value === undefined)
      : schema.required(message),
  );

/** Test ids as a list, or as a multipart form sends them (`3,7`); anything not an id is NaN. */
function testIds(_parsed: unknown, original: unknown): unknown {
  if (original === undefined || original === null || original === '') return undefined;
  const given: unknown[] =
    typeof original === 'string' ? original.split(',') : Array.isArray(original) ? original : [original];
  if (given.length === 0) return undefined;
  // Each as strictly as any id: ` 1` or `1.0` is not one (the form joins ids with a bare comma).
  return given.map((item) => strictWholeNumber(undefined, item) ?? Number.NaN);
}

const isId = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= LIMITS.idMax;

/**
 * The tests of one collection (one visit, one charge): at least one without a package, none beside
 * one, each once, at most `LIMITS.labTestsMax`. Whether each is offered by the lab is the API's to check.
 */
const testList = () =>
  mixed<number[]>((value): value is number[] => Array.isArray(value))
    .transform(testIds)
    .when(['package', 'visit'], ([chosenPackage, visit], schema) =>
      namesNoTest(chosenPackage, visit)
        ? schema.test('test-or-package', fieldIssue('testOrPackage'), (value) => value === undefined)
        : schema.required(fieldIssue('testRequired')),
    )
    .test('known', fieldIssue('testFromList'), (value) => value === undefined || value.every(isId))
    .test('once', fieldIssue('testsRepeated'), (value) => value === undefined || new Set(value).size === value.length)
    .test(
      'at-most',
      fieldIssue('testsTooMany', { max: LIMITS.labTestsMax }),
      (value) => value === undefined || value.length <= LIMITS.labTestsMax,
    );

/**
 * Older clients (and the hospital's first API) name a lab booking's one test `test`: it is the list
 * `tests` of one. The API reads a lab booking's fields through this; a body with both keeps both.
 */
export function singleTestAsList<T extends Record<string, unknown>>(fields: T): Record<string, unknown> {
  if (!Object.hasOwn(fields, 'test') || Object.hasOwn(fields, 'tests')) return fields;
  const { test, ...rest } = fields;
  return { ...rest, tests: test };
}

/** A home visit's window, if given: one the contract knows, still open on the `date` beside it. */
const openWindow = (schema: ReturnType<typeof storableString>) =>
  schema
    .test('known', fieldIssue('windowRequired'), (value) => !value || homeVisitWindow(value) !== undefined)
    .test('open', fieldIssue('windowPassed'), function windowStillOpen(value) {
      const day: unknown = this.parent.date;
      if (!value || typeof day !== 'string' || !isIsoDay(day) || homeVisitWindow(value) === undefined) return true;
      return openHomeVisitWindows(day, todayInHospitalZone()).some((window) => window.id === value);
    });

/** Only asked for a home visit; what a lab visit sends for it is dropped. */
const homeVisitText = (ifHome: (schema: ReturnType<typeof storableString>) => ReturnType<typeof storableString>) =>
  storableString()
    .trim()
    .when('collection', ([collection], schema) =>
      collection === 'home' ? ifHome(schema) : schema.transform(() => undefined),
    );

/**
 * A lab booking: tests of one lab (up to `LIMITS.labTestsMax`, one collection) or a lab package,
 * taken at the lab or at home; or, with `visit: 'home-care'`, a home care visit's package. A home
 * visit needs a served pincode and a time window still open on the chosen day. Whether the tests or
 * package may be done at home, and which packages are home care, is the API's to check (it is in the data).
 */
export const labAppointmentSchema = builtOnFirstUse(() =>
  object({
    visit: mixed<'lab' | 'home-care'>()
      .transform((value: unknown) => (value === '' || value === null ? undefined : value))
      .default('lab')
      .oneOf(['lab', 'home-care'], fieldIssue('checkField')),
    package: optionalId(fieldIssue('packageRequired')).when('visit', ([visit], schema) =>
      visit === 'home-care' ? schema.required(fieldIssue('packageRequired')) : schema,
    ),
    lab: testChoice(fieldIssue('labRequired')),
    tests: testList(),
    collection: mixed<'lab' | 'home'>()
      .transform((value: unknown) => (value === '' || value === null ? undefined : value))
      .default('lab')
      .oneOf(['lab', 'home'], fieldIssue('collection')),
    pincode: homeVisitText((schema) =>
      schema
        .required(fieldIssue('pincodeRequired'))
        .matches(/^\d{6}$/, { message: fieldIssue('pincode'), excludeEmptyString: true })
        .test(
          'served',
          fieldIssue('pincodeNotServed'),
          (value) => !value || !/^\d{6}$/.test(value) || isServedPincode(value),
        ),
    ),
    collection_window: homeVisitText((schema) => openWindow(schema.required(fieldIssue('windowRequired')))),
    date: visitDate(),
    age: age(),
    ...patientDetailsFields(),
    message: optionalMessage(),
    ...bookingTextChannels(),
    consent: consent(),
    contact_code: contactCode(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** Checked in this order, with these texts: the form shows the first problem. */
export const contactMessageSchema = builtOnFirstUse(() =>
  object({
    name: personName(fieldIssue('nameRequired')),
    email: email(),
    phone: phone(),
    subject: requiredText(fieldIssue('subjectRequired'), LIMITS.subjectMax),
    message: requiredText(fieldIssue('messageRequired'), LIMITS.messageMax),
    consent: consent(),
  }).noUnknown(UNKNOWN_FIELD),
);

/**
 * The codes a new password's rule reports, in the order it checks them. Whether it is among the
 * common or breached passwords (`passwordTooCommon`) only the API checks: the list is large.
 */
export const NEW_PASSWORD_CODES = ['passwordRequired', 'passwordLong', 'passwordShort', 'passwordBlank'] as const;

/** A password being chosen: at least 8 characters as people count them, and not only spaces. */
export const newPassword = (required: FieldIssue) =>
  text(LIMITS.passwordMax, fieldIssue('passwordLong'))
    .required(required)
    .test(
      'min-characters',
      fieldIssue('passwordShort'),
      (value) => value === undefined || characterCount(value) >= LIMITS.passwordMin,
    )
    .test('not-blank', fieldIssue('passwordBlank'), (value) => value === undefined || value.trim() !== '');

/** A password being typed to prove who one is: checked against the hash, never against the rule. */
export const currentPassword = (required: FieldIssue) => text(LIMITS.passwordMax).required(required);

/** The account page's contact fields, each optional (a PATCH sends what changed). */
export const accountContactFields = () => ({
  name: personName(fieldIssue('nameRequired')).optional(),
  phone: phone().optional(),
});

/** An e-mail address, required and well-formed. */
export const emailField = email;

/** A person's name, as a form asks for it (letters, spaces, `.`, `'`, `-`). */
export const personNameField = personName;

/** An opaque token or grant the API handed out. */
export const secretField = () => opaqueSecret(fieldIssue('tokenRequired'), fieldIssue('tokenInvalid'));

export const registrationSchema = builtOnFirstUse(() =>
  object({
    name: personName(fieldIssue('nameRequired')),
    email: email(),
    phone: phone(),
    age: age(),
    gender: mixed<'M' | 'F' | 'O'>()
      .required(fieldIssue('genderRequired'))
      .oneOf(['M', 'F', 'O'], fieldIssue('gender')),
    login_id: text(LIMITS.loginIdMax, fieldIssue('loginIdLong'))
      .trim()
      .required(fieldIssue('loginIdRequired'))
      .min(LIMITS.loginIdMin, fieldIssue('loginIdShort'))
      // An object message must go as the options' `message`: yup reads a bare object as the options.
      .matches(/^[A-Za-z0-9._-]+$/, { message: fieldIssue('loginIdCharacters') }),
    password: newPassword(fieldIssue('passwordRequired')),
    consent: consent(),
  }).noUnknown(UNKNOWN_FIELD),
);

/**
 * The login form checks nothing itself; the API still requires both fields. `login_id` is the
 * Login ID or the account's e-mail address, whichever the patient remembers.
 */
export const loginSchema = builtOnFirstUse(() =>
  object({
    login_id: text(LIMITS.emailMax).trim().required(fieldIssue('loginIdRequired')),
    password: text(LIMITS.passwordMax).required(fieldIssue('passwordRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

export type BookingContact = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

const emailShape = string().email();

/**
 * The phone number or e-mail a booking was made with, as a patient may type it: an e-mail in any
 * case, or a phone with spaces, dashes, brackets, `+91` or a leading `0`. Phones compare by their
 * 10 digits, e-mails in lower case; null when it is neither.
 */
export function parseBookingContact(value: string): BookingContact | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    const ok = characterCount(trimmed) <= LIMITS.emailMax && emailShape.isValidSync(trimmed);
    return ok ? { kind: 'email', email: trimmed.toLowerCase() } : null;
  }
  const digits = normalisePhone(trimmed);
  return digits === null ? null : { kind: 'phone', phone: digits };
}

/** A reference as typed (normalised: see reference.ts); a mistyped character has its own message. */
const bookingReference = () =>
  storableString()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseBookingReference(value) : value))
    .required(fieldIssue('referenceRequired'))
    .matches(BOOKING_REFERENCE_PATTERN, { message: fieldIssue('reference'), excludeEmptyString: true })
    .test(
      'check-character',
      fieldIssue('referenceCheck'),
      (value) => !value || !BOOKING_REFERENCE_PATTERN.test(value) || isBookingReference(value),
    );

const bookingContact = () =>
  text(LIMITS.emailMax, fieldIssue('contact'))
    .trim()
    .required(fieldIssue('contactRequired'))
    .test('phone-or-email', fieldIssue('contact'), (value) => !value || parseBookingContact(value) !== null);

/** The e-mailed one-time code: six digits, spaces between them allowed. */
export const ACCESS_CODE_PATTERN = /^\d{6}$/;

const accessCode = () =>
  storableString()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(fieldIssue('codeRequired'))
    .matches(ACCESS_CODE_PATTERN, { message: fieldIssue('code'), excludeEmptyString: true });

/**
 * A booking's proof of its contact, beside the patient's details: the code e-mailed to its address
 * (`POST /api/appointment/contact-code/`), needed only when the API asks for it (`contactProofRequired`).
 */
const contactCode = () =>
  storableString()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') || undefined : value))
    .matches(ACCESS_CODE_PATTERN, { message: fieldIssue('code'), excludeEmptyString: true });

/** An opaque secret the API handed out (an access grant or a link's token); the API checks it. */
const opaqueSecret = (required: FieldIssue, invalid: FieldIssue) =>
  storableString().trim().required(required).max(LIMITS.secretMax, invalid);

/**
 * Step one of managing a booking (the form's first step): its reference and the phone or e-mail it
 * was made with. The API answers 202 alike for any reference and e-mails a code only on a match.
 */
export const manageBookingSchema = builtOnFirstUse(() =>
  object({
    reference: bookingReference(),
    contact: bookingContact(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** A booking reference as typed: the signed-in owner's cancel (accounts.ts) names only the booking. */
export const bookingReferenceField = () => bookingReference();

/** Step two's own field: the code from the e-mail. */
export const accessCodeSchema = builtOnFirstUse(() => object({ code: accessCode() }).noUnknown(UNKNOWN_FIELD));

/** Step two as the API takes it (look-up, or cancel without a grant): reference, contact and code. */
export const bookingCodeLookupSchema = builtOnFirstUse(() =>
  object({
    reference: bookingReference(),
    contact: bookingContact(),
    code: accessCode(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/appointment/contact-code/`: e-mail a booking's contact code to this address (202 alike for any). */
export const contactCodeRequestSchema = builtOnFirstUse(() => object({ email: email() }).noUnknown(UNKNOWN_FIELD));

/** The confirmation e-mail's single-use link: its token, read from the page's fragment. */
export const bookingLinkSchema = builtOnFirstUse(() =>
  object({
    token: opaqueSecret(fieldIssue('tokenRequired'), fieldIssue('tokenInvalid')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** Cancel with the access grant a look-up answered (valid 30 minutes). */
export const bookingAccessCancelSchema = builtOnFirstUse(() =>
  object({
    reference: bookingReference(),
    access: opaqueSecret(fieldIssue('accessRequired'), fieldIssue('accessInvalid')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** The day and slot a doctor booking moves to: the site's reschedule and the desk's take the same. */
export const newSlotFields = () => ({ date: visitDate(), slot_start: slotStart() });

/**
 * `POST /api/appointment/reschedule/`: a doctor booking to another day and slot, with the access
 * grant a look-up or the booking answered, or (without `access`) the owner's session.
 */
export const rescheduleSchema = builtOnFirstUse(() =>
  object({
    reference: bookingReference(),
    access: storableString().trim().max(LIMITS.secretMax, fieldIssue('accessInvalid')),
    ...newSlotFields(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** A reschedule's body. */
export type RescheduleInput = InferType<ReturnType<typeof rescheduleSchema>>;

/**
 * `POST /api/appointment/reschedule-lab/`: a lab booking to another day and, for a home collection,
 * another window still open on that day (the booking form's rules), with the access grant a look-up
 * answered or (without `access`) the owner's session. Only the API knows whether the booking is at
 * home: it asks for the window then, and drops one sent for a lab visit.
 */
export const labRescheduleSchema = builtOnFirstUse(() =>
  object({
    reference: bookingReference(),
    access: storableString().trim().max(LIMITS.secretMax, fieldIssue('accessInvalid')),
    date: visitDate(),
    collection_window: openWindow(storableString().trim()),
  }).noUnknown(UNKNOWN_FIELD),
);

/** A lab reschedule's body. */
export type LabRescheduleInput = InferType<ReturnType<typeof labRescheduleSchema>>;

export type DoctorAppointmentInput = InferType<ReturnType<typeof doctorAppointmentSchema>>;
export type LabAppointmentInput = InferType<ReturnType<typeof labAppointmentSchema>>;
/** The patient block both booking forms share. */
export type PatientDetails = Pick<DoctorAppointmentInput, keyof ReturnType<typeof patientDetailsFields>>;
/** A form's field names as its schema has them: a misspelt name does not compile. */
export type FieldNameOf<Schema extends ObjectSchema<AnyObject>> = keyof Schema['fields'] & string;
export type DoctorAppointmentField = FieldNameOf<ReturnType<typeof doctorAppointmentSchema>>;
export type LabAppointmentField = FieldNameOf<ReturnType<typeof labAppointmentSchema>>;
export type ContactMessageField = FieldNameOf<ReturnType<typeof contactMessageSchema>>;
export type RegistrationField = FieldNameOf<ReturnType<typeof registrationSchema>>;
export type LoginField = FieldNameOf<ReturnType<typeof loginSchema>>;
export type ManageBookingField = FieldNameOf<ReturnType<typeof manageBookingSchema>>;
export type AccessCodeField = FieldNameOf<ReturnType<typeof accessCodeSchema>>;
export type ContactMessageInput = InferType<ReturnType<typeof contactMessageSchema>>;
export type RegistrationInput = InferType<ReturnType<typeof registrationSchema>>;
export type LoginInput = InferType<ReturnType<typeof loginSchema>>;
export type ManageBookingInput = InferType<ReturnType<typeof manageBookingSchema>>;
/** `POST /api/appointment/lookup/` step one: answers 202 and a message, whatever the reference. */
export type BookingCodeRequest = ManageBookingInput;
export type AccessCodeInput = InferType<ReturnType<typeof accessCodeSchema>>;
export type ContactCodeRequest = InferType<ReturnType<typeof contactCodeRequestSchema>>;
/** `POST /api/appointment/lookup/` step two: answers a BookingAccess, or 404. */
export type BookingCodeLookup = InferType<ReturnType<typeof bookingCodeLookupSchema>>;
/** `POST /api/appointment/lookup/` with the e-mailed link's token: answers a BookingAccess, or 404. */
export type BookingLinkLookup = InferType<ReturnType<typeof bookingLinkSchema>>;
export type BookingLookupInput = BookingCodeRequest | BookingCodeLookup | BookingLinkLookup;
export type BookingAccessCancel = InferType<ReturnType<typeof bookingAccessCancelSchema>>;
/** `POST /api/appointment/cancel/`: with a look-up's access grant, or with contact and code. */
export type BookingCancelInput = BookingAccessCancel | BookingCodeLookup;

/**
 * The version of a row an editor read, sent back with its save so that a second editor's save is
 * told the row changed (409) rather than overwriting it: a whole number from `min`, or `code`.
 */
export const editedVersionField = (code: FieldErrorCode, min: 0 | 1) =>
  number()
    .transform((_parsed: unknown, original: unknown) =>
      original === undefined || original === null ? undefined : Number.isSafeInteger(original) ? original : Number.NaN,
    )
    .typeError(fieldIssue(code))
    .required(fieldIssue(code))
    .min(min, fieldIssue(code));
