import {
  contactMessageInitialValues,
  doctorAppointmentInitialValues,
  labAppointmentInitialValues,
  loginInitialValues,
  manageBookingInitialValues,
  registrationInitialValues,
} from './formValues';
import type { DoctorAppointmentFormValues, RegistrationFormValues } from './formValues';
import {
  contactMessageSchema,
  doctorAppointmentSchema,
  labAppointmentSchema,
  loginSchema,
  manageBookingSchema,
  registrationSchema,
} from './schemas';
import { todayInHospitalZone } from './dates';

const fieldsOf = (schema: { fields: object }) => Object.keys(schema.fields).sort();

describe('form values', () => {
  it.each([
    ['doctor appointment', doctorAppointmentInitialValues, doctorAppointmentSchema()],
    ['contact message', contactMessageInitialValues, contactMessageSchema()],
    ['registration', registrationInitialValues, registrationSchema()],
    ['login', loginInitialValues, loginSchema()],
    ['manage booking', manageBookingInitialValues, manageBookingSchema()],
  ] as const)('of the %s form start empty, one per payload field', (_name, initial, schema) => {
    expect(Object.keys(initial).sort()).toEqual(fieldsOf(schema));
    expect(schema.isValidSync(initial)).toBe(false);
  });

  it('of the lab form carry the prescription beside the payload fields', () => {
    const { prescription, ...payloadFields } = labAppointmentInitialValues;
    expect(prescription).toBeNull();
    expect(Object.keys(payloadFields).sort()).toEqual(fieldsOf(labAppointmentSchema()));
  });

  it('become the payload through the schema: text to numbers, trimmed, the consent kept', async () => {
    const typed: DoctorAppointmentFormValues = {
      department: '3',
      doctor: '12',
      date: todayInHospitalZone(),
      mode: 'ON',
      slot_start: ' 10:30 ',
      patient_name: ' Asha Verma ',
      email: 'asha@example.in',
      phone: '9876543210',
      address: 'Sector 16, Faridabad',
      message: '',
      sms_messages: true,
      whatsapp_messages: false,
      consent: true,
      contact_code: '',
    };
    await expect(doctorAppointmentSchema().validate(typed)).resolves.toMatchObject({
      department: 3,
      doctor: 12,
      slot_start: '10:30',
      patient_name: 'Asha Verma',
      consent: true,
    });
    const registration: RegistrationFormValues = { ...registrationInitialValues, gender: 'F', age: '34' };
    expect(registration.gender).toBe('F');
  });
});
