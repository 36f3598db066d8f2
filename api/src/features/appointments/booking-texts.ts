/**
 * Every word a booking's messages say to the patient, in English and Hindi, written once: the
 * e-mails and the calendar file are built from these lines now, the SMS and WhatsApp messages will be
 * later. One vocabulary, the site's: a booking is booked, cancelled or moved, never "requested" or
 * "received". An online consultation is joined the way the hospital runs it: no link is sent, the
 * front desk calls the patient's phone before the time.
 *
 * The lines name the doctor, the day, time and place and how to prepare, never a test, package,
 * department or price (health information in a mailbox), nor anything the visitor typed.
 */
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import { roomIn } from '../../http/language';
import type { Language } from '../../http/language';

/** When and with whom a doctor booking is: `slotStart` null for one made before slots, `room` null online. */
export interface DoctorVisit {
  doctor: string;
  date: string;
  online: boolean;
  slotStart: string | null;
  room: string | null;
}

/** A lab booking: at the hospital, or at home in a window (`{start, end}` as `HH:MM`). */
export interface LabVisit {
  date: string;
  window: { start: string; end: string } | null;
}

export interface BookingTexts {
  /** `YYYY-MM-DD` as the language writes a day ("Monday, 7 December 2026"). */
  day(isoDay: string): string;
  /** A room as the data has it ("Room 12"), in the language. */
  room(room: string): string;
  dear(name: string): string;
  /** A greeting without a name, to an address not yet tied to a booking. */
  hello: string;
  reference(reference: string): string;
  subject: {
    doctorBooked(reference: string): string;
    labBooked(reference: string): string;
    doctorCancelled(reference: string): string;
    labCancelled(reference: string): string;
    moved(reference: string): string;
    labMoved(reference: string): string;
    code(reference: string): string;
  };
  /** "Your appointment with Dr X is booked for <day> at 10:30." */
  doctorBooked(visit: DoctorVisit): string;
  /** Where: the room and the hospital's address, or online by video. */
  where(visit: DoctorVisit): string;
  /** What the patient does next: come early to the counter, or wait for the call with how to join. */
  next(visit: DoctorVisit): string;
  labBooked(visit: LabVisit): string;
  labNext(visit: LabVisit): string;
  /** When a lab booking is: its day, and at home its window. */
  labWhen(visit: LabVisit): string;
  /** How to prepare, the package's own words or the fasting rule. */
  preparation(text: string): string;
  /** A test that is taken fasting. */
  fasting: string;
  /** The confirmation's manage lines: the single-use link, then the manage page and its code. */
  manage(kind: 'doctor' | 'lab', link: string, page: string): string[];
  doctorCancelled(visit: DoctorVisit, reference: string): string;
  labCancelled(date: string, reference: string): string;
  /** A cancellation made at the front desk (issue 47), saying who asked for it. */
  deskCancelled(visit: DoctorVisit, reference: string, reason: 'patient' | 'doctor' | 'hospital'): string;
  /** Where the booking can still be seen with its reference. */
  seeOnManagePage(page: string): string;
  notYou(): string;
  bookAgain(url: string): string;
  moved(before: DoctorVisit, reference: string): string;
  /** Moved at the front desk (issue 47), saying who asked. */
  deskMoved(before: DoctorVisit, reference: string, reason: 'patient' | 'doctor' | 'hospital'): string;
  nowBooked(after: DoctorVisit): string;
  labMoved(before: LabVisit, reference: string): string;
  labNowBooked(after: LabVisit): string;
  manageLater(page: string): string;
  code(reference: string, code: string, minutes: number): string;
  /** The code that proves the booking's e-mail before a further booking: its subject and lines. */
  contactCodeSubject: string;
  contactCode(code: string, minutes: number): string[];
  codeNotAsked: string;
  help(): string;
  signOff(): string[];
  /** The calendar event: its title, its status line. */
  calendarSummary(visit: DoctorVisit, reference: string, cancelled: boolean): string;
  calendarStatus(cancelled: boolean): string;
  calendarOnline: string;
  calendarManage(page: string): string;
  /** A lab booking's event title: a home collection or a visit to the hospital's lab. */
  labCalendarSummary(home: boolean, reference: string, cancelled: boolean): string;
  /** A home collection's place: never the address, which is the patient's. */
  calendarHome: string;
}

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const englishDay = dayFormat('en-IN');
const hindiDay = dayFormat('hi-IN');
// Read at UTC midnight, so no zone moves the day.
const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

const english: BookingTexts = {
  day: (isoDay) => englishDay.format(utcDay(isoDay)),
  room: (room) => roomIn('en', room),
  dear: (name) => `Dear ${name},`,
  hello: 'Hello,',
  reference: (reference) => `Your reference is ${reference}.`,
  subject: {
    doctorBooked: (reference) => `Appointment booked: ${reference}`,
    labBooked: (reference) => `Visit booked: ${reference}`,
    doctorCancelled: (reference) => `Appointment cancelled: ${reference}`,
    labCancelled: (reference) => `Visit cancelled: ${reference}`,
    moved: (reference) => `Appointment moved: ${reference}`,
    labMoved: (reference) => `Visit moved: ${reference}`,
    code: (reference) => `Your code for booking ${reference}`,
  },
  doctorBooked(visit) {
    const what = visit.online ? 'online consultation' : 'appointment';
    const at = visit.slotStart === null ? '' : ` at ${visit.slotStart}`;
    return `Your ${what} with ${visit.doctor} is booked for ${english.day(visit.date)}${at}.`;
  },
  where: (visit) =>
    visit.online
      ? 'Where: online, by video.'
      : `Where: ${[visit.room === null ? null : english.room(visit.room), HOSPITAL.name, hospitalAddressIn('en')]
          .filter(Boolean)
          .join(', ')}.`,
  next(visit) {
    if (visit.slotStart === null) return 'Our front desk will call you with the time.';
    return visit.online
      ? 'Before your time, our front desk will call you on the phone number you gave, with how to join the video consultation.'
      : 'Please arrive 15 minutes early and show your reference at the OPD registration counter.';
  },
  labBooked: (visit) =>
    visit.window === null
      ? `Your visit to the hospital is booked for ${english.day(visit.date)}.`
      : `Your visit at your home, ${visit.window.start}–${visit.window.end}, is booked for ${english.day(visit.date)}.`,
  labNext: (visit) =>
    visit.window === null
      ? 'We will call you before your visit to tell you the time.'
      : 'We will call you before we come.',
  labWhen: (visit) =>
    `on ${english.day(visit.date)}${visit.window === null ? '' : `, at your home, ${visit.window.start}–${visit.window.end}`}`,
  preparation: (text) => `How to prepare: ${text}`,
  fasting: 'Eat and drink nothing but plain water for 10-12 hours before your sample is taken.',
  manage: (_kind, link, page) => [
    'To see, move or cancel this booking, open this link. It works once, until the end of the day of your booking:',
    link,
    `After that, go to ${page} and enter your reference; we will e-mail you a code to open it.`,
  ],
  doctorCancelled: (visit, reference) =>
    `Your ${visit.online ? 'online consultation' : 'appointment'} with ${visit.doctor} on ${english.day(visit.date)}${visit.slotStart === null ? '' : ` at ${visit.slotStart}`} (reference ${reference}) is cancelled, as asked on our website.`,
  labCancelled: (date, reference) =>
    `Your visit on ${english.day(date)} (reference ${reference}) is cancelled, as asked on our website.`,
  deskCancelled: (visit, reference, reason) =>
    `Your ${visit.online ? 'online consultation' : 'appointment'} with ${visit.doctor} on ${english.day(visit.date)}${visit.slotStart === null ? '' : ` at ${visit.slotStart}`} (reference ${reference}) is cancelled, ${
      {
        patient: 'as you asked our front desk.',
        doctor: 'because the doctor cannot see patients then. We are sorry for the trouble.',
        hospital: 'by the hospital. We are sorry for the trouble.',
      }[reason]
    }`,
  seeOnManagePage: (page) => `You can see it at ${page} with your reference.`,
  notYou: () => `If you did not ask for this, please call us on ${HOSPITAL.supportPhone}.`,
  bookAgain: (url) => `To book again, go to ${url}.`,
  moved: (before, reference) =>
    `Your ${before.online ? 'online consultation' : 'appointment'} with ${before.doctor} on ${english.day(before.date)}${before.slotStart === null ? '' : ` at ${before.slotStart}`} (reference ${reference}) is moved, as asked on our website.`,
  deskMoved: (before, reference, reason) =>
    `Your ${before.online ? 'online consultation' : 'appointment'} with ${before.doctor} on ${english.day(before.date)}${before.slotStart === null ? '' : ` at ${before.slotStart}`} (reference ${reference}) is moved, ${
      {
        patient: 'as you asked our front desk.',
        doctor: 'because the doctor cannot see patients then. We are sorry for the trouble.',
        hospital: 'by the hospital. We are sorry for the trouble.',
      }[reason]
    }`,
  nowBooked: (after) =>
    `It is now booked for ${english.day(after.date)}${after.slotStart === null ? '' : ` at ${after.slotStart}`}.`,
  labMoved: (before, reference) =>
    `Your visit ${english.labWhen(before)} (reference ${reference}) is moved, as asked on our website.`,
  labNowBooked: (after) => `It is now booked ${english.labWhen(after)}.`,
  manageLater: (page) => `To see, move or cancel it, go to ${page} and enter your reference.`,
  code: (reference, code, minutes) =>
    `Your code to open booking ${reference} is ${code}. It is valid for ${minutes} minutes and works once.`,
  codeNotAsked: 'If you did not ask for this code, you can ignore this e-mail: nobody can open the booking without it.',
  contactCodeSubject: `Your code to book at ${HOSPITAL.name}`,
  contactCode: (code, minutes) => [
    `Your code to book with this e-mail address is ${code}. It is valid for ${minutes} minutes.`,
    'We ask for it because this e-mail address or its phone number already has an upcoming booking.',
    '',
    'If you did not try to book, you can ignore this e-mail: nothing is booked without the code.',
  ],
  help: () => `For help, call us on ${HOSPITAL.supportPhone}.`,
  signOff: () => [
    `In an emergency, do not wait: call ${HOSPITAL.emergencyPhone} (24 x 7).`,
    '',
    HOSPITAL.name,
    hospitalAddressIn('en'),
  ],
  calendarSummary: (visit, reference, cancelled) =>
    `${cancelled ? 'Cancelled: ' : ''}${visit.online ? 'Online consultation' : 'Appointment'} with ${visit.doctor} (${reference})`,
  calendarStatus: (cancelled) => (cancelled ? 'Cancelled.' : 'Booked.'),
  calendarOnline: 'Online, by video',
  calendarManage: (page) => `See, move or cancel this booking: ${page}`,
  labCalendarSummary: (home, reference, cancelled) =>
    `${cancelled ? 'Cancelled: ' : ''}${home ? 'Home collection visit' : 'Visit to the hospital lab'} (${reference})`,
  calendarHome: 'Home collection',
};

const hindi: BookingTexts = {
  day: (isoDay) => hindiDay.format(utcDay(isoDay)),
  room: (room) => roomIn('hi', room),
  dear: (name) => `प्रिय ${name},`,
  hello: 'नमस्ते,',
  reference: (reference) => `आपकी संदर्भ संख्या ${reference} है।`,
  subject: {
    doctorBooked: (reference) => `अपॉइंटमेंट बुक हो गई: ${reference}`,
    labBooked: (reference) => `विज़िट बुक हो गई: ${reference}`,
    doctorCancelled: (reference) => `अपॉइंटमेंट रद्द हो गई: ${reference}`,
    labCancelled: (reference) => `विज़िट रद्द हो गई: ${reference}`,
    moved: (reference) => `अपॉइंटमेंट का समय बदल गया: ${reference}`,
    labMoved: (reference) => `विज़िट का समय बदल गया: ${reference}`,
    code: (reference) => `बुकिंग ${reference} के लिए आपका कोड`,
  },
  doctorBooked(visit) {
    const what = visit.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट';
    const at = visit.slotStart === null ? '' : ` ${visit.slotStart} बजे`;
    return `${visit.doctor} के साथ आपकी ${what} ${hindi.day(visit.date)} को${at} के लिए बुक हो गई है।`;
  },
  where: (visit) =>
    visit.online
      ? 'कहाँ: ऑनलाइन, वीडियो पर।'
      : `कहाँ: ${[visit.room === null ? null : hindi.room(visit.room), HOSPITAL.name, hospitalAddressIn('hi')]
          .filter(Boolean)
          .join(', ')}।`,
  next(visit) {
    if (visit.slotStart === null) return 'हमारा फ़्रंट डेस्क आपको फ़ोन करके समय बताएगा।';
    return visit.online
      ? 'आपके समय से पहले हमारा फ़्रंट डेस्क आपके दिए फ़ोन नंबर पर फ़ोन करके बताएगा कि वीडियो परामर्श से कैसे जुड़ें।'
      : 'कृपया 15 मिनट पहले पहुँचें और ओपीडी पंजीकरण काउंटर पर अपनी संदर्भ संख्या दिखाएँ।';
  },
  labBooked: (visit) =>
    visit.window === null
      ? `अस्पताल में आपकी विज़िट ${hindi.day(visit.date)} के लिए बुक हो गई है।`
      : `आपके घर पर ${visit.window.start}–${visit.window.end} की विज़िट ${hindi.day(visit.date)} के लिए बुक हो गई है।`,
  labNext: (visit) => (visit.window === null ? 'विज़िट से पहले हम आपको फ़ोन करके समय बताएँगे।' : 'आने से पहले हम आपको फ़ोन करेंगे।'),
  labWhen: (visit) =>
    `${hindi.day(visit.date)} को${visit.window === null ? '' : ` आपके घर पर ${visit.window.start}–${visit.window.end}`}`,
  preparation: (text) => `तैयारी: ${text}`,
  fasting: 'सैंपल देने से पहले 10-12 घंटे तक सादे पानी के सिवा कुछ न खाएँ-पिएँ।',
  manage: (_kind, link, page) => [
    'यह बुकिंग देखने, उसका समय बदलने या रद्द करने के लिए यह लिंक खोलें। यह एक बार, आपकी बुकिंग के दिन के अंत तक काम करता है:',
    link,
    `उसके बाद ${page} पर जाएँ और अपनी संदर्भ संख्या डालें; बुकिंग खोलने के लिए हम आपको एक कोड ई-मेल करेंगे।`,
  ],
  doctorCancelled: (visit, reference) =>
    `${visit.doctor} के साथ ${hindi.day(visit.date)} को${visit.slotStart === null ? '' : ` ${visit.slotStart} बजे`} की आपकी ${visit.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट'} (संदर्भ संख्या ${reference}) आपके कहने पर हमारी वेबसाइट पर रद्द हो गई है।`,
  labCancelled: (date, reference) =>
    `${hindi.day(date)} की आपकी विज़िट (संदर्भ संख्या ${reference}) आपके कहने पर हमारी वेबसाइट पर रद्द हो गई है।`,
  deskCancelled: (visit, reference, reason) =>
    `${visit.doctor} के साथ ${hindi.day(visit.date)} को${visit.slotStart === null ? '' : ` ${visit.slotStart} बजे`} की आपकी ${visit.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट'} (संदर्भ संख्या ${reference}) ${
      {
        patient: 'आपके कहने पर हमारे फ़्रंट डेस्क ने रद्द कर दी है।',
        doctor: 'रद्द हो गई है, क्योंकि उस समय डॉक्टर मरीज़ों को नहीं देख सकेंगे। असुविधा के लिए हमें खेद है।',
        hospital: 'अस्पताल ने रद्द कर दी है। असुविधा के लिए हमें खेद है।',
      }[reason]
    }`,
  seeOnManagePage: (page) => `आप इसे ${page} पर अपनी संदर्भ संख्या डालकर देख सकते हैं।`,
  notYou: () => `अगर आपने ऐसा नहीं कहा था, तो कृपया हमें ${HOSPITAL.supportPhone} पर फ़ोन करें।`,
  bookAgain: (url) => `फिर से बुक करने के लिए ${url} पर जाएँ।`,
  moved: (before, reference) =>
    `${before.doctor} के साथ ${hindi.day(before.date)} को${before.slotStart === null ? '' : ` ${before.slotStart} बजे`} की आपकी ${before.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट'} (संदर्भ संख्या ${reference}) का समय आपके कहने पर हमारी वेबसाइट पर बदल गया है।`,
  deskMoved: (before, reference, reason) =>
    `${before.doctor} के साथ ${hindi.day(before.date)} को${before.slotStart === null ? '' : ` ${before.slotStart} बजे`} की आपकी ${before.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट'} (संदर्भ संख्या ${reference}) का समय ${
      {
        patient: 'आपके कहने पर हमारे फ़्रंट डेस्क ने बदल दिया है।',
        doctor: 'बदल दिया गया है, क्योंकि उस समय डॉक्टर मरीज़ों को नहीं देख सकेंगे। असुविधा के लिए हमें खेद है।',
        hospital: 'अस्पताल ने बदल दिया है। असुविधा के लिए हमें खेद है।',
      }[reason]
    }`,
  nowBooked: (after) =>
    `अब यह ${hindi.day(after.date)} को${after.slotStart === null ? '' : ` ${after.slotStart} बजे`} के लिए बुक है।`,
  labMoved: (before, reference) =>
    `${hindi.labWhen(before)} की आपकी विज़िट (संदर्भ संख्या ${reference}) का समय आपके कहने पर हमारी वेबसाइट पर बदल गया है।`,
  labNowBooked: (after) => `अब यह ${hindi.labWhen(after)} के लिए बुक है।`,
  manageLater: (page) => `इसे देखने, इसका समय बदलने या रद्द करने के लिए ${page} पर जाएँ और अपनी संदर्भ संख्या डालें।`,
  code: (reference, code, minutes) =>
    `बुकिंग ${reference} खोलने के लिए आपका कोड ${code} है। यह ${minutes} मिनट तक मान्य है और एक बार काम करता है।`,
  codeNotAsked: 'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: इसके बिना कोई बुकिंग नहीं खोल सकता।',
  contactCodeSubject: `${HOSPITAL.name} में बुक करने के लिए आपका कोड`,
  contactCode: (code, minutes) => [
    `इस ई-मेल पते से बुक करने के लिए आपका कोड ${code} है। यह ${minutes} मिनट तक मान्य है।`,
    'हम यह इसलिए माँगते हैं क्योंकि इस ई-मेल पते या इसके फ़ोन नंबर पर पहले से एक आने वाली बुकिंग है।',
    '',
    'अगर आपने बुक करने की कोशिश नहीं की थी, तो इस ई-मेल को अनदेखा करें: कोड के बिना कुछ भी बुक नहीं होता।',
  ],
  help: () => `मदद के लिए हमें ${HOSPITAL.supportPhone} पर फ़ोन करें।`,
  signOff: () => [
    `आपात स्थिति में इंतज़ार न करें: ${HOSPITAL.emergencyPhone} पर फ़ोन करें (24 x 7)।`,
    '',
    HOSPITAL.name,
    hospitalAddressIn('hi'),
  ],
  calendarSummary: (visit, reference, cancelled) =>
    `${cancelled ? 'रद्द: ' : ''}${visit.doctor} के साथ ${visit.online ? 'ऑनलाइन परामर्श' : 'अपॉइंटमेंट'} (${reference})`,
  calendarStatus: (cancelled) => (cancelled ? 'रद्द।' : 'बुक है।'),
  calendarOnline: 'ऑनलाइन, वीडियो पर',
  calendarManage: (page) => `यह बुकिंग देखें, इसका समय बदलें या रद्द करें: ${page}`,
  labCalendarSummary: (home, reference, cancelled) =>
    `${cancelled ? 'रद्द: ' : ''}${home ? 'घर पर सैंपल कलेक्शन' : 'अस्पताल की लैब में विज़िट'} (${reference})`,
  calendarHome: 'घर पर सैंपल कलेक्शन',
};

export const BOOKING_TEXTS: Readonly<Record<Language, BookingTexts>> = { en: english, hi: hindi };

/** The texts of a booking's language. */
export const bookingTexts = (language: Language): BookingTexts => BOOKING_TEXTS[language];
