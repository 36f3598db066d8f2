/**
 * The site's one vocabulary of input problems: each has a code, and its English text here with
 * `{param}`s where a value goes. The schemas and the API report codes with parameters; the forms
 * show a code's text in the page's language (shared-ui's `fieldErrorMessages` has the Hindi), and
 * the API keeps the English text beside each code for other clients. Every answer a person may read
 * carries one of these codes: a field's problem, a refusal of the whole request, or a success's words.
 */
import { HOSPITAL_NAME } from './hospital/name';
import { HOME_VISIT_PINCODES } from './homeVisits';
import { LIMITS } from './limits';

export const FIELD_ERROR_TEXTS = {
  departmentRequired: 'Please choose a department',
  doctorRequired: 'Please choose a doctor',
  labRequired: 'Please choose a lab',
  testRequired: 'Please choose a test',
  packageRequired: 'Please choose a package',
  testOrPackage: 'Please choose a test or a package, not both',
  testsTooMany: 'Please choose at most {max} tests',
  testsRepeated: 'Each test can be chosen once',
  packageHomeCare: 'Home care visits are booked from the Home care page',
  collection: 'Please choose the lab or your home',
  pincodeRequired: 'Pincode is required',
  pincode: 'Please enter the 6-digit pincode of the address',
  pincodeNotServed: `We come to homes in Faridabad only (pincodes ${HOME_VISIT_PINCODES.join(', ')}). Please choose the lab, or call us`,
  windowRequired: 'Please choose a time for the visit',
  windowPassed: 'This time is too soon or has passed today. Please choose a later time or another day',
  departmentFromList: 'Please choose a department from the list',
  doctorFromList: 'Please choose a doctor from the list',
  doctorNotInDepartment: '{doctor} is not in {department}',
  labFromList: 'Please choose a lab from the list',
  testFromList: 'Please choose a test from the list',
  packageFromList: 'Please choose a package from the list',
  testNotAtLab: '{test} is not offered by {lab}',
  testAtLabOnly: 'This test is done at the lab only. Please choose At the lab',
  packageAtHome: 'This visit is at your home: please give the pincode and a time',
  packageAtHospital: 'This package is done at the hospital. Please choose At the lab',
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a valid date',
  datePast: 'Please choose today or a later date',
  dateTooFar: `Please choose a date within the next ${LIMITS.visitHorizonMonths} months`,
  modeRequired: 'Please choose Online or Offline',
  slotRequired: 'Please choose a time',
  slotInvalid: 'Please choose a time from the list',
  slotUnavailable: 'The doctor has no free consultation at this time. Please choose another time',
  slotOnline: 'This time is for online consultations. Please choose Online or another time',
  slotInPerson: 'This time is for consultations at the hospital. Please choose Offline or another time',
  slotKeptForCounter:
    'The last {count} places of this session are kept for patients at the hospital’s counter. Please choose another time, or call us.',
  slotTaken: 'The {time} slot on {date} has just been booked by someone else. Please choose another time.',
  availabilityTooLong: 'Please ask for at most {max} days at a time',
  availabilityOrder: 'Please choose an end date on or after the start date',
  patientNameRequired: 'Patient name is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid 10-digit phone number',
  textsNeedMobile:
    'SMS and WhatsApp reach only a mobile number (10 digits starting with 6, 7, 8 or 9). Enter a mobile number, or untick this to get your messages by email only.',
  addressRequired: 'Address is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  ageRequired: 'Age is required',
  age: `Age must be a whole number from ${LIMITS.ageMin} to ${LIMITS.ageMax}`,
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
  passwordBlank: 'Password must not be only spaces',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another.',
  currentPasswordRequired: 'Current password is required',
  passwordWrong: 'The password is not correct',
  consent: 'Please agree to the privacy notice to continue',
  invalidCharacters: 'Please remove the invalid characters from this field',
  name: 'Please enter a name using letters only',
  nameShort: `Name must be at least ${LIMITS.nameMin} characters`,
  tooLong: 'Must be at most {max} characters',
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
  referenceRequired: 'Booking reference is required',
  reference: 'Please enter your booking reference, like APT-7K3QD-M9X21 or LAB-4HV0C-2RT8V',
  referenceCheck: 'This reference has a mistyped character. Please check it against your confirmation email',
  code: 'Please enter the 6-digit code we sent you',
  codeRequired: 'Code is required',
  contactRequired: 'Phone number or email is required',
  contact: 'Please enter the 10-digit phone number or the email address you booked with',
  tokenRequired: 'Token is required',
  tokenInvalid: 'Token is not valid',
  accessRequired: 'Access is required',
  accessInvalid: 'Access is not valid',
  unknownField: 'Unknown field',
  singleValue: 'Please enter a single value',
  fieldTooLong: 'This field is too long',
  fieldRepeated: 'This field was sent more than once',
  checkField: 'Please check this field',
  checkFields: 'Please check the highlighted fields.',
  bodyNotObject: 'The request body must be a JSON object.',
  formNotMultipart: 'Send this form as multipart/form-data.',
  formUnreadable: 'The form could not be read. Please send it again.',
  tooManyRequests: 'Too many requests from your network. Please try again in {after}.',
  contactProofRequired:
    'You already have an upcoming booking with this email or phone number. To book another, enter the 6-digit code we sent to {email}',
  contactCodeWrong: 'This code is not right or has expired. Please check the latest email from us, or send a new code',
  contactCodeSent:
    'If this address can receive email, a 6-digit code is on its way to it. The code is valid for {minutes} minutes',
  contactHoldLimit:
    'This email or phone number already has {max} upcoming bookings. Please cancel one you no longer need, or call us, to book another',
  contactDayLimit: 'This email or phone number already has {max} bookings with this doctor on this day',
  networkHoldLimit: 'Too many upcoming bookings have been made from your network. Please call us to book',
  dayHoldLimit:
    'This day has no more times for a booking made without the code from our email. Please choose another day, or call us',
  // The request as a whole (the error handler, the rate limits, the origin check).
  requestNotJson: 'The request body is not valid JSON.',
  requestBodyEmpty: 'The request body is empty; send a JSON object.',
  requestTooLarge: 'The request is too large.',
  contentTypeRefused: 'This content type is not accepted here.',
  contentLengthWrong: 'The request length does not match its body.',
  tooManyFiles: 'Too many files: attach at most one.',
  tooManyFormFields: 'Too many fields in the form.',
  tooManyFormParts: 'Too many parts in the form.',
  fieldNameRefused: 'The form has a field name that is not allowed.',
  requestUnreadable: 'The request could not be read.',
  requestUnhandled: 'The request could not be handled.',
  addressTooLong: 'The address is too long.',
  addressInvalid: 'The address of this request is not valid.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again later.',
  originRefused: 'This site is not allowed to call the API.',
  contactThanks: `Thank you for contacting ${HOSPITAL_NAME}. Our team will get back to you within one working day.`,
  // Accounts: sign-up, sign-in, the e-mailed links, the account's own calls.
  signedUp:
    'Thank you. We have sent an e-mail to this address: open the link in it within 24 hours to start using your account.',
  accountConfirmed: 'Your e-mail is confirmed and your password is set. You can now sign in.',
  confirmLinkInvalid: 'This link is not valid any more: it may have been used or be more than a day old.',
  resetLinkInvalid: 'This link is not valid any more: it may have been used or be more than 30 minutes old.',
  loginRefused: 'Invalid login ID or password.',
  emailUnconfirmed: 'Please confirm your e-mail first: we have sent you a new link.',
  signInSlowed: 'Too many failed sign-ins. Please try again in {after} seconds, or reset your password.',
  signedOut: 'Please sign in.',
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password (valid 30 minutes).',
  passwordReset: 'Your password has been changed. Please sign in with it.',
  passwordCheckBusy: 'Many people are signing in just now. Please try again in a few seconds.',
  accountEditsLimited: 'Too many changes to this account. Please try again in {after} seconds.',
  // Manage a booking.
  bookingCodeSent:
    'If these details match a booking, we have sent a 6-digit code: by SMS to its mobile number if you typed that, otherwise to the email address it was made with. The code is valid for {minutes} minutes.',
  bookingNotFound:
    'We could not open a booking with these details and this code. Please check the code, or send a new one.',
  bookingLinkExpired: 'This link has expired or has already been used. Please look your booking up with its reference.',
  bookingAccessExpired: 'Your time to change this booking has run out. Please look it up again.',
  bookingAlreadyCancelled: 'This booking is already cancelled.',
  bookingPast: 'The day of this booking has passed, so it can no longer be cancelled.',
  bookingPastMove: 'The day of this booking has passed, so it can no longer be moved.',
  bookingSeenAtDesk:
    'The hospital’s front desk has already recorded this visit, so it can no longer be changed online. Please call the front desk.',
  bookingNotDoctor: 'This is a lab booking: choose its new day, and for a home visit its time window.',
  bookingNotLab: 'This is an appointment with a doctor: choose its new time among the doctor’s free times.',
  bookingTriesLimited: 'Too many tries for these booking details. Please try again in {after}.',
  // Staff accounts (the desk, issue 47).
  staffPasswordShort: 'Password must be at least {min} characters',
  totpCode: 'Please enter the 6-digit code your authenticator app shows',
  staffCode: 'Please enter the 6-digit code from your authenticator app, or one of your recovery codes',
  roleRequired: 'Please choose a role',
  staffRole: 'Please choose Reception, OPD manager or Admin',
  staffEnrolmentInvalid:
    'This enrolment link is not valid any more: it may have been used, replaced or be more than 72 hours old. Please ask an administrator for a new one.',
  totpWrong:
    'This code is not right. Check that the time on your phone is correct and enter the code your app shows now.',
  staffSignInRefused: 'The e-mail, password or code is not right.',
  staffSignInSlowed: 'Too many failed sign-ins. Please try again in {after} seconds.',
  staffSignedOut: 'Please sign in to the desk.',
  staffRoleRefused: 'Your role does not allow this.',
  staffNetworkRefused: 'The desk cannot be used from this network.',
  staffAccountDisabled: 'This account has been disabled. Please ask an administrator.',
  staffEmailTaken: 'A staff account with this e-mail already exists.',
  staffAccountNotFound: 'There is no staff account with this id.',
  staffSessionNotFound: 'You have no session with this id.',
  staffSelfDisable: 'You cannot disable your own account. Please ask another administrator.',
  staffAuditBefore: 'Please give the id of an audit event, as the previous page gave it',
  // The HMIS's API keys (issue 50).
  hmisKeyName: 'Please give the key a name of 1 to 60 letters, digits, spaces, dots, dashes or underscores',
  hmisKeyNameTaken: 'A key with this name exists already (names are used once). Please choose another.',
  hmisKeyNotFound: 'There is no HMIS key with this id.',
  // The front desk's day (issue 47).
  deskDate: 'Please give the day as YYYY-MM-DD',
  deskDoctor: 'Please choose a doctor from the list',
  deskBookingNotFound: 'There is no appointment with this reference.',
  deskVersionRequired: 'Please send the booking’s version, as the day list gave it',
  deskBookingStale:
    'Someone else has just changed this booking. It is shown as it is now: please check it and try again.',
  deskStatusMove: 'This booking’s status does not allow this. It is shown as it is now.',
  labBookingNotFound: 'There is no lab booking with this reference.',
  labBeforeDay: 'A collection cannot be marked before the booking’s day.',
  deskNotToday: 'This cannot be marked before the appointment’s day, and an arrival only on the day itself.',
  deskCancelReason: 'Please choose who asked to cancel: the patient, the doctor or the hospital',
  deskRescheduleReason: 'Please choose who asked to move it: the patient, the doctor or the hospital',
  deskResetTo: 'Please choose the status to set: booked, arrived, completed or no-show',
  deskResetReasonRequired: 'Please say why the status is being reset',
  deskSource: 'Please say whether the patient is at the counter or on the phone',
  deskLanguage: 'Please choose English or Hindi for the patient’s messages',
  deskJoinHow: 'Please choose how the patient joins: a meeting link, or a call at the booked time',
  deskJoinLink: 'Please give the meeting link as https://…, at most {max} characters',
  deskJoinNotOnline: 'Joining details are only for an online consultation that is still booked.',
  deskJoinSent: 'The joining details were sent already. Send them again only if the patient needs them again.',
  // The desk's inbox and the admin's undelivered notices (issue 47).
  contactStatus: 'Please mark the message answered or closed',
  contactVersionRequired: 'Please send the message’s version, as the inbox gave it',
  contactInboxStatus: 'Please choose new, answered or closed',
  contactInboxBefore: 'Please give the id of a message, as the previous page gave it',
  contactMessageNotFound: 'There is no contact message with this id.',
  contactMessageStale:
    'Someone else has just changed this message. It is shown as it is now: please check it and try again.',
  contactStatusMove: 'This message has already been marked so, or further. It is shown as it is now.',
  noticeNotFound: 'There is no undelivered e-mail with this id.',
  noticeNotRetried: 'Only an e-mail that was given up can be retried. It is shown as it is now.',
  phoneNoticeNotFound: 'There is no undelivered SMS or WhatsApp message with this id.',
  phoneNoticeNotRetried:
    'Only an SMS or WhatsApp message that was given up (failed or unconfirmed) can be retried. It is shown as it is now.',
  // The OPD manager's timetable editor (issue 48).
  timetableWeekday: 'Please choose a weekday',
  timetableTime: 'Please give the time as HH:MM, 24-hour',
  timetableEndBeforeStart: 'The session must end after it starts',
  timetableOnline: 'Please choose in person or online',
  timetableRoomRequired: 'Please give the room of a session at the hospital',
  timetableSlotMinutes: 'The slot length must be a whole number of minutes from 5 to 120',
  timetableSlotDivides: 'The slot length must divide the session’s {minutes} minutes exactly',
  timetableCounterQuota:
    'The counter quota must be a whole number from 0 to {max}, or empty for the hospital’s setting',
  timetableOverlap: 'This session overlaps the {start}–{end} session on the same day',
  timetableSessionsRequired: 'Please send the week’s sessions (an empty list for none)',
  timetableTooMany: 'At most {max} sessions a week',
  timetableFromPast:
    'A timetable takes effect today or later: the days before keep the timetable their bookings were made under',
  timetableVersionRequired: 'Please send the timetable’s version, as the editor read it',
  timetableStale:
    'Someone else has just changed this timetable. It is shown as it is now; your changes are kept to apply again.',
  timetableDoctorNotFound: 'There is no doctor with this id.',
  timetableSaved: 'The timetable is saved.',
  // Leave and closures (issue 48), and the rebook link a cancelled patient follows.
  leaveDoctor: 'Please choose a doctor, or the whole hospital',
  leaveDoctorNotFound: 'There is no doctor with this id.',
  leaveFromPast: 'Leave starts today or later',
  leaveToBeforeFrom: 'The last day must be on or after the first day',
  leaveTooLong: 'Leave is at most {max} days at a time',
  leaveSessionTime: 'Please give the session’s start as HH:MM, 24-hour',
  leaveSessionOneDay: 'One session is on one day: please give the same first and last day',
  leaveSessionDoctor: 'One session is a doctor’s: please choose the doctor',
  leaveSessionUnknown: 'The doctor has no session starting at {time} on that day',
  leaveReasonRequired: 'Please give the reason the patients will read',
  leaveReferences: 'Please send the references of the bookings shown, as the leave’s list gave them',
  leaveNotFound: 'There is no such leave.',
  leaveHitsChanged:
    'The bookings this leave hits have changed since they were shown. Nothing was cancelled: please check the list as it is now.',
  leaveConfirmed: 'The bookings are cancelled and their patients are being told.',
  rebookLinkInvalid:
    'This link has expired, was already used, or is not valid. Please book again from the appointment page or call us.',
  rebookDoctor: 'Please choose the same doctor or another doctor of the same department',
  // Fees, prices and doctors' profiles at the desk (issue 48).
  priceRequired: 'Please enter the price in whole rupees',
  priceWhole: 'Please enter the price in whole rupees, digits only',
  pricePositive: 'The price must be more than ₹0',
  priceTooHigh: 'A price must be at most ₹{max}',
  feeTooHigh: 'A consultation fee must be at most ₹{max}',
  effectiveFromRequired: 'Please choose the date the new price takes effect',
  effectiveFromPast: 'A new price takes effect today or later: bookings already made keep their price',
  feeModeRequired: 'Please choose the fee at the hospital or the online fee',
  priceItemNotFound: 'There is no such package or test.',
  doctorNotFound: 'There is no doctor with this id.',
  doctorRetired: 'This doctor no longer sees patients at the hospital. Please choose another doctor',
  doctorMoved: 'This doctor’s page has a new address.',
  doctorVersionRequired: 'Please send the doctor’s version, as the editor read it',
  doctorProfileStale:
    'Someone else has just changed this doctor’s profile. It is shown as it is now: please check it and save again.',
  doctorNameTaken: 'A doctor with this name is already listed. Please add something that tells them apart',
  doctorAlreadyRetired: 'This doctor is already retired.',
  doctorHasUpcomingBookings:
    'This doctor still has {count} upcoming bookings. Please mark their leave first, so those patients are told and offered other times; then retire them.',
  aboutRequired: 'Please write a few lines about the doctor',
  yearsOfPractice: 'Years of practice must be a whole number from 0 to {max}',
  registrationBoth: 'Please give both the council and the registration number, or neither',
  languagesRequired: 'Please choose at least one language the doctor speaks',
  languageFromList: 'Please choose languages from the list',
  qualificationsTooMany: 'Please give at most {max} qualifications',
  doctorPhotoRequired: 'Please choose the photo to upload',
  doctorPhotoType: 'The photo must be a JPEG, PNG or WebP image (its content decides, not its name)',
  doctorPhotoSize: 'The photo must be at most 1 MB: a portrait of 800 × 1000 pixels is about 150 KB',
  doctorPhotoEmpty: 'The photo file is empty. Please choose it again',
  doctorPhotoDimensions: 'Each side of the photo must be from {min} to {max} pixels',
  doctorPhotoSaved: 'The photo is saved. The doctor’s page and the doctors’ list show it within a minute.',
  // The hospital's facts, kept by the admin at the desk (issue 48).
  factPhone: 'Please give the number as +91 and its 10 digits (spaces allowed), e.g. +91 129 400 0000',
  factMessagingNumber: 'Please give the messaging number as 91 and its 10 digits, without spaces or +',
  factRequired: 'Please fill this in: every page shows it',
  factLatitude: 'The latitude must be a number from 6 to 38 (India)',
  factLongitude: 'The longitude must be a number from 68 to 98 (India)',
  factsVersionRequired: 'Please send the facts’ version, as the editor read it',
  factsStale:
    'Someone else has just changed the hospital’s facts. They are shown as they are now; your changes are kept to apply again.',
  factsSaved: 'The hospital’s facts are saved. Every page shows them within a minute.',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_TEXTS;

/**
 * A problem with one field (or with the whole request): its code and the values its text needs.
 * A type, not an interface: yup takes it as a message only with an implicit index signature.
 */
export type FieldIssue = {
  code: FieldErrorCode;
  params?: Record<string, string | number>;
};

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_ERROR_TEXTS, value);
}

/** A FieldIssue as it may arrive from elsewhere (a yup error, a JSON answer), checked. */
export function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isFieldErrorCode(code)) return false;
  if (params === undefined) return true;
  return (
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}

/** Puts values into a text's `{placeholders}`; one without a value stays as written. */
export function fillParams(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** An issue's English text, its parameters filled in. */
export function fieldIssueText(issue: FieldIssue): string {
  return fillParams(FIELD_ERROR_TEXTS[issue.code], issue.params);
}

export { fieldIssue } from './fieldIssue';
