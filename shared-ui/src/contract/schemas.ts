/**
 * Validation of every payload the site sends, written once: the forms validate with these schemas
 * before sending and the API validates every request with the same ones. Messages quoted from SPEC §5
 * where it gives them.
 */
import { boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { isIsoDay, todayInHospitalZone } from './dates';

export const LIMITS = {
  nameMax: 100,
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
  prescriptionMaxBytes: 5 * 1024 * 1024,
} as const;

export const PHONE_PATTERN = /^\d{10}$/;
export const MESSAGES = {
  phone: 'Please enter a valid 10-digit phone number',
  email: 'Please enter a valid email address',
  consent: 'Please agree to the privacy notice to continue',
  age: `Age must be a whole number from ${LIMITS.ageMin} to ${LIMITS.ageMax}`,
  datePast: 'Please choose today or a later date',
  dateInvalid: 'Please enter a valid date',
} as const;

/** Whitespace-only counts as empty (SPEC §5). */
const requiredText = (message: string, max: number) =>
  string().trim().required(message).max(max, `Must be at most ${max} characters`);

const email = () =>
  string()
    .trim()
    .required('Email is required')
    .max(LIMITS.emailMax, `Must be at most ${LIMITS.emailMax} characters`)
    .email(MESSAGES.email);

const phone = () =>
  string()
    .trim()
    .required('Phone number is required')
    .matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true });

const optionalMessage = () =>
  string().trim().max(LIMITS.messageMax, `Must be at most ${LIMITS.messageMax} characters`).default('');

const consent = () => boolean().typeError(MESSAGES.consent).required(MESSAGES.consent).oneOf([true], MESSAGES.consent);

const id = (message: string) => number().typeError(message).required(message).integer(message).positive(message);

const age = () =>
  number()
    .typeError(MESSAGES.age)
    .required('Age is required')
    .integer(MESSAGES.age)
    .min(LIMITS.ageMin, MESSAGES.age)
    .max(LIMITS.ageMax, MESSAGES.age);

/** A visit day: a real `YYYY-MM-DD`, today or later in the hospital's zone. */
const visitDate = () =>
  string()
    .trim()
    .required('Date is required')
    .test('iso-day', MESSAGES.dateInvalid, (value) => value === undefined || isIsoDay(value))
    .test(
      'not-past',
      MESSAGES.datePast,
      (value) => value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(),
    );

export const doctorAppointmentSchema = object({
  department: id('Please choose a department'),
  doctor: id('Please choose a doctor'),
  date: visitDate(),
  mode: mixed<'ON' | 'OFF'>()
    .required('Please choose Online or Offline')
    .oneOf(['ON', 'OFF'], 'Please choose Online or Offline'),
  patient_name: requiredText('Patient name is required', LIMITS.nameMax),
  email: email(),
  phone: phone(),
  address: requiredText('Address is required', LIMITS.addressMax),
  message: optionalMessage(),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

export const labAppointmentSchema = object({
  lab: id('Please choose a lab'),
  test: id('Please choose a test'),
  date: visitDate(),
  age: age(),
  patient_name: requiredText('Patient name is required', LIMITS.nameMax),
  email: email(),
  phone: phone(),
  address: requiredText('Address is required', LIMITS.addressMax),
  message: optionalMessage(),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

/** Checked in this order, with these texts (SPEC §5). */
export const contactMessageSchema = object({
  name: requiredText('Name is required', LIMITS.nameMax),
  email: email(),
  phone: phone(),
  subject: requiredText('Subject is required', LIMITS.subjectMax),
  message: string()
    .trim()
    .required('Message is required')
    .max(LIMITS.messageMax, `Must be at most ${LIMITS.messageMax} characters`),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

export const registrationSchema = object({
  name: requiredText('Name is required', LIMITS.nameMax),
  email: email(),
  phone: phone(),
  age: age(),
  gender: mixed<'M' | 'F' | 'O'>()
    .required('Please choose a gender')
    .oneOf(['M', 'F', 'O'], 'Please choose Male, Female or Other'),
  login_id: string()
    .trim()
    .required('Login ID is required')
    .min(LIMITS.loginIdMin, `Login ID must be at least ${LIMITS.loginIdMin} characters`)
    .max(LIMITS.loginIdMax, `Login ID must be at most ${LIMITS.loginIdMax} characters`)
    .matches(/^[A-Za-z0-9._-]+$/, 'Login ID may use letters, digits, dot, dash and underscore'),
  password: string()
    .required('Password is required')
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  consent: consent(),
}).noUnknown('Unknown field: ${unknown}');

/** Login has no client-side rules (SPEC §5); the API still requires both fields. */
export const loginSchema = object({
  login_id: string().trim().required('Login ID is required').max(LIMITS.loginIdMax),
  password: string().required('Password is required').max(LIMITS.passwordMax),
}).noUnknown('Unknown field: ${unknown}');

/** The footer's newsletter sign-up: just a well-formed address. */
export const newsletterSignupSchema = object({ email: email() }).noUnknown('Unknown field: ${unknown}');

export type DoctorAppointmentInput = InferType<typeof doctorAppointmentSchema>;
export type LabAppointmentInput = InferType<typeof labAppointmentSchema>;
export type ContactMessageInput = InferType<typeof contactMessageSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type LoginInput = InferType<typeof loginSchema>;

/** Prescription uploads (SPEC §5): images, pdf, doc, docx; the API checks the content, not the name. */
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
