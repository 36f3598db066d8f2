import { ValidationError } from 'yup';
import { todayInHospitalZone } from './dates';
import { deskActionSchema, deskBookingSchema, deskCancelSchema, deskRescheduleSchema, deskResetSchema } from './desk';

/** Each field's first problem code for this input; {} when it passes. */
function codes(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) {
      const code = (inner.message as unknown as { code: string }).code;
      if (inner.path && !(inner.path in found)) found[inner.path] = code;
    }
    return found;
  }
}

describe('a desk action’s version', () => {
  test.each([[undefined], [null], ['3'], [0], [1.5], [-1], [Number.NaN]])('%j is refused', (version) => {
    expect(codes(deskActionSchema(), { version })).toEqual({ version: 'deskVersionRequired' });
  });

  test('a whole number from 1 passes', () => {
    expect(deskActionSchema().validateSync({ version: 7 })).toEqual({ version: 7 });
  });
});

describe('a cancellation at the desk', () => {
  test('names who asked, from the three', () => {
    expect(codes(deskCancelSchema(), { version: 1 })).toEqual({ reason: 'deskCancelReason' });
    expect(codes(deskCancelSchema(), { version: 1, reason: 'weather' })).toEqual({ reason: 'deskCancelReason' });
    for (const reason of ['patient', 'doctor', 'hospital']) {
      expect(codes(deskCancelSchema(), { version: 1, reason })).toEqual({});
    }
  });

  test('its note is optional, trimmed and at most 500 characters', () => {
    expect(deskCancelSchema().validateSync({ version: 1, reason: 'patient' }).note).toBe('');
    expect(deskCancelSchema().validateSync({ version: 1, reason: 'patient', note: '  rang  ' }).note).toBe('rang');
    expect(codes(deskCancelSchema(), { version: 1, reason: 'patient', note: 'x'.repeat(501) })).toEqual({
      note: 'tooLong',
    });
  });
});

describe('a move at the desk', () => {
  test('takes the site’s day and slot, who asked, and an optional note', () => {
    // Today in Faridabad: the UTC date is yesterday there from 18:30 UTC.
    const day = todayInHospitalZone();
    expect(codes(deskRescheduleSchema(), { version: 1, date: day, slot_start: '10:00', reason: 'patient' })).toEqual(
      {},
    );
    expect(codes(deskRescheduleSchema(), { version: 1, date: 'soon', slot_start: '9', reason: 'fate' })).toEqual({
      date: 'dateInvalid',
      slot_start: 'slotInvalid',
      reason: 'deskRescheduleReason',
    });
  });
});

describe('an OPD manager’s reset', () => {
  test('sets booked, arrived, completed or no-show, with a reason', () => {
    expect(codes(deskResetSchema(), { version: 1, to: 'cancelled', reason: 'x' })).toEqual({ to: 'deskResetTo' });
    expect(codes(deskResetSchema(), { version: 1, to: 'booked', reason: '   ' })).toEqual({
      reason: 'deskResetReasonRequired',
    });
    for (const to of ['booked', 'arrived', 'completed', 'no_show']) {
      expect(codes(deskResetSchema(), { version: 1, to, reason: 'Marked by mistake' })).toEqual({});
    }
  });
});

describe('a booking at the counter', () => {
  const walkIn = {
    doctor: 1,
    date: '2099-01-05',
    mode: 'OFF',
    slot_start: '10:00',
    patient_name: 'Kamla Devi',
    email: 'kamla.devi@example.com',
    phone: '9812345678',
    address: 'Village Mohna, Ballabgarh',
    consent: true,
    source: 'walk_in',
  };

  test('takes the booking form’s fields; age, sex and language are optional', () => {
    const parsed = deskBookingSchema().validateSync({ ...walkIn, date: todayInHospitalZone() });
    expect(parsed).toMatchObject({ source: 'walk_in', language: 'en' });
    expect(parsed.age).toBeUndefined();
  });

  test('takes a patient with no e-mail, and checks one that is given', () => {
    const today = todayInHospitalZone();
    const { email: _none, ...noEmail } = walkIn;
    expect(deskBookingSchema().validateSync({ ...noEmail, date: today }).email).toBe('');
    expect(deskBookingSchema().validateSync({ ...walkIn, date: today, email: '  ' }).email).toBe('');
    expect(codes(deskBookingSchema(), { ...walkIn, email: 'kamla@' })).toMatchObject({ email: 'email' });
  });

  test('names each field at fault', () => {
    expect(
      codes(deskBookingSchema(), { ...walkIn, source: 'fax', age: '0', sex: 'X', language: 'fr', phone: '12' }),
    ).toMatchObject({ source: 'deskSource', age: 'age', sex: 'gender', language: 'deskLanguage', phone: 'phone' });
    expect(codes(deskBookingSchema(), { ...walkIn, consent: undefined, slot_start: undefined })).toMatchObject({
      consent: 'consent',
      slot_start: 'slotRequired',
    });
  });
});
