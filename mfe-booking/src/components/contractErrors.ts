import { LIMITS, MESSAGES } from 'shared-ui/contract';
import { defineMessages } from 'shared-ui/i18n';

/**
 * The texts the shared schemas and the API give for a field, keyed so each has its Hindi. The
 * English values are the contract's own texts as they arrive (they are only looked up here, never
 * shown from here: an English reader sees the contract's or the API's text as it came).
 */
export const contractErrorMessages = defineMessages({
  en: {
    departmentRequired: 'Please choose a department',
    doctorRequired: 'Please choose a doctor',
    labRequired: 'Please choose a lab',
    testRequired: 'Please choose a test',
    departmentFromList: 'Please choose a department from the list',
    doctorFromList: 'Please choose a doctor from the list',
    labFromList: 'Please choose a lab from the list',
    testFromList: 'Please choose a test from the list',
    dateRequired: 'Date is required',
    dateInvalid: MESSAGES.dateInvalid,
    datePast: MESSAGES.datePast,
    dateTooFar: MESSAGES.dateTooFar,
    modeRequired: 'Please choose Online or Offline',
    patientNameRequired: 'Patient name is required',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    email: MESSAGES.email,
    phoneRequired: 'Phone number is required',
    phone: MESSAGES.phone,
    addressRequired: 'Address is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    ageRequired: 'Age is required',
    age: MESSAGES.age,
    genderRequired: 'Please choose a gender',
    gender: 'Please choose Male, Female or Other',
    loginIdRequired: 'Login ID is required',
    loginIdShort: `Login ID must be at least ${LIMITS.loginIdMin} characters`,
    loginIdLong: `Login ID must be at most ${LIMITS.loginIdMax} characters`,
    loginIdCharacters: 'Login ID may use letters, digits, dot, dash and underscore',
    loginIdTaken: 'This login ID is already taken. Please choose another.',
    emailTaken: 'An account with this email already exists. Please log in instead.',
    passwordRequired: 'Password is required',
    passwordShort: `Password must be at least ${LIMITS.passwordMin} characters`,
    passwordLong: `Password must be at most ${LIMITS.passwordMax} characters`,
    consent: MESSAGES.consent,
    invalidCharacters: MESSAGES.invalidCharacters,
    tooLong: 'Must be at most {max} characters',
    prescriptionType: MESSAGES.prescriptionType,
    prescriptionSize: MESSAGES.prescriptionSize,
    prescriptionEmpty: MESSAGES.prescriptionEmpty,
    referenceRequired: MESSAGES.referenceRequired,
    reference: MESSAGES.reference,
    contactRequired: MESSAGES.contactRequired,
    contact: MESSAGES.contact,
    checkField: 'Please check this field',
    checkFields: 'Please check the highlighted fields.',
  },
  hi: () => import('./contractErrors.hi'),
});

export type ContractErrorKey = keyof typeof contractErrorMessages.en;

/**
 * When the API words a field's problem in a way no catalogue knows (a doctor who is not in the
 * chosen department, say), a Hindi reader still learns what to fix from the field's name.
 */
export const FIELD_FALLBACK: Readonly<Record<string, ContractErrorKey>> = {
  department: 'departmentFromList',
  doctor: 'doctorFromList',
  lab: 'labFromList',
  test: 'testFromList',
  date: 'dateInvalid',
  mode: 'modeRequired',
  email: 'email',
  phone: 'phone',
  age: 'age',
  gender: 'gender',
  login_id: 'loginIdCharacters',
  consent: 'consent',
  prescription: 'prescriptionType',
  reference: 'reference',
  contact: 'contact',
};

const TOO_LONG = /^Must be at most (\d+) characters$/;

const KEY_BY_TEXT = new Map<string, ContractErrorKey>(
  Object.entries(contractErrorMessages.en).map(([key, text]) => [text, key as ContractErrorKey]),
);

/** The catalogue text a contract or API error is, if the catalogue knows it. */
export function knownContractError(message: string): { key: ContractErrorKey; values?: { max: string } } | null {
  const known = KEY_BY_TEXT.get(message);
  if (known && known !== 'tooLong') return { key: known };
  const tooLong = TOO_LONG.exec(message);
  if (tooLong?.[1]) return { key: 'tooLong', values: { max: tooLong[1] } };
  return null;
}

/** Which catalogue text a field's error is, with its values; the field's fallback otherwise. */
export function contractErrorKey(message: string, field: string): { key: ContractErrorKey; values?: { max: string } } {
  return knownContractError(message) ?? { key: FIELD_FALLBACK[field] ?? 'checkField' };
}
