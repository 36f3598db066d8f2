import { defineMessages } from 'shared-ui/i18n';

/**
 * The terms of use and the privacy notice, as text an editor can change without touching the page.
 * `{…}` marks where the page puts a link or one of the hospital's facts.
 */
export const termsMessages = defineMessages({
  en: {
    title: 'Terms & Privacy',
    subtitle: 'How this website may be used and how we look after your information.',
    useHeading: 'Using this website',
    use1: 'This website gives general information about {hospital} and lets you request appointments and lab tests. It is not a substitute for medical advice. In an emergency, call {emergencyPhone} or come to our Accident & Emergency department, open {hours}.',
    use2: 'A booking made here is a request: our team confirms the time with you by phone or e-mail. Prices shown for lab tests are in Indian rupees and may change; the price confirmed at the lab applies.',
    privacyHeading: 'Privacy notice',
    fiduciary:
      '{hospital}, {address}, decides how the personal data you give on this website is used (the "data fiduciary" under India\'s Digital Personal Data Protection Act, 2023).',
    whatHeading: 'What we ask for, and why',
    what: 'When you book an appointment, book a lab test, send us a message or register, we collect what that form asks for: your name, e-mail address, phone number, and where relevant your address, age, gender, preferred date, the doctor or test you chose, your message and any prescription you upload. We use it only to arrange and confirm your visit or test, to contact you about it, and to answer your message.',
    practices1: 'Only hospital staff who arrange your care can see it. We do not sell it or use it for marketing.',
    practices2: 'Prescriptions you upload are stored privately and are never published on this website.',
    practices3:
      "Health details are never put in web addresses, in the messaging-app link or in our logs, and confirmation e-mails carry only your booking's reference, date and place.",
    practices4: 'We record when you agreed to this notice with each form you send.',
    practices5:
      'We keep booking records for as long as the law requires hospitals to keep patient records, and messages for one year.',
    rightsHeading: 'Your rights',
    rights1:
      'You may withdraw your consent at any time, as easily as you gave it: write to us and we stop using your data for anything not already done (a booking you cancel is kept, marked cancelled, as the law requires). You may also ask to see a summary of what we hold about you, have it corrected or completed, have it erased when it is no longer needed, and name someone to act for you.',
    rights2:
      'To do any of this, or to complain about how we handled your data, write to our Grievance Officer at {privacyEmail}, call {supportPhone} or {contactUs}. We answer within 7 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    contactUs: 'contact us',
  },
  hi: () => import('./termsMessages.hi'),
});
