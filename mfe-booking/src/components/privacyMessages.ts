import { defineMessages } from 'shared-ui/i18n';

/** The privacy notice and consent beside a form's submit button. */
export const privacyMessages = defineMessages({
  en: {
    privacyTitle: 'Your privacy',
    privacyDataAppointment:
      'We ask for your name, e-mail address, phone number and address, the department, doctor and date you choose, and anything you write in the message.',
    privacyDataLab:
      'We ask for your name, age, e-mail address, phone number and address, the test, lab and date you choose, any prescription you upload and anything you write in the message.',
    privacyDataContact: 'We ask for your name, e-mail address, phone number and your message.',
    privacyDataRegister:
      'We ask for your name, e-mail address, phone number, age and gender, and the login ID and password you choose.',
    privacyPurposeBooking: 'We use them only to arrange your booking and to contact you about it.',
    privacyPurposeContact: 'We use them only to answer your message and to contact you about it.',
    privacyPurposeRegister: 'We use them only to set up your account and to contact you about your bookings.',
    privacyRights:
      'You can withdraw your consent, or complain about how we handle your data, at any time by writing to our Grievance Officer at {email} or calling {phone}. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
    privacyLink: 'Read the full privacy notice',
    newTab: '(opens in a new tab)',
    consentBooking: 'I agree to the hospital using these details to arrange my booking and to contact me about it.',
    consentContact: 'I agree to the hospital using these details to answer my message.',
    consentRegister: 'I agree to the hospital using these details to set up my account and contact me.',
  },
  hi: () => import('./privacyMessages.hi'),
});
