/**
 * Validation of every payload the site sends, written once: the forms validate with these schemas
 * before sending and the API validates every request with the same ones. Messages are the site's
 * where it gives them.
 */
import { boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { isIsoDay, latestVisitDay, todayInHospitalZone, VISIT_HORIZON_MONTHS } from './dates';
import { HOME_VISIT_PINCODES, homeVisitWindow, isServedPincode, openHomeVisitWindows } from './homeVisits';
import { BOOKING_REFERENCE_PATTERN, isBookingReference, normaliseBookingReference } from './reference';

export const LIMITS = {
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
  addressMax: 500,
  subjectMax: 200,
  messageMax: 2000,
  loginIdMin: 3,
  loginIdMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  ageMin: 1,
  ageMax: 120,
  /** Ids are PostgreSQL `integer`s. */
  idMax: 2_147_483_647,
  visitHorizonMonths: VISIT_HORIZON_MONTHS,
  prescriptionMaxBytes: 5 * 1024 * 1024,
  /** Access grants and link tokens the API hands out are far shorter; anything longer is not one. */
  secretMax: 200,
  /** A phone field's room for what people type around the 10 digits: `+91 (98110) 22-334`. */
  phoneTypedMax: 20,
} as const;

export const PHONE_PATTERN = /^\d{10}$/;
export const MESSAGES = {
  phone: 'Please enter a valid 10-digit phone number',
  email: 'Please enter a valid email address',
  consent: 'Please agree to the privacy notice to continue',
  age: `Age must be a whole number from ${LIMITS.ageMin} to ${LIMITS.ageMax}`,
  datePast: 'Please choose today or a later date',
  dateInvalid: 'Please enter a valid date',
  dateTooFar: `Please choose a date within the next ${LIMITS.visitHorizonMonths} months`,
  invalidCharacters: 'Please remove the invalid characters from this field',
  name: 'Please enter a name using letters only',
  nameShort: `Name must be at least ${LIMITS.nameMin} characters`,
  prescriptionType:
    'Please attach the prescription as an image (JPEG, PNG or WebP), a PDF or a Word (DOC or DOCX) file',
  prescriptionSize: 'The prescription must be at most 5 MB',
  prescriptionEmpty: 'The prescription file is empty. Please attach it again',
  prescriptionActivePdf:
    'This PDF contains scripts, actions or attached files, which we cannot accept. Please attach a photo or scan of the prescription, or a PDF without them',
  prescriptionUncheckedPdf:
    'This PDF could not be checked (it may be protected or damaged). Please attach a photo or scan of the prescription, or the PDF without protection',
  prescriptionUnpacksTooLarge:
    'This Word file unpacks to more than 50 MB. Please attach a photo or scan of the prescription, or a PDF',
  reference: 'Please enter your booking reference, like APT-7K3QD-M9X21 or LAB-4HV0C-2RT8V',
  referenceCheck: 'This reference has a mistyped character. Please check it against your confirmation email',
  referenceRequired: 'Booking reference is required',
  code: 'Please enter the 6-digit code from the email we sent',
  codeRequired: 'Code is required',
  contact: 'Please enter the 10-digit phone number or the email address you booked with',
  contactRequired: 'Phone number or email is required',
  packageRequired: 'Please choose a package',
  testOrPackage: 'Please choose a test or a package, not both',
  collection: 'Please choose the lab or your home',
  pincodeRequired: 'Pincode is required',
  pincode: 'Please enter the 6-digit pincode of the address',
  pincodeNotServed: `We come to homes in Faridabad only (pincodes ${HOME_VISIT_PINCODES.join(', ')}). Please choose the lab, or call us`,
  windowRequired: 'Please choose a time for the visit',
  windowPassed: 'This time is too soon or has passed today. Please choose a later time or another day',
} as const;

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
  string().test('storable', MESSAGES.invalidCharacters, (value) => value === undefined || isStorableText(value));

/** Every free text field: storable, and at most `max` characters. */
const text = (max: number, tooLong = `Must be at most ${max} characters`) =>
  storableString().test('max-characters', tooLong, (value) => value === undefined || characterCount(value) <= max);

/** Whitespace-only counts as empty. */
const requiredText = (message: string, max: number) => text(max).trim().required(message);

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

const personName = (requiredMessage: string) =>
  requiredText(requiredMessage, LIMITS.nameMax)
    // An empty name is the required check's to report, alone.
    .test('name-characters', MESSAGES.name, (value) => !value || isPersonName(value))
    .test('name-length', MESSAGES.nameShort, (value) => !value || characterCount(value) >= LIMITS.nameMin);

const email = () => text(LIMITS.emailMax).trim().required('Email is required').email(MESSAGES.email);

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
    .required('Phone number is required')
    .matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true });

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
    .required(MESSAGES.consent)
    .oneOf([true], MESSAGES.consent);

const optionalId = (message: string) =>
  number().transform(strictWholeNumber).typeError(message).min(1, message).max(LIMITS.idMax, message);

const id = (message: string) => optionalId(message).required(message);

const age = () =>
  number()
    .transform(strictWholeNumber)
    .typeError(MESSAGES.age)
    .required('Age is required')
    .min(LIMITS.ageMin, MESSAGES.age)
    .max(LIMITS.ageMax, MESSAGES.age);

/** A visit day: a real `YYYY-MM-DD`, from today to the booking horizon in the hospital's zone. */
const visitDate = () =>
  string()
    .trim()
    .required('Date is required')
    .test('iso-day', MESSAGES.dateInvalid, (value) => value === undefined || isIsoDay(value))
    .test(
      'not-past',
      MESSAGES.datePast,
      (value) => value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(),
    )
    .test(
      'horizon',
      MESSAGES.dateTooFar,
      (value) => value === undefined || !isIsoDay(value) || value <= latestVisitDay(),
    );

export const doctorAppointmentSchema = object({
  department: id('Please choose a department'),
  doctor: id('Please choose a doctor'),
  date: visitDate(),
  mode: mixed<'ON' | 'OFF'>()
    .required('Please choose Online or Offline')
    .oneOf(['ON', 'OFF'], 'Please choose Online or Offline'),
  patient_name: personName('Patient name is required'),
  email: email(),
  phone: phone(),
  address: requiredText('Address is required', LIMITS.addressMax),
  message: optionalMessage(),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

const hasPackage = (value: unknown) => value !== undefined && value !== null;

/** A single test's lab or test: required without a package, refused beside one. */
const testChoice = (message: string) =>
  optionalId(message).when('package', ([chosenPackage], schema) =>
    hasPackage(chosenPackage)
      ? schema.test('test-or-package', MESSAGES.testOrPackage, (value) => value === undefined)
      : schema.required(message),
  );

/** Only asked for a home visit; what a lab visit sends for it is dropped. */
const homeVisitText = (ifHome: (schema: ReturnType<typeof storableString>) => ReturnType<typeof storableString>) =>
  storableString()
    .trim()
    .when('collection', ([collection], schema) =>
      collection === 'home' ? ifHome(schema) : schema.transform(() => undefined),
    );

/**
 * A lab booking: a single test (with its lab) or a package, taken at the lab or at home. A home
 * visit needs a served pincode and a time window still open on the chosen day. Whether the test or
 * package may be done at home is the API's to check (it is in the data, not the form).
 */
export const labAppointmentSchema = object({
  package: optionalId(MESSAGES.packageRequired),
  lab: testChoice('Please choose a lab'),
  test: testChoice('Please choose a test'),
  collection: mixed<'lab' | 'home'>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .default('lab')
    .oneOf(['lab', 'home'], MESSAGES.collection),
  pincode: homeVisitText((schema) =>
    schema
      .required(MESSAGES.pincodeRequired)
      .matches(/^\d{6}$/, { message: MESSAGES.pincode, excludeEmptyString: true })
      .test('served', MESSAGES.pincodeNotServed, (value) => !value || !/^\d{6}$/.test(value) || isServedPincode(value)),
  ),
  collection_window: homeVisitText((schema) =>
    schema
      .required(MESSAGES.windowRequired)
      .test('known', MESSAGES.windowRequired, (value) => !value || homeVisitWindow(value) !== undefined)
      .test('open', MESSAGES.windowPassed, function windowStillOpen(value) {
        const day: unknown = this.parent.date;
        if (!value || typeof day !== 'string' || !isIsoDay(day) || homeVisitWindow(value) === undefined) return true;
        return openHomeVisitWindows(day, todayInHospitalZone()).some((window) => window.id === value);
      }),
  ),
  date: visitDate(),
  age: age(),
  patient_name: personName('Patient name is required'),
  email: email(),
  phone: phone(),
  address: requiredText('Address is required', LIMITS.addressMax),
  message: optionalMessage(),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

/** Checked in this order, with these texts: the form shows the first problem. */
export const contactMessageSchema = object({
  name: personName('Name is required'),
  email: email(),
  phone: phone(),
  subject: requiredText('Subject is required', LIMITS.subjectMax),
  message: requiredText('Message is required', LIMITS.messageMax),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

export const registrationSchema = object({
  name: personName('Name is required'),
  email: email(),
  phone: phone(),
  age: age(),
  gender: mixed<'M' | 'F' | 'O'>()
    .required('Please choose a gender')
    .oneOf(['M', 'F', 'O'], 'Please choose Male, Female or Other'),
  login_id: text(LIMITS.loginIdMax, `Login ID must be at most ${LIMITS.loginIdMax} characters`)
    .trim()
    .required('Login ID is required')
    .min(LIMITS.loginIdMin, `Login ID must be at least ${LIMITS.loginIdMin} characters`)
    .matches(/^[A-Za-z0-9._-]+$/, 'Login ID may use letters, digits, dot, dash and underscore'),
  password: text(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
    .required('Password is required')
    .test(
      'min-characters',
      `Password must be at least ${LIMITS.passwordMin} characters`,
      (value) => value === undefined || characterCount(value) >= LIMITS.passwordMin,
    ),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

/** The login form checks nothing itself; the API still requires both fields. */
export const loginSchema = object({
  login_id: text(LIMITS.loginIdMax).trim().required('Login ID is required'),
  password: text(LIMITS.passwordMax).required('Password is required'),
}).noUnknown('Unknown field: ${unknown}');

/** The footer's newsletter sign-up: just a well-formed address. */
export const newsletterSignupSchema = object({ email: email() }).noUnknown('Unknown field: ${unknown}');

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
    .required(MESSAGES.referenceRequired)
    .matches(BOOKING_REFERENCE_PATTERN, { message: MESSAGES.reference, excludeEmptyString: true })
    .test(
      'check-character',
      MESSAGES.referenceCheck,
      (value) => !value || !BOOKING_REFERENCE_PATTERN.test(value) || isBookingReference(value),
    );

const bookingContact = () =>
  text(LIMITS.emailMax, MESSAGES.contact)
    .trim()
    .required(MESSAGES.contactRequired)
    .test('phone-or-email', MESSAGES.contact, (value) => !value || parseBookingContact(value) !== null);

/** The e-mailed one-time code: six digits, spaces between them allowed. */
export const ACCESS_CODE_PATTERN = /^\d{6}$/;

const accessCode = () =>
  storableString()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(MESSAGES.codeRequired)
    .matches(ACCESS_CODE_PATTERN, { message: MESSAGES.code, excludeEmptyString: true });

/** An opaque secret the API handed out (an access grant or a link's token); the API checks it. */
const opaqueSecret = (name: string) =>
  storableString().trim().required(`${name} is required`).max(LIMITS.secretMax, `${name} is not valid`);

/**
 * Step one of managing a booking (the form's first step): its reference and the phone or e-mail it
 * was made with. The API answers 202 alike for any reference and e-mails a code only on a match.
 */
export const manageBookingSchema = object({
  reference: bookingReference(),
  contact: bookingContact(),
}).noUnknown('Unknown field: ${unknown}');

/** Step two's own field: the code from the e-mail. */
export const accessCodeSchema = object({ code: accessCode() }).noUnknown('Unknown field: ${unknown}');

/** Step two as the API takes it (look-up, or cancel without a grant): reference, contact and code. */
export const bookingCodeLookupSchema = object({
  reference: bookingReference(),
  contact: bookingContact(),
  code: accessCode(),
}).noUnknown('Unknown field: ${unknown}');

/** The confirmation e-mail's single-use link: its token, read from the page's fragment. */
export const bookingLinkSchema = object({ token: opaqueSecret('Token') }).noUnknown('Unknown field: ${unknown}');

/** Cancel with the access grant a look-up answered (valid 30 minutes). */
export const bookingAccessCancelSchema = object({
  reference: bookingReference(),
  access: opaqueSecret('Access'),
}).noUnknown('Unknown field: ${unknown}');

export type DoctorAppointmentInput = InferType<typeof doctorAppointmentSchema>;
export type LabAppointmentInput = InferType<typeof labAppointmentSchema>;
export type ContactMessageInput = InferType<typeof contactMessageSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type LoginInput = InferType<typeof loginSchema>;
export type ManageBookingInput = InferType<typeof manageBookingSchema>;
/** `POST /api/appointment/lookup/` step one: answers 202 and a message, whatever the reference. */
export type BookingCodeRequest = ManageBookingInput;
export type AccessCodeInput = InferType<typeof accessCodeSchema>;
/** `POST /api/appointment/lookup/` step two: answers a BookingAccess, or 404. */
export type BookingCodeLookup = InferType<typeof bookingCodeLookupSchema>;
/** `POST /api/appointment/lookup/` with the e-mailed link's token: answers a BookingAccess, or 404. */
export type BookingLinkLookup = InferType<typeof bookingLinkSchema>;
export type BookingLookupInput = BookingCodeRequest | BookingCodeLookup | BookingLinkLookup;
export type BookingAccessCancel = InferType<typeof bookingAccessCancelSchema>;
/** `POST /api/appointment/cancel/`: with a look-up's access grant, or with contact and code. */
export type BookingCancelInput = BookingAccessCancel | BookingCodeLookup;

/** Prescription uploads: images, pdf, doc, docx; the API checks the content, not the name. */
export const PRESCRIPTION_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

/** For an `<input type="file" accept>`. */
export const PRESCRIPTION_ACCEPT = Object.entries(PRESCRIPTION_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');
