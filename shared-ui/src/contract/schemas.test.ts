import { ValidationError } from 'yup';
import { todayInHospitalZone, isIsoDay } from './dates';
import { contactMessageSchema, doctorAppointmentSchema, labAppointmentSchema, registrationSchema } from './schemas';

const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
};

const contact = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Visit',
  message: 'Hello',
  consent: true,
};

describe('contactMessageSchema', () => {
  it('checks fields in the order SPEC §5 gives, with its texts; whitespace counts as empty', () => {
    const empty = { name: '  ', email: '', phone: '', subject: ' ', message: '', consent: true };
    expect(errorsOf(() => contactMessageSchema.validateSync(empty, { abortEarly: false }))).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]);
  });

  it('wants exactly 10 digits and a well-formed e-mail', () => {
    expect(errorsOf(() => contactMessageSchema.validateSync({ ...contact, phone: '98765' }))).toEqual([
      'Please enter a valid 10-digit phone number',
    ]);
    expect(errorsOf(() => contactMessageSchema.validateSync({ ...contact, phone: '98765432101' }))).toHaveLength(1);
    expect(errorsOf(() => contactMessageSchema.validateSync({ ...contact, email: 'asha@' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(errorsOf(() => contactMessageSchema.validateSync(contact))).toEqual([]);
  });

  it('requires consent and refuses unknown fields', () => {
    expect(errorsOf(() => contactMessageSchema.validateSync({ ...contact, consent: false }))).toEqual([
      'Please agree to the privacy notice to continue',
    ]);
    expect(
      errorsOf(() => contactMessageSchema.validateSync({ ...contact, admin: true }, { stripUnknown: false })),
    ).toEqual(['Unknown field: admin']);
  });
});

describe('visit dates', () => {
  const booking = {
    department: '2',
    doctor: '5',
    date: todayInHospitalZone(),
    mode: 'ON',
    patient_name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Sector 15',
    consent: 'true',
  };

  it('accepts today in Asia/Kolkata and casts multipart strings', () => {
    expect(doctorAppointmentSchema.validateSync(booking)).toMatchObject({
      department: 2,
      doctor: 5,
      consent: true,
      message: '',
    });
  });

  it('refuses a past day and an impossible one', () => {
    expect(errorsOf(() => doctorAppointmentSchema.validateSync({ ...booking, date: '2020-01-01' }))).toEqual([
      'Please choose today or a later date',
    ]);
    expect(errorsOf(() => doctorAppointmentSchema.validateSync({ ...booking, date: '2099-02-30' }))).toEqual([
      'Please enter a valid date',
    ]);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it('knows the hospital day even when UTC is still on the day before', () => {
    expect(todayInHospitalZone(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('accepts only ON or OFF as the mode', () => {
    expect(errorsOf(() => doctorAppointmentSchema.validateSync({ ...booking, mode: 'VIDEO' }))).toEqual([
      'Please choose Online or Offline',
    ]);
  });
});

describe('ages', () => {
  const lab = {
    lab: 1,
    test: 3,
    date: '2099-01-01',
    age: 40,
    patient_name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Sector 15',
    consent: true,
  };
  it.each([0, 121, 12.5, 'forty'])('refuses age %p', (age) => {
    expect(errorsOf(() => labAppointmentSchema.validateSync({ ...lab, age }))).toEqual([
      'Age must be a whole number from 1 to 120',
    ]);
  });
  it('accepts 1 and 120', () => {
    expect(labAppointmentSchema.validateSync({ ...lab, age: 1 }).age).toBe(1);
    expect(
      registrationSchema.validateSync({
        name: 'A',
        email: 'a@b.in',
        phone: '9876543210',
        age: '120',
        gender: 'O',
        login_id: 'abc',
        password: 'longenough',
        consent: true,
      }).age,
    ).toBe(120);
  });
});
