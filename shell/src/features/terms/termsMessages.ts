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
    practices3: 'Health details are never put in web addresses, in the messaging-app link or in our logs.',
    practices4: 'We record when you agreed to this notice with each form you send.',
    emailsHeading: 'What our e-mails carry',
    emails:
      "We e-mail you when you book, when you cancel, and when you ask to see or change a booking. Each e-mail carries only your name in the greeting, your booking reference, the date, whether the visit is in person or online, the hospital's address and phone number, and a link to manage your booking; the e-mail you ask for to open a booking also carries its 6-digit code. It never names the doctor, the department or the test, never gives a price, and never repeats what you wrote in the form.",
    textsHeading: 'What our text messages carry',
    texts:
      "When you book, we send your booking's messages by SMS to the phone number you gave, unless you untick it, and by WhatsApp only if you tick it: the confirmation, a reminder 3 days and 1 day before the visit (not between 9 pm and 8 am), and a message if the booking is changed or cancelled. If you ask for the code to open a booking with your phone number, it comes by SMS. Like our e-mails, each carries only your name, your booking reference, the day and time, the place and a link to manage your booking, never the doctor, the department, the test or a price. To stop them, reply STOP on WhatsApp or open the stop link in any message: that channel stops for your number at once; your e-mails continue.",
    keepHeading: 'How long we keep it',
    keepBookings:
      "Bookings: 3 years after the day of the visit, for the hospital's record keeping. Then we remove your name, contact details, address and message from the booking and delete any prescription you uploaded; only an anonymous count (the day, the doctor or the test) stays, for statistics.",
    keepMessages: 'Messages sent with the contact form: 12 months, then deleted.',
    keepEmails:
      'The e-mails we send you: our copy is deleted 30 days after it is sent (or, if it could not be delivered, 30 days after it was written).',
    keepTexts:
      'The SMS and WhatsApp messages we send you: our record (your number, the message and whether it arrived) is deleted 30 days after it was delivered or we gave up; if you stopped a channel, your number stays on our stop list so we never text it again.',
    keepAccounts: 'Your account: until you ask us to delete it.',
    keepAudit:
      'Our security log: each time a booking is looked up or cancelled, a code is sent or mistyped, a sign-in fails or data is erased, we record what happened, when, and the network it came from (not your full address), never your name, contact details or booking reference in readable form. We keep this log for one year, to find and stop misuse.',
    storageHeading: 'What this website keeps in your browser',
    storageCookies:
      'No cookies for advertising or tracking, and no analytics other than the anonymous speed measure described below. Two cookies come only when you sign in: one keeps you signed in, until you sign out, after {idleMinutes} minutes unused or {maxHours} hours at most; the other marks this browser as one you have signed in with, so that a lock put on your account after many wrong passwords from elsewhere does not shut you out. It is kept {knownBrowserDays} days.',
    storageBrowser:
      "Your browser also keeps the language you chose; whether someone was signed in on this browser at the last visit (never who), so the account page shows the right thing at once; and, for this visit only, that you have seen the opening screen and the welcome message. Clearing this website's data in your browser removes them all.",
    speedHeading: "How we measure this website's speed",
    speed:
      "To make this website faster, some visits (a sample, not every one) report how quickly the page showed and answered: when its main content appeared, when it became ready to use, how long it took to respond to a tap or key, and how much it moved while loading. With these numbers go only the kind of page (for example \"a service page\", never its address or anything after it), its language, and whether the screen is a phone's, a tablet's or a computer's. They carry nothing about you, no cookie is set or read for them, and the network address they come from is used only to limit how often they can be sent, and is not kept. We keep the numbers for 90 days, then delete them.",
    rightsHeading: 'Your rights',
    rights1:
      'You may withdraw your consent at any time, as easily as you gave it: write to us and we stop using your data for anything not already done (a booking you cancel is kept, marked cancelled, as the law requires). You may also ask to see a summary of what we hold about you, have it corrected or completed, have it erased when it is no longer needed, and name someone to act for you.',
    erasure:
      'When we erase your data, we delete your messages, your account, our copies of the e-mails we sent you and any prescription you uploaded, and remove your name, contact details, address and message from your bookings; only an anonymous count of each booking stays, for statistics.',
    rights2:
      'To do any of this, or to complain about how we handled your data, write to our Grievance Officer at {privacyEmail}, call {supportPhone} or {contactUs}. Write from the e-mail address you used with us, so we can find your data; we answer without delay. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    contactUs: 'contact us',
  },
  hi: () => import('./termsMessages.hi'),
});
