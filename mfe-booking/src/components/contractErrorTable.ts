import { FIELD_ERROR_TEXTS as MESSAGES, HOME_VISIT_PINCODES, LIMITS } from 'contract';

/**
 * The texts the shared schemas and the API give for a field, keyed, with their Hindi. Loaded only
 * when a visitor reads Hindi (useTranslateError): English readers see the contract's or the API's
 * text as it came, so the English here serves only to recognise a text.
 */
export const CONTRACT_ERRORS = {
  departmentRequired: 'Please choose a department',
  doctorRequired: 'Please choose a doctor',
  labRequired: 'Please choose a lab',
  testRequired: 'Please choose a test',
  packageRequired: 'Please choose a package',
  testOrPackage: MESSAGES.testOrPackage,
  collection: MESSAGES.collection,
  pincodeRequired: MESSAGES.pincodeRequired,
  pincode: MESSAGES.pincode,
  pincodeNotServed: MESSAGES.pincodeNotServed,
  windowRequired: MESSAGES.windowRequired,
  windowPassed: MESSAGES.windowPassed,
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
  name: MESSAGES.name,
  nameShort: MESSAGES.nameShort,
  tooLong: 'Must be at most {max} characters',
  prescriptionType: MESSAGES.prescriptionType,
  prescriptionSize: MESSAGES.prescriptionSize,
  prescriptionEmpty: MESSAGES.prescriptionEmpty,
  prescriptionActivePdf: MESSAGES.prescriptionActivePdf,
  prescriptionUncheckedPdf: MESSAGES.prescriptionUncheckedPdf,
  prescriptionUnpacksTooLarge: MESSAGES.prescriptionUnpacksTooLarge,
  referenceRequired: MESSAGES.referenceRequired,
  reference: MESSAGES.reference,
  referenceCheck: MESSAGES.referenceCheck,
  code: MESSAGES.code,
  codeRequired: MESSAGES.codeRequired,
  contactRequired: MESSAGES.contactRequired,
  contact: MESSAGES.contact,
  checkField: 'Please check this field',
  checkFields: 'Please check the highlighted fields.',
} as const;

export type ContractErrorKey = keyof typeof CONTRACT_ERRORS;

/** Every key's Hindi (the type check refuses a missing or an extra one). */
export const HINDI_ERRORS: { readonly [Key in ContractErrorKey]: string } = {
  departmentRequired: 'कृपया एक विभाग चुनें',
  doctorRequired: 'कृपया एक डॉक्टर चुनें',
  labRequired: 'कृपया एक लैब चुनें',
  testRequired: 'कृपया एक जाँच चुनें',
  packageRequired: 'कृपया एक पैकेज चुनें',
  testOrPackage: 'कृपया एक जाँच या एक पैकेज चुनें, दोनों नहीं',
  collection: 'कृपया लैब या अपना घर चुनें',
  pincodeRequired: 'पिनकोड ज़रूरी है',
  pincode: 'कृपया पते का 6 अंकों का पिनकोड दर्ज करें',
  pincodeNotServed: `हम केवल फ़रीदाबाद में घर पर आते हैं (पिनकोड ${HOME_VISIT_PINCODES.join(', ')})। कृपया लैब चुनें, या हमें फ़ोन करें`,
  windowRequired: 'कृपया विज़िट का समय चुनें',
  windowPassed: 'यह समय बहुत जल्दी है या आज निकल चुका है। कृपया बाद का समय या कोई दूसरा दिन चुनें',
  departmentFromList: 'कृपया सूची में से विभाग चुनें',
  doctorFromList: 'कृपया सूची में से डॉक्टर चुनें',
  labFromList: 'कृपया सूची में से लैब चुनें',
  testFromList: 'कृपया सूची में से जाँच चुनें',
  dateRequired: 'तारीख़ ज़रूरी है',
  dateInvalid: 'कृपया सही तारीख़ दर्ज करें',
  datePast: 'कृपया आज की या उसके बाद की तारीख़ चुनें',
  dateTooFar: 'कृपया अगले 6 महीनों के भीतर की तारीख़ चुनें',
  modeRequired: 'कृपया ऑनलाइन या ऑफ़लाइन चुनें',
  patientNameRequired: 'मरीज़ का नाम ज़रूरी है',
  nameRequired: 'नाम ज़रूरी है',
  emailRequired: 'ईमेल ज़रूरी है',
  email: 'कृपया सही ईमेल पता दर्ज करें',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  phone: 'कृपया 10 अंकों का सही फ़ोन नंबर दर्ज करें',
  addressRequired: 'पता ज़रूरी है',
  subjectRequired: 'विषय ज़रूरी है',
  messageRequired: 'संदेश ज़रूरी है',
  ageRequired: 'उम्र ज़रूरी है',
  age: 'उम्र 1 से 120 के बीच की पूरी संख्या होनी चाहिए',
  genderRequired: 'कृपया लिंग चुनें',
  gender: 'कृपया पुरुष, महिला या अन्य में से चुनें',
  loginIdRequired: 'लॉगिन आईडी ज़रूरी है',
  loginIdShort: 'लॉगिन आईडी में कम से कम 3 अक्षर होने चाहिए',
  loginIdLong: 'लॉगिन आईडी में अधिकतम 50 अक्षर हो सकते हैं',
  loginIdCharacters: 'लॉगिन आईडी में केवल अंग्रेज़ी अक्षर, अंक, बिंदु (.), डैश (-) और अंडरस्कोर (_) हो सकते हैं',
  loginIdTaken: 'यह लॉगिन आईडी पहले से ली जा चुकी है। कृपया कोई दूसरी चुनें।',
  emailTaken: 'इस ईमेल से पहले से एक खाता है। कृपया लॉग इन करें।',
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordShort: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
  passwordLong: 'पासवर्ड में अधिकतम 128 अक्षर हो सकते हैं',
  consent: 'आगे बढ़ने के लिए कृपया गोपनीयता सूचना से सहमति दें',
  invalidCharacters: 'कृपया इस फ़ील्ड से अमान्य अक्षर हटाएँ',
  name: 'कृपया नाम केवल अक्षरों में लिखें',
  nameShort: 'नाम में कम से कम 2 अक्षर होने चाहिए',
  tooLong: 'इसमें अधिकतम {max} अक्षर हो सकते हैं',
  prescriptionType: 'कृपया पर्चा इमेज (JPEG, PNG या WebP), PDF या Word (DOC या DOCX) फ़ाइल के रूप में लगाएँ',
  prescriptionSize: 'पर्चे की फ़ाइल अधिकतम 5 MB की हो सकती है',
  prescriptionEmpty: 'पर्चे की फ़ाइल खाली है। कृपया इसे फिर से लगाएँ',
  prescriptionActivePdf:
    'इस PDF में स्क्रिप्ट, ऐक्शन या जुड़ी हुई फ़ाइलें हैं, जिन्हें हम स्वीकार नहीं कर सकते। कृपया पर्चे की फ़ोटो या स्कैन लगाएँ, या इनके बिना PDF लगाएँ',
  prescriptionUncheckedPdf:
    'इस PDF की जाँच नहीं हो सकी (यह सुरक्षित या ख़राब हो सकती है)। कृपया पर्चे की फ़ोटो या स्कैन लगाएँ, या बिना सुरक्षा वाली PDF लगाएँ',
  prescriptionUnpacksTooLarge: 'यह Word फ़ाइल खुलने पर 50 MB से बड़ी हो जाती है। कृपया पर्चे की फ़ोटो या स्कैन, या PDF लगाएँ',
  referenceRequired: 'बुकिंग संदर्भ संख्या ज़रूरी है',
  reference: 'कृपया अपनी बुकिंग संदर्भ संख्या दर्ज करें, जैसे APT-7K3QD-M9X21 या LAB-4HV0C-2RT8V',
  referenceCheck: 'इस संदर्भ संख्या का एक अक्षर गलत लिखा गया है। कृपया इसे अपने पुष्टि ईमेल से मिलाएँ',
  code: 'कृपया हमारे भेजे ईमेल में आया 6 अंकों का कोड दर्ज करें',
  codeRequired: 'कोड ज़रूरी है',
  contactRequired: 'फ़ोन नंबर या ईमेल ज़रूरी है',
  contact: 'कृपया वही 10 अंकों का फ़ोन नंबर या ईमेल पता दर्ज करें जिससे आपने बुकिंग की थी',
  checkField: 'कृपया इस फ़ील्ड को जाँचें',
  checkFields: 'कृपया चिह्नित फ़ील्ड जाँचें।',
};

/**
 * When the API words a field's problem in a way no catalogue knows (a doctor who is not in the
 * chosen department, say), a Hindi reader still learns what to fix from the field's name.
 */
export const FIELD_FALLBACK: Readonly<Record<string, ContractErrorKey>> = {
  department: 'departmentFromList',
  doctor: 'doctorFromList',
  lab: 'labFromList',
  test: 'testFromList',
  package: 'packageRequired',
  collection: 'collection',
  pincode: 'pincode',
  collection_window: 'windowRequired',
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
  code: 'code',
};

const TOO_LONG = /^Must be at most (\d+) characters$/;

const KEY_BY_TEXT = new Map<string, ContractErrorKey>(
  Object.entries(CONTRACT_ERRORS).map(([key, text]) => [text, key as ContractErrorKey]),
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

/** A known error's Hindi, with its values. */
const say = ({ key, values }: { key: ContractErrorKey; values?: { max: string } }): string =>
  values ? HINDI_ERRORS[key].replace('{max}', values.max) : HINDI_ERRORS[key];

/** A field's error in Hindi: its own Hindi, or what to fix in that field. */
export function hindiFieldError(message: string, field: string): string {
  return say(contractErrorKey(message, field));
}

/** A whole-request message in Hindi when it is one of the contract's texts, null otherwise. */
export function hindiKnownMessage(message: string): string | null {
  const known = knownContractError(message);
  return known ? say(known) : null;
}
