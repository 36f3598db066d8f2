import type { MessageCatalogue, Messages } from 'shared-ui/i18n';
import { accountMessages } from '../features/account/accountMessages';
import { linkPasswordMessages } from '../features/account/linkPasswordMessages';
import { signInMessages } from '../features/account/signInMessages';
import { myAccountMessages } from '../features/account/myAccountMessages';
import { appointmentMessages } from '../features/doctor-appointment/appointmentMessages';
import { bookedMessages } from '../features/doctor-appointment/bookedMessages';
import { contactMessages } from '../features/contact/contactMessages';
import { labMessages } from '../features/lab-booking/labMessages';
import { packageMessages } from '../features/lab-booking/packageMessages';
import { pickerMessages } from '../features/lab-booking/pickerMessages';
import { whereMessages } from '../features/lab-booking/whereMessages';
import { manageMessages } from '../features/manage-booking/manageMessages';
import { rebookMessages } from '../features/manage-booking/rebookMessages';
import { slipMessages } from '../features/booking-slip/slipMessages';
import { cancelBookingMessages } from './cancel-booking/cancelBookingMessages';
import { rescheduleMessages } from './reschedule/rescheduleMessages';
import { confirmationMessages } from './confirmationMessages';
import { homeVisitMessages } from './homeVisitMessages';
import { patientMessages } from './booking-form/patientMessages';
import { listMessages } from './listMessages';
import { privacyMessages } from './privacyMessages';

const CATALOGUES: Record<string, MessageCatalogue<Messages>> = {
  privacy: privacyMessages,
  confirmation: confirmationMessages,
  lists: listMessages,
  patient: patientMessages,
  appointment: appointmentMessages,
  booked: bookedMessages,
  lab: labMessages,
  package: packageMessages,
  picker: pickerMessages,
  where: whereMessages,
  homeVisit: homeVisitMessages,
  contact: contactMessages,
  account: accountMessages,
  signIn: signInMessages,
  linkPassword: linkPasswordMessages,
  myAccount: myAccountMessages,
  manage: manageMessages,
  rebook: rebookMessages,
  slip: slipMessages,
  cancelBooking: cancelBookingMessages,
  reschedule: rescheduleMessages,
};

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_name, catalogue) => {
  it('has Hindi for every English text and no Hindi text the English lacks', async () => {
    const hindi = await catalogue.loadHindi();
    expect(Object.keys(hindi ?? {}).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it('says each text in Devanagari, not the English again, with the same placeholders', async () => {
    const hindi = (await catalogue.loadHindi()) ?? {};
    for (const [key, english] of Object.entries(catalogue.en)) {
      const text = hindi[key] ?? '';
      expect({ key, devanagari: /[\u0900-\u097F]/.test(text), sameAsEnglish: text === english }).toEqual({
        key,
        devanagari: true,
        sameAsEnglish: false,
      });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});

// Issue 44: a booked slot is booked, in every message (the SPEC's "submitted" was the defect).
describe('one booking vocabulary', () => {
  it.each([
    [bookedMessages.en.success, 'Your appointment is booked.'],
    [labMessages.en.success, 'Your lab visit is booked.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('never says submitted, received or that a booking is still to be confirmed', async () => {
    for (const catalogue of [appointmentMessages, bookedMessages, labMessages]) {
      const hindi = (await catalogue.loadHindi()) ?? {};
      for (const text of [...Object.values(catalogue.en), ...Object.values(hindi)]) {
        expect(text).not.toMatch(/submitted|received|will confirm|to confirm|जमा|पक्का|पुष्टि करेंगे/i);
      }
    }
  });
});

describe("the SPEC's texts, exactly", () => {
  it.each([
    [appointmentMessages.en.failure, 'Something went wrong! Please try again.'],
    [appointmentMessages.en.preselected, 'Pre-selected'],
    [labMessages.en.fillRequired, 'Please fill all required fields!'],
    [labMessages.en.badInput, 'Please check your input data and try again.'],
    [labMessages.en.serverError, 'Server error. Please try again later.'],
    [labMessages.en.networkError, 'Network error. Please check your internet connection and try again.'],
    [labMessages.en.otherError, 'Something went wrong! Please try again.'],
    [pickerMessages.en.noTests, 'No tests found'],
    // The SPEC's 'No tests found' with 'for selected lab', said as one sentence.
    [pickerMessages.en.noTestsForLab, 'No tests found for selected lab'],
    [pickerMessages.en.clearSearch, 'Clear search'],
    [labMessages.en.blurb1Title, 'Emergency Services 24/7'],
    [labMessages.en.blurb2Title, 'Patient Registration'],
    [labMessages.en.blurb3Title, 'Patient Care Excellence'],
    [labMessages.en.blurb4Title, 'Lab Reports & Results'],
    [labMessages.en.blurb5Title, 'Availability of Services'],
    [labMessages.en.blurb6Title, 'Commitment to Proper Service'],
    [contactMessages.en.sending, 'SENDING...'],
    [contactMessages.en.failed, 'Failed to send message. Please try again.'],
    [contactMessages.en.networkError, 'Network error. Please check your connection and try again.'],
    [contactMessages.en.callNow, 'CALL NOW'],
    [signInMessages.en.loggingIn, 'Logging in...'],
    [signInMessages.en.invalidCredentials, 'Invalid credentials. Please try again.'],
    [signInMessages.en.registering, 'Registering...'],
    [signInMessages.en.registerFailed, 'Error: Could not register.'],
    [listMessages.en.labsError, 'Error: API error {status}'],
    [listMessages.en.listError, 'Error: {message}'],
  ])('%s', (text, spec) => {
    expect(text).toBe(spec);
  });
});
