import { ValidationError } from 'yup';
import { latestVisitDay, todayInHospitalZone, isIsoDay } from './dates';
import { FIELD_ERROR_TEXTS, fieldIssueText, isFieldIssue } from './fieldErrors';
import { LIMITS } from './limits';
import {
  contactCodeRequestSchema,
  characterCount,
  contactMessageSchema,
  doctorAppointmentSchema,
  isPersonName,
  isStorableText,
  labAppointmentSchema,
  loginSchema,
  manageBookingSchema,
  bookingCodeLookupSchema,
  bookingLinkSchema,
  bookingAccessCancelSchema,
  parseBookingContact,
  registrationSchema,
  singleTestAsList,
} from './schemas';

/** The English texts of the issues a validation raised (each is a FieldIssue: see fieldErrors.test.ts). */
const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.errors as unknown[]).map((issue) => {
      if (!isFieldIssue(issue)) throw new Error(`Not a FieldIssue: ${JSON.stringify(issue)}`, { cause: error });
      return fieldIssueText(issue);
    });
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

/** A lab booking as its multipart form sends it (every value text), its tests not yet chosen. */
const labForm = {
  lab: '1',
  date: todayInHospitalZone(),
  age: '40',
  patient_name: 'Ravi',
  email: 'ravi@example.in',
  phone: '9876543210',
  address: 'Sector 15',
  consent: 'true',
};

describe('contactMessageSchema', () => {
  it('checks fields in the form’s order, with its texts; whitespace counts as empty', () => {
    const empty = { name: '  ', email: '', phone: '', subject: ' ', message: '', consent: true };
    expect(errorsOf(() => contactMessageSchema().validateSync(empty, { abortEarly: false }))).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]);
  });

  it('wants exactly 10 digits and a well-formed e-mail', () => {
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, phone: '98765' }))).toEqual([
      'Please enter a valid 10-digit phone number',
    ]);
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, phone: '98765432101' }))).toHaveLength(1);
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, email: 'asha@' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(errorsOf(() => contactMessageSchema().validateSync(contact))).toEqual([]);
  });

  it('requires consent and refuses unknown fields', () => {
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, consent: false }))).toEqual([
      'Please agree to the privacy notice to continue',
    ]);
    expect(
      errorsOf(() => contactMessageSchema().validateSync({ ...contact, admin: true }, { stripUnknown: false })),
    ).toEqual(['Unknown field']);
  });
});

describe('phone numbers as people type them', () => {
  const everyForm = [
    ['contact', contactMessageSchema(), contact],
    [
      'appointment',
      doctorAppointmentSchema(),
      {
        department: '1',
        doctor: '1',
        date: todayInHospitalZone(),
        mode: 'OFF',
        slot_start: '10:30',
        patient_name: 'Ravi',
        email: 'ravi@example.in',
        phone: '9876543210',
        address: 'Sector 15',
        consent: true,
      },
    ],
    [
      'lab booking',
      labAppointmentSchema(),
      {
        lab: '1',
        tests: '1',
        date: todayInHospitalZone(),
        age: 40,
        patient_name: 'Ravi',
        email: 'ravi@example.in',
        phone: '9876543210',
        address: 'Sector 15',
        consent: true,
      },
    ],
    [
      'registration',
      registrationSchema(),
      {
        name: 'Asha',
        email: 'a@b.in',
        phone: '9876543210',
        age: 40,
        gender: 'F',
        login_id: 'asha',
        password: 'longenough',
        consent: true,
      },
    ],
  ] as const;

  describe.each(everyForm)('the %s form', (_form, schema, valid) => {
    it.each(['+91 98110 22334', '+91-98110-22334', '098110 22334', '(98110) 22334', '9811022334', ' 91 9811022334 '])(
      'takes %p as 9811022334',
      (typed) => {
        expect(schema.validateSync({ ...valid, phone: typed }).phone).toBe('9811022334');
      },
    );

    it.each([
      '+1 202 555 0100',
      '12345',
      'ninety eight',
      '98110 2233x',
      '9811022334 ext 2',
      '+91 98110 22334 5',
      '0098110223345',
      '98110223345678',
      '98110+22334',
      '+9811022334',
    ])('refuses %p with the spec’s message', (typed) => {
      expect(errorsOf(() => schema.validateSync({ ...valid, phone: typed }))).toEqual([FIELD_ERROR_TEXTS.phone]);
    });

    it('still requires one', () => {
      expect(errorsOf(() => schema.validateSync({ ...valid, phone: ' - ' }))).toEqual([FIELD_ERROR_TEXTS.phone]);
      expect(errorsOf(() => schema.validateSync({ ...valid, phone: '  ' }))).toEqual(['Phone number is required']);
    });
  });

  it('is the same normaliser the manage-booking contact uses', () => {
    expect(parseBookingContact('+91 98110 22334')).toEqual({ kind: 'phone', phone: '9811022334' });
    expect(parseBookingContact('+1 202 555 0100')).toBeNull();
  });
});

describe('visit dates', () => {
  const booking = {
    department: '2',
    doctor: '5',
    date: todayInHospitalZone(),
    mode: 'ON',
    slot_start: '10:30',
    patient_name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Sector 15',
    consent: 'true',
  };

  it('accepts today in Asia/Kolkata and casts multipart strings', () => {
    expect(doctorAppointmentSchema().validateSync(booking)).toMatchObject({
      department: 2,
      doctor: 5,
      consent: true,
      message: '',
    });
  });

  it('refuses a past day and an impossible one', () => {
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, date: '2020-01-01' }))).toEqual([
      'Please choose today or a later date',
    ]);
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, date: '2099-02-30' }))).toEqual([
      'Please enter a valid date',
    ]);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it('knows the hospital day even when UTC is still on the day before', () => {
    expect(todayInHospitalZone(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('accepts only ON or OFF as the mode', () => {
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, mode: 'VIDEO' }))).toEqual([
      'Please choose Online or Offline',
    ]);
  });

  it('needs a slot start written HH:MM on the 24-hour clock', () => {
    expect(doctorAppointmentSchema().validateSync({ ...booking, slot_start: ' 09:05 ' }).slot_start).toBe('09:05');
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, slot_start: '' }))).toEqual([
      'Please choose a time',
    ]);
    for (const slot of ['9:05', '24:00', '10:60', '10:30:00', '1030']) {
      expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, slot_start: slot }))).toEqual([
        'Please choose a time from the list',
      ]);
    }
  });
});

describe('ages', () => {
  const lab = {
    lab: 1,
    tests: 3,
    date: todayInHospitalZone(),
    age: 40,
    patient_name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Sector 15',
    consent: true,
  };
  it.each([0, 121, 12.5, 'forty'])('refuses age %p', (age) => {
    expect(errorsOf(() => labAppointmentSchema().validateSync({ ...lab, age }))).toEqual([
      'Age must be a whole number from 1 to 120',
    ]);
  });
  it('accepts 1 and 120', () => {
    expect(labAppointmentSchema().validateSync({ ...lab, age: 1 }).age).toBe(1);
    expect(
      registrationSchema().validateSync({
        name: 'Asha',
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

describe('ids', () => {
  const lab = { ...labForm, tests: '3' };

  it.each(['1', '007', '2147483647', 1, 2147483647])('accepts %p', (value) => {
    expect(labAppointmentSchema().validateSync({ ...lab, lab: value }).lab).toBe(Number(value));
  });

  it.each([
    '0',
    '2147483648',
    '99999999999999999999',
    '9007199254740993',
    '1e20',
    '0x1',
    '1e0',
    '+1',
    '1.0',
    ' 1',
    '1 ',
    '-1',
    '١',
    2147483648,
    1e20,
    1.5,
    true,
    [1],
  ])('refuses %p with the field message', (value) => {
    expect(errorsOf(() => labAppointmentSchema().validateSync({ ...lab, lab: value }))).toEqual([
      'Please choose a lab',
    ]);
  });

  it.each(['0x1E', '3 0', '30.0', '3e1', '+30', ' 30'])('reads age %p as no age at all', (age) => {
    expect(errorsOf(() => labAppointmentSchema().validateSync({ ...lab, age }))).toEqual([FIELD_ERROR_TEXTS.age]);
  });

  it('takes an empty age as a missing one', () => {
    expect(errorsOf(() => labAppointmentSchema().validateSync({ ...lab, age: '' }))).toEqual(['Age is required']);
  });
});

describe('text', () => {
  it('counts characters as people see them, not UTF-16 units', () => {
    expect(characterCount('😀'.repeat(2000))).toBe(2000);
    const message = '😀'.repeat(LIMITS.messageMax);
    expect(contactMessageSchema().validateSync({ ...contact, message }).message).toBe(message);
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, message: `${message}!` }))).toEqual([
      'Must be at most 2000 characters',
    ]);
  });

  it.each(['name', 'email', 'phone', 'subject', 'message'])('refuses a NUL byte in the contact form’s %s', (field) => {
    const value = `${contact[field as keyof typeof contact]}\u0000`;
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, [field]: value }))).toEqual([
      FIELD_ERROR_TEXTS.invalidCharacters,
    ]);
  });

  it('refuses a NUL in the login ID at login and half a surrogate pair anywhere', () => {
    expect(errorsOf(() => loginSchema().validateSync({ login_id: 'asha\u0000', password: 'secret-password' }))).toEqual(
      [FIELD_ERROR_TEXTS.invalidCharacters],
    );
    expect(isStorableText('a\uD83D')).toBe(false);
    expect(isStorableText('\uDE00a')).toBe(false);
    expect(isStorableText('नमस्ते 😀')).toBe(true);
  });
});

describe('consent', () => {
  it.each([true, 'true'])('is given by %p', (value) => {
    expect(contactMessageSchema().validateSync({ ...contact, consent: value }).consent).toBe(true);
  });
  it.each([false, 'false', 1, '1', 'TRUE', 'yes', '', null, undefined])('is not given by %p', (value) => {
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, consent: value }))).toEqual([
      FIELD_ERROR_TEXTS.consent,
    ]);
  });
});

describe("a booking's text channels", () => {
  const lab = { ...labForm, test: '1' };
  const booked = (fields: Record<string, unknown>) =>
    labAppointmentSchema().validateSync(singleTestAsList({ ...lab, ...fields }));

  it('send SMS and not WhatsApp when the form leaves them out', () => {
    expect(booked({})).toMatchObject({ sms_messages: true, whatsapp_messages: false });
  });

  it("read a multipart form's 'true' and 'false'", () => {
    expect(booked({ sms_messages: 'false', whatsapp_messages: 'true' })).toMatchObject({
      sms_messages: false,
      whatsapp_messages: true,
    });
  });

  it('refuse a ticked channel for a landline, naming the rule, and take the booking with both unticked', () => {
    const landline = { phone: '0129 2345678' };
    expect(errorsOf(() => booked(landline))).toEqual([FIELD_ERROR_TEXTS.textsNeedMobile]);
    expect(errorsOf(() => booked({ ...landline, sms_messages: 'false', whatsapp_messages: 'true' }))).toEqual([
      FIELD_ERROR_TEXTS.textsNeedMobile,
    ]);
    expect(booked({ ...landline, sms_messages: 'false' })).toMatchObject({ phone: '1292345678', sms_messages: false });
  });

  it("leave a phone that is no number to the phone's own message", () => {
    expect(errorsOf(() => booked({ phone: '12345' }))).toEqual([FIELD_ERROR_TEXTS.phone]);
  });
});

describe('the booking horizon', () => {
  it('ends the same day six months on, or that month’s last day', () => {
    expect(latestVisitDay(new Date('2026-03-10T06:00:00Z'))).toBe('2026-09-10');
    expect(latestVisitDay(new Date('2026-08-31T06:00:00Z'))).toBe('2027-02-28');
    expect(latestVisitDay(new Date('2027-08-31T06:00:00Z'))).toBe('2028-02-29');
    expect(latestVisitDay(new Date('2026-11-21T20:00:00Z'))).toBe('2027-05-22');
  });

  it('accepts its last day and refuses the next', () => {
    const booking = {
      department: '2',
      doctor: '5',
      date: latestVisitDay(),
      mode: 'OFF',
      slot_start: '10:30',
      patient_name: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      address: 'Sector 15',
      consent: 'true',
    };
    expect(doctorAppointmentSchema().validateSync(booking).date).toBe(latestVisitDay());
    const [y, m, d] = latestVisitDay().split('-').map(Number) as [number, number, number];
    const dayAfter = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, date: dayAfter }))).toEqual([
      FIELD_ERROR_TEXTS.dateTooFar,
    ]);
    expect(errorsOf(() => doctorAppointmentSchema().validateSync({ ...booking, date: '9999-12-31' }))).toEqual([
      FIELD_ERROR_TEXTS.dateTooFar,
    ]);
  });
});

describe('manage a booking', () => {
  it('reads the reference as typed or read aloud, and a phone as its 10 digits', () => {
    expect(manageBookingSchema().validateSync({ reference: ' apt 7k3qd m9x21 ', contact: '+91 98100-12345' })).toEqual({
      reference: 'APT-7K3QD-M9X21',
      contact: '+91 98100-12345',
    });
    expect(manageBookingSchema().validateSync({ reference: 'lab4hvOc2rt8v', contact: '9810012345' }).reference).toBe(
      'LAB-4HV0C-2RT8V',
    );
    expect(manageBookingSchema().validateSync({ reference: 'apt-000123', contact: '9810012345' }).reference).toBe(
      'APT-000123',
    );
    expect(parseBookingContact('+91 98100-12345')).toEqual({ kind: 'phone', phone: '9810012345' });
    expect(parseBookingContact('098100 12345')).toEqual({ kind: 'phone', phone: '9810012345' });
    expect(parseBookingContact('(981) 001-2345')).toEqual({ kind: 'phone', phone: '9810012345' });
    expect(parseBookingContact(' Asha.Rani@Example.IN ')).toEqual({ kind: 'email', email: 'asha.rani@example.in' });
  });

  it('names a mistyped character of a new reference', () => {
    expect(
      errorsOf(() => manageBookingSchema().validateSync({ reference: 'APT-7K3QD-M9X22', contact: '9810012345' })),
    ).toEqual([FIELD_ERROR_TEXTS.referenceCheck]);
  });

  it.each(['98100', '98100123456', '0x9810012345', 'asha@', 'nine eight', '+1 98100 12345 6'])(
    'refuses the contact %p',
    (typed) => {
      expect(parseBookingContact(typed)).toBeNull();
      expect(errorsOf(() => manageBookingSchema().validateSync({ reference: 'LAB-000045', contact: typed }))).toEqual([
        FIELD_ERROR_TEXTS.contact,
      ]);
    },
  );

  it.each(['APT-123', 'XYZ-000123', 'APT-00012345678', 'APT-000123\u0000', 'APT-7K3QD-M9X2U', 'APT-7K3QD-M9X2'])(
    'refuses the reference %p',
    (reference) => {
      expect(errorsOf(() => manageBookingSchema().validateSync({ reference, contact: '9810012345' }))).toHaveLength(1);
    },
  );

  it('requires both, and nothing else', () => {
    expect(errorsOf(() => manageBookingSchema().validateSync({}, { abortEarly: false }))).toEqual([
      FIELD_ERROR_TEXTS.referenceRequired,
      FIELD_ERROR_TEXTS.contactRequired,
    ]);
    expect(
      errorsOf(() =>
        manageBookingSchema().validateSync(
          { reference: 'APT-000123', contact: '9810012345', email: 'x' },
          { stripUnknown: false },
        ),
      ),
    ).toEqual(['Unknown field']);
  });

  it('takes the code as six digits, spaces allowed', () => {
    const lookup = { reference: 'APT-000123', contact: '9810012345' };
    expect(bookingCodeLookupSchema().validateSync({ ...lookup, code: ' 123 456 ' }).code).toBe('123456');
    for (const code of ['12345', '1234567', '12345a', '１２３４５６']) {
      expect(errorsOf(() => bookingCodeLookupSchema().validateSync({ ...lookup, code }))).toEqual([
        FIELD_ERROR_TEXTS.code,
      ]);
    }
    expect(errorsOf(() => bookingCodeLookupSchema().validateSync(lookup))).toEqual([FIELD_ERROR_TEXTS.codeRequired]);
  });

  it('takes a grant or a token as the API handed it, within a length', () => {
    expect(bookingAccessCancelSchema().validateSync({ reference: 'LAB-4HV0C-2RT8V', access: 'abc' })).toEqual({
      reference: 'LAB-4HV0C-2RT8V',
      access: 'abc',
    });
    expect(errorsOf(() => bookingLinkSchema().validateSync({ token: 'x'.repeat(201) }))).toEqual([
      'Token is not valid',
    ]);
    expect(errorsOf(() => bookingLinkSchema().validateSync({}))).toEqual(['Token is required']);
  });
});

describe('names', () => {
  const doctor = {
    department: '1',
    doctor: '1',
    date: todayInHospitalZone(),
    mode: 'OFF',
    slot_start: '10:30',
    patient_name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9876543210',
    address: 'Sector 15',
    consent: true,
  };
  const patientNameErrors = (patient_name: string) =>
    errorsOf(() => doctorAppointmentSchema().validateSync({ ...doctor, patient_name }));

  it.each([
    'Ramesh Chand',
    'राम कुमार',
    'सुशीला देवी',
    'முருகன்',
    'محمد علي',
    "Anil D'Souza",
    'Mary-Jane O’Brien',
    'Dr. S. K. Gupta',
    'J.R.R. Tolkien',
    'Zoë Ångström',
    'Al',
    'زهره\u200Cسادات',
  ])('accepts %p', (name) => {
    expect(isPersonName(name)).toBe(true);
    expect(patientNameErrors(name)).toEqual([]);
  });

  it.each([
    'Ravi 2',
    'Your appointment needs pre-payment: http://evil.example/pay',
    'evil.example/pay',
    'Sushila www.evil.example',
    'Ravi evil.in',
    'ravi@example.in',
    'Ravi\nPay now',
    'Ravi\r\nCall 9876543210',
    'Ravi <b>',
    'Ravi_Kumar',
    '.-.',
  ])('refuses %p as a name: letters only', (name) => {
    expect(patientNameErrors(name)).toEqual([FIELD_ERROR_TEXTS.name]);
  });

  it('counts 2 to 80 characters as people see them, in any script', () => {
    expect(patientNameErrors('A')).toEqual([FIELD_ERROR_TEXTS.nameShort]);
    expect(patientNameErrors('  A  ')).toEqual([FIELD_ERROR_TEXTS.nameShort]);
    expect(patientNameErrors('अ'.repeat(LIMITS.nameMax))).toEqual([]);
    expect(patientNameErrors('a'.repeat(LIMITS.nameMax + 1))).toEqual([`Must be at most ${LIMITS.nameMax} characters`]);
    expect(LIMITS.nameMax).toBe(80);
  });

  it('is the same rule in every form that asks for a name', () => {
    const lab = { lab: '1', tests: '1', date: todayInHospitalZone(), age: 40, email: 'a@b.in', phone: '9876543210' };
    const bad = 'http://evil.example';
    expect(
      errorsOf(() => labAppointmentSchema().validateSync({ ...lab, address: 'x', patient_name: bad, consent: true })),
    ).toEqual([FIELD_ERROR_TEXTS.name]);
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, name: bad }))).toEqual([
      FIELD_ERROR_TEXTS.name,
    ]);
    expect(
      errorsOf(() =>
        registrationSchema().validateSync({
          name: bad,
          email: 'a@b.in',
          phone: '9876543210',
          age: 40,
          gender: 'F',
          login_id: 'asha',
          password: 'longenough',
          consent: true,
        }),
      ),
    ).toEqual([FIELD_ERROR_TEXTS.name]);
    expect(errorsOf(() => contactMessageSchema().validateSync({ ...contact, name: '' }))).toEqual(['Name is required']);
  });
});

describe("a booking's contact code", () => {
  const booking = {
    department: 1,
    doctor: 1,
    date: todayInHospitalZone(),
    mode: 'ON',
    slot_start: '10:30',
    patient_name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    address: 'Sector 16, Faridabad',
    consent: true,
  };

  it('is optional: left out or empty, the booking has none', async () => {
    await expect(doctorAppointmentSchema().validate(booking)).resolves.not.toHaveProperty('contact_code');
    const empty = await doctorAppointmentSchema().validate({ ...booking, contact_code: '  ' });
    expect(empty.contact_code).toBeUndefined();
  });

  it('is six digits, spaces between them allowed', async () => {
    const typed = await doctorAppointmentSchema().validate({ ...booking, contact_code: '123 456' });
    expect(typed.contact_code).toBe('123456');
    await expect(doctorAppointmentSchema().validate({ ...booking, contact_code: '12345' })).rejects.toMatchObject({
      path: 'contact_code',
      errors: [{ code: 'code' }],
    });
  });

  it('is asked for by e-mail address alone', async () => {
    await expect(contactCodeRequestSchema().validate({ email: ' asha@example.in ' })).resolves.toEqual({
      email: 'asha@example.in',
    });
    await expect(contactCodeRequestSchema().validate({ email: 'asha' })).rejects.toMatchObject({ path: 'email' });
  });
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
const testsOf = (value: Record<string, unknown>) => labAppointmentSchema().validateSync(value).tests;
const problemsOf = (value: Record<string, unknown>) =>
  errorsOf(() => labAppointmentSchema().validateSync(value, { abortEarly: false }));

describe('several tests in one collection', () => {
  const booking = labForm;
  it('reads the ids a form sends, comma-separated, or a list', () => {
    expect(testsOf({ ...booking, tests: '3,7' })).toEqual([3, 7]);
    expect(testsOf({ ...booking, tests: [3, 7, 9] })).toEqual([3, 7, 9]);
  });

  it("reads an older client's single `test` as a list of one", () => {
    expect(testsOf(singleTestAsList({ ...booking, test: '3' }))).toEqual([3]);
    expect(singleTestAsList({ test: '3', tests: '4' })).toEqual({ test: '3', tests: '4' });
  });

  it.each([[''], [[]]])('asks for a test when the list is empty (%p)', (tests) => {
    expect(problemsOf({ ...booking, tests })).toEqual(['Please choose a test']);
  });

  it.each(['3,x', '3,,7', '0', '3, 7', [3, 1.5]])('refuses %p: not a test id', (tests) => {
    expect(problemsOf({ ...booking, tests })).toEqual(['Please choose a test from the list']);
  });

  it('refuses a test chosen twice', () => {
    expect(problemsOf({ ...booking, tests: '3,7,3' })).toEqual(['Each test can be chosen once']);
  });

  it(`takes up to ${LIMITS.labTestsMax} tests and refuses more`, () => {
    expect(testsOf({ ...booking, tests: ids(LIMITS.labTestsMax) })).toHaveLength(LIMITS.labTestsMax);
    expect(problemsOf({ ...booking, tests: ids(LIMITS.labTestsMax + 1) })).toEqual([
      `Please choose at most ${LIMITS.labTestsMax} tests`,
    ]);
  });

  it('refuses tests beside a package', () => {
    expect(problemsOf({ ...booking, lab: undefined, package: '2', tests: '3' })).toEqual([
      'Please choose a test or a package, not both',
    ]);
  });

  it('a home care visit names its package and no test', () => {
    const visit = { ...booking, lab: undefined, visit: 'home-care' };
    expect(labAppointmentSchema().validateSync({ ...visit, package: '9' }).visit).toBe('home-care');
    expect(problemsOf(visit)).toEqual(['Please choose a package']);
    expect(problemsOf({ ...visit, package: '9', tests: '3' })).toEqual(['Please choose a test or a package, not both']);
    expect(problemsOf({ ...booking, tests: '3', visit: 'nursing' })).toEqual(['Please check this field']);
  });
});
