/**
 * What each form holds while the visitor types, derived from its payload: text for every input
 * (as inputs give it; the schema turns it into the payload), a choice as its values or '' for none
 * yet, a boolean for a checkbox. The initial values are an empty form.
 */
import type {
  ContactMessageInput,
  DoctorAppointmentInput,
  LabAppointmentInput,
  LoginInput,
  ManageBookingInput,
  RegistrationInput,
} from './schemas';

type FieldValue<T> = [T] extends [boolean]
  ? boolean
  : [T] extends [string]
    ? string extends T
      ? string
      : T | ''
    : string;

export type FormValuesOf<Payload> = { [Field in keyof Payload]-?: FieldValue<NonNullable<Payload[Field]>> };

export type DoctorAppointmentFormValues = FormValuesOf<DoctorAppointmentInput>;
/** The lab form also carries the optional prescription, sent beside the payload. */
export type LabAppointmentFormValues = FormValuesOf<LabAppointmentInput> & { prescription: File | null };
export type ContactMessageFormValues = FormValuesOf<ContactMessageInput>;
export type RegistrationFormValues = FormValuesOf<RegistrationInput>;
export type LoginFormValues = FormValuesOf<LoginInput>;
export type ManageBookingFormValues = FormValuesOf<ManageBookingInput>;

const contactDetails = { patient_name: '', email: '', phone: '', address: '', message: '' } as const;
/** SMS for the booking's own messages unless unticked; WhatsApp only when ticked (issue 49). */
const textChannels = { sms_messages: true, whatsapp_messages: false } as const;

export const doctorAppointmentInitialValues: DoctorAppointmentFormValues = {
  department: '',
  doctor: '',
  date: '',
  mode: '',
  slot_start: '',
  ...contactDetails,
  ...textChannels,
  consent: false,
  contact_code: '',
};

export const labAppointmentInitialValues: LabAppointmentFormValues = {
  visit: 'lab',
  package: '',
  lab: '',
  // The chosen tests' ids, comma-separated as the form sends them.
  tests: '',
  collection: 'lab',
  pincode: '',
  collection_window: '',
  date: '',
  age: '',
  ...contactDetails,
  ...textChannels,
  consent: false,
  contact_code: '',
  prescription: null,
};

export const contactMessageInitialValues: ContactMessageFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

export const registrationInitialValues: RegistrationFormValues = {
  name: '',
  email: '',
  phone: '',
  age: '',
  gender: '',
  login_id: '',
  password: '',
  consent: false,
};

export const loginInitialValues: LoginFormValues = { login_id: '', password: '' };

export const manageBookingInitialValues: ManageBookingFormValues = { reference: '', contact: '' };
