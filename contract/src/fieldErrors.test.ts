import { ValidationError } from 'yup';
import type { AnyObjectSchema } from 'yup';
import { latestVisitDay, todayInHospitalZone } from './dates';
import { FIELD_ERROR_TEXTS, fieldIssueText, isFieldIssue } from './fieldErrors';
import type { FieldIssue } from './fieldErrors';
import {
  accessCodeSchema,
  bookingAccessCancelSchema,
  bookingLinkSchema,
  contactMessageSchema,
  doctorAppointmentSchema,
  labAppointmentSchema,
  loginSchema,
  manageBookingSchema,
  registrationSchema,
} from './schemas';

/** Each field's first issue, as yup hands it over (the object the schema gave, untouched). */
function issuesOf(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, unknown> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues: Record<string, unknown> = {};
    for (const inner of error.inner) {
      const message: unknown = inner.message;
      if (inner.path && !(inner.path in issues)) issues[inner.path] = message;
    }
    return issues;
  }
}

const patient = { patient_name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', address: 'Sector 15' };
const doctor = { department: '2', doctor: '5', date: todayInHospitalZone(), mode: 'ON', ...patient, consent: true };
const lab = { lab: '1', tests: '3', date: todayInHospitalZone(), age: '40', ...patient, consent: true };
const home = {
  package: '4',
  collection: 'home',
  pincode: '121001',
  collection_window: 'morning',
  date: latestVisitDay(),
};
const contact = { name: 'Asha', email: 'a@b.in', phone: '9876543210', subject: 'Hi', message: 'Hello', consent: true };
const registration = {
  name: 'Asha',
  email: 'a@b.in',
  phone: '9876543210',
  age: '30',
  gender: 'F',
  login_id: 'asha',
  password: 'long-enough',
  consent: true,
};
const reference = 'APT-7K3QD-M9X21';

const cases: [string, AnyObjectSchema, Record<string, unknown>, string, FieldIssue][] = [
  [
    'department missing',
    doctorAppointmentSchema(),
    { ...doctor, department: '' },
    'department',
    { code: 'departmentRequired' },
  ],
  ['doctor not an id', doctorAppointmentSchema(), { ...doctor, doctor: 'x' }, 'doctor', { code: 'doctorRequired' }],
  ['mode unknown', doctorAppointmentSchema(), { ...doctor, mode: 'VIDEO' }, 'mode', { code: 'modeRequired' }],
  ['date missing', doctorAppointmentSchema(), { ...doctor, date: ' ' }, 'date', { code: 'dateRequired' }],
  ['date not a day', doctorAppointmentSchema(), { ...doctor, date: '2099-02-30' }, 'date', { code: 'dateInvalid' }],
  ['date past', doctorAppointmentSchema(), { ...doctor, date: '2020-01-01' }, 'date', { code: 'datePast' }],
  ['date too far', doctorAppointmentSchema(), { ...doctor, date: '9999-12-31' }, 'date', { code: 'dateTooFar' }],
  [
    'patient name missing',
    doctorAppointmentSchema(),
    { ...doctor, patient_name: ' ' },
    'patient_name',
    { code: 'patientNameRequired' },
  ],
  ['name with digits', doctorAppointmentSchema(), { ...doctor, patient_name: 'R2' }, 'patient_name', { code: 'name' }],
  [
    'name too short',
    doctorAppointmentSchema(),
    { ...doctor, patient_name: 'R' },
    'patient_name',
    { code: 'nameShort' },
  ],
  [
    'name too long',
    doctorAppointmentSchema(),
    { ...doctor, patient_name: 'R'.repeat(81) },
    'patient_name',
    { code: 'tooLong', params: { max: 80 } },
  ],
  ['email missing', doctorAppointmentSchema(), { ...doctor, email: '' }, 'email', { code: 'emailRequired' }],
  ['email malformed', doctorAppointmentSchema(), { ...doctor, email: 'ravi@' }, 'email', { code: 'email' }],
  ['phone missing', doctorAppointmentSchema(), { ...doctor, phone: '' }, 'phone', { code: 'phoneRequired' }],
  ['phone short', doctorAppointmentSchema(), { ...doctor, phone: '98765' }, 'phone', { code: 'phone' }],
  ['address missing', doctorAppointmentSchema(), { ...doctor, address: ' ' }, 'address', { code: 'addressRequired' }],
  [
    'address too long',
    doctorAppointmentSchema(),
    { ...doctor, address: 'a'.repeat(501) },
    'address',
    { code: 'tooLong', params: { max: 500 } },
  ],
  [
    'message with NUL',
    doctorAppointmentSchema(),
    { ...doctor, message: 'a\u0000' },
    'message',
    { code: 'invalidCharacters' },
  ],
  ['no consent', doctorAppointmentSchema(), { ...doctor, consent: false }, 'consent', { code: 'consent' }],
  ['lab missing', labAppointmentSchema(), { ...lab, lab: '' }, 'lab', { code: 'labRequired' }],
  ['test missing', labAppointmentSchema(), { ...lab, tests: '' }, 'tests', { code: 'testRequired' }],
  [
    'too many tests',
    labAppointmentSchema(),
    { ...lab, tests: '1,2,3,4,5,6,7,8,9,10,11' },
    'tests',
    { code: 'testsTooMany', params: { max: 10 } },
  ],
  [
    'package not an id',
    labAppointmentSchema(),
    { ...lab, lab: undefined, tests: undefined, package: 'x' },
    'package',
    { code: 'packageRequired' },
  ],
  [
    'test beside a package',
    labAppointmentSchema(),
    { ...lab, lab: undefined, tests: '3', package: '4' },
    'tests',
    { code: 'testOrPackage' },
  ],
  [
    'collection unknown',
    labAppointmentSchema(),
    { ...lab, collection: 'garden' },
    'collection',
    { code: 'collection' },
  ],
  ['pincode missing', labAppointmentSchema(), { ...lab, ...home, pincode: '' }, 'pincode', { code: 'pincodeRequired' }],
  ['pincode short', labAppointmentSchema(), { ...lab, ...home, pincode: '1210' }, 'pincode', { code: 'pincode' }],
  [
    'pincode not served',
    labAppointmentSchema(),
    { ...lab, ...home, pincode: '110001' },
    'pincode',
    { code: 'pincodeNotServed' },
  ],
  [
    'window missing',
    labAppointmentSchema(),
    { ...lab, ...home, collection_window: '' },
    'collection_window',
    { code: 'windowRequired' },
  ],
  ['age missing', labAppointmentSchema(), { ...lab, age: '' }, 'age', { code: 'ageRequired' }],
  ['age out of range', labAppointmentSchema(), { ...lab, age: '121' }, 'age', { code: 'age' }],
  ['contact name missing', contactMessageSchema(), { ...contact, name: '' }, 'name', { code: 'nameRequired' }],
  ['subject missing', contactMessageSchema(), { ...contact, subject: '' }, 'subject', { code: 'subjectRequired' }],
  ['message missing', contactMessageSchema(), { ...contact, message: '' }, 'message', { code: 'messageRequired' }],
  [
    'message too long',
    contactMessageSchema(),
    { ...contact, message: 'a'.repeat(2001) },
    'message',
    { code: 'tooLong', params: { max: 2000 } },
  ],
  [
    'gender missing',
    registrationSchema(),
    { ...registration, gender: undefined },
    'gender',
    { code: 'genderRequired' },
  ],
  ['gender unknown', registrationSchema(), { ...registration, gender: 'X' }, 'gender', { code: 'gender' }],
  ['login ID short', registrationSchema(), { ...registration, login_id: 'as' }, 'login_id', { code: 'loginIdShort' }],
  [
    'login ID long',
    registrationSchema(),
    { ...registration, login_id: 'a'.repeat(51) },
    'login_id',
    { code: 'loginIdLong' },
  ],
  [
    'login ID characters',
    registrationSchema(),
    { ...registration, login_id: 'as ha' },
    'login_id',
    { code: 'loginIdCharacters' },
  ],
  [
    'password short',
    registrationSchema(),
    { ...registration, password: 'short' },
    'password',
    { code: 'passwordShort' },
  ],
  [
    'password long',
    registrationSchema(),
    { ...registration, password: 'a'.repeat(129) },
    'password',
    { code: 'passwordLong' },
  ],
  ['login ID missing', loginSchema(), { login_id: '', password: 'x' }, 'login_id', { code: 'loginIdRequired' }],
  ['password missing', loginSchema(), { login_id: 'asha', password: '' }, 'password', { code: 'passwordRequired' }],
  [
    'reference missing',
    manageBookingSchema(),
    { reference: '', contact: '9810012345' },
    'reference',
    { code: 'referenceRequired' },
  ],
  [
    'reference malformed',
    manageBookingSchema(),
    { reference: 'APT-1', contact: '9810012345' },
    'reference',
    { code: 'reference' },
  ],
  [
    'reference mistyped',
    manageBookingSchema(),
    { reference: 'APT-7K3QD-M9X22', contact: '9810012345' },
    'reference',
    { code: 'referenceCheck' },
  ],
  ['contact missing', manageBookingSchema(), { reference, contact: '' }, 'contact', { code: 'contactRequired' }],
  ['contact neither', manageBookingSchema(), { reference, contact: 'asha' }, 'contact', { code: 'contact' }],
  ['code missing', accessCodeSchema(), { code: '' }, 'code', { code: 'codeRequired' }],
  ['code short', accessCodeSchema(), { code: '123' }, 'code', { code: 'code' }],
  ['token missing', bookingLinkSchema(), { token: '' }, 'token', { code: 'tokenRequired' }],
  ['token too long', bookingLinkSchema(), { token: 'x'.repeat(201) }, 'token', { code: 'tokenInvalid' }],
  ['access missing', bookingAccessCancelSchema(), { reference, access: '' }, 'access', { code: 'accessRequired' }],
  [
    'access too long',
    bookingAccessCancelSchema(),
    { reference, access: 'x'.repeat(201) },
    'access',
    { code: 'accessInvalid' },
  ],
];

describe('the schemas report codes with parameters', () => {
  it.each(cases)('%s: %s', (_case, schema, values, field, expected) => {
    expect(issuesOf(schema, values)[field]).toEqual(expected);
  });

  it('names the unknown fields of a payload', () => {
    expect(() => contactMessageSchema().validateSync({ ...contact, admin: true }, { stripUnknown: false })).toThrow(
      expect.objectContaining({ errors: [{ code: 'unknownField', params: { fields: 'admin' } }] }),
    );
  });
});

describe('the vocabulary', () => {
  it('has an English text for every code', () => {
    for (const [code, text] of Object.entries(FIELD_ERROR_TEXTS)) {
      expect([code, text.trim().length > 0]).toEqual([code, true]);
    }
  });

  it('fills an issue’s parameters into its text, and leaves an unknown one as written', () => {
    expect(fieldIssueText({ code: 'tooLong', params: { max: 80 } })).toBe('Must be at most 80 characters');
    expect(fieldIssueText({ code: 'doctorNotInDepartment', params: { doctor: 'Dr. Rao', department: 'ENT' } })).toBe(
      'Dr. Rao is not in ENT',
    );
    expect(fieldIssueText({ code: 'tooLong' })).toBe('Must be at most {max} characters');
    expect(fieldIssueText({ code: 'phone' })).toBe('Please enter a valid 10-digit phone number');
  });

  it('recognises an issue only with a known code and plain parameters', () => {
    expect(isFieldIssue({ code: 'phone' })).toBe(true);
    expect(isFieldIssue({ code: 'tooLong', params: { max: 80 } })).toBe(true);
    expect(isFieldIssue({ code: 'toString' })).toBe(false);
    expect(isFieldIssue({ code: 'tooLong', params: { max: {} } })).toBe(false);
    expect(isFieldIssue('Please enter a valid 10-digit phone number')).toBe(false);
  });
});
