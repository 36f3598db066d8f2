/**
 * A booking's messages in the language it was booked in (issue 44): the confirmation names the
 * doctor, the time and place and what the patient does next, online or in person, and how to prepare
 * for a lab visit, and changes go through the manage link; the calendar file says booked or cancelled
 * in the same words. One vocabulary: booked, cancelled, moved.
 */
import ICAL from 'ical.js';
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import type { DoctorAppointmentCreated, LabAppointment } from 'contract';
import { carePackages } from '../src/db/seed/packages';
import { labAppointmentMail } from '../src/features/appointments/confirmation-mail';
import { contactCodesSettled } from '../src/features/appointments/contact-proof';
import {
  formData,
  outboxSettled,
  freshApi,
  ownContact,
  postForm,
  postJson,
  SITE_ORIGIN,
  validDoctorBooking,
  validLabBooking,
} from './helpers';

const api = freshApi();

const SITE = 'http://localhost:3000';
const uniqueEmail = () => ownContact('messages').email;

async function bookDoctor(lang: string | null, overrides: Record<string, string> = {}) {
  const query = lang === null ? '' : `?lang=${lang}`;
  const response = await postForm(
    api,
    `/api/appointment/doctorappointment/${query}`,
    formData(validDoctorBooking({ email: uniqueEmail(), ...overrides })),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointmentCreated;
}

async function mailsOf(reference: string) {
  await outboxSettled(api);
  return api.app.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}

async function confirmationOf(reference: string) {
  const [mail] = await mailsOf(reference);
  if (!mail) throw new Error(`no e-mail for ${reference}`);
  return mail;
}

async function doctorNames() {
  return api.app.db
    .selectFrom('doctors')
    .select(['doctor_name', 'doctor_name_hi'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

const cancel = (booking: DoctorAppointmentCreated) =>
  postJson(
    api,
    '/api/appointment/cancel/',
    { reference: booking.reference, access: booking.access },
    { origin: SITE_ORIGIN },
  );

const calendarOf = async (booking: DoctorAppointmentCreated) => {
  const response = await fetch(`${api.baseUrl}/api/appointment/calendar/${booking.reference}.ics`, {
    headers: { authorization: `Bearer ${booking.access}` },
  });
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no event');
  return {
    status: event.getFirstPropertyValue('status'),
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    location: String(event.getFirstPropertyValue('location')),
  };
};

describe('a doctor booking in person', () => {
  test('in English: booked, with the doctor, the time, the room and address, the counter and the manage link', async () => {
    const booking = await bookDoctor('en');
    const { doctor_name: doctor } = await doctorNames();
    const mail = await confirmationOf(booking.reference);
    expect(mail.subject).toBe(`Appointment booked: ${booking.reference}`);
    expect(mail.body_text).toContain(`Your appointment with ${doctor} is booked for `);
    expect(mail.body_text).toContain(
      ` at ${booking.slot_start}.\nWhere: Room 12, ${HOSPITAL.name}, ${HOSPITAL.address}.`,
    );
    expect(mail.body_text).toContain(`Your reference is ${booking.reference}.`);
    expect(mail.body_text).toContain(
      'Please arrive 15 minutes early and show your reference at the OPD registration counter.',
    );
    expect(mail.body_text).toMatch(/To see, move or cancel this booking, open this link\./);
    expect(mail.body_text).toMatch(new RegExp(`${SITE}/manage-booking#token=[A-Za-z0-9_-]{43}\\n`));
    for (const word of ['request', 'received', 'submitted', 'To change it, call us', 'confirm']) {
      expect(mail.body_text).not.toContain(word);
    }
  });

  test('in Hindi: the whole e-mail is Hindi, with the doctor’s Hindi name and the Hindi address', async () => {
    const booking = await bookDoctor('hi');
    const { doctor_name_hi: doctor } = await doctorNames();
    const mail = await confirmationOf(booking.reference);
    expect(mail.subject).toBe(`अपॉइंटमेंट बुक हो गई: ${booking.reference}`);
    expect(mail.body_text).toMatch(/^प्रिय Ramesh Chand,\n/);
    expect(mail.body_text).toContain(`${doctor} के साथ आपकी अपॉइंटमेंट `);
    expect(mail.body_text).toContain(` ${booking.slot_start} बजे के लिए बुक हो गई है।`);
    expect(mail.body_text).toContain(`कहाँ: कमरा 12, ${HOSPITAL.name}, ${hospitalAddressIn('hi')}।`);
    expect(mail.body_text).toContain('ओपीडी पंजीकरण काउंटर पर अपनी संदर्भ संख्या दिखाएँ।');
    expect(mail.body_text).toContain('यह बुकिंग देखने, उसका समय बदलने या रद्द करने के लिए यह लिंक खोलें।');
    // No English sentence left: the Latin letters are the name, the hospital's, the link's and the reference's.
    const english = mail.body_text
      .replaceAll('Ramesh Chand', '')
      .replaceAll(HOSPITAL.name, '')
      .replace(/https?:\/\/\S+/g, '')
      .replaceAll(booking.reference, '')
      .replace(/[0-9A-Z]{1,3}\b/g, '');
    expect(english).not.toMatch(/[a-z]{3,}/);
    const stored = await api.app.db
      .selectFrom('doctor_appointments')
      .select('language')
      .where('reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('hi');
  });

  test('without a language it is English; an unknown one is refused naming the field', async () => {
    const booking = await bookDoctor(null);
    expect((await confirmationOf(booking.reference)).subject).toBe(`Appointment booked: ${booking.reference}`);
    const refused = await postForm(
      api,
      '/api/appointment/doctorappointment/?lang=fr',
      formData(validDoctorBooking({ email: uniqueEmail() })),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty('lang');
  });
});

describe('an online consultation', () => {
  test('says how the patient joins, the same in the e-mail and the calendar file, and no counter', async () => {
    const booking = await bookDoctor('en', { mode: 'ON' });
    const { doctor_name: doctor } = await doctorNames();
    const join =
      'Before your time, our front desk will call you on the phone number you gave, with how to join the video consultation.';
    const mail = await confirmationOf(booking.reference);
    expect(mail.body_text).toContain(`Your online consultation with ${doctor} is booked for `);
    expect(mail.body_text).toContain('Where: online, by video.');
    expect(mail.body_text).toContain(join);
    expect(mail.body_text).not.toMatch(/OPD|counter|arrive|link for your online/);
    const event = await calendarOf(booking);
    expect(event.description).toContain(join);
    expect(event.description).not.toMatch(/OPD|counter|arrive/);
    expect(event.location).toBe('Online, by video');
  });

  test('in Hindi too', async () => {
    const booking = await bookDoctor('hi', { mode: 'ON' });
    const mail = await confirmationOf(booking.reference);
    const join = 'आपके समय से पहले हमारा फ़्रंट डेस्क आपके दिए फ़ोन नंबर पर फ़ोन करके बताएगा कि वीडियो परामर्श से कैसे जुड़ें।';
    expect(mail.body_text).toContain('के साथ आपकी ऑनलाइन परामर्श ');
    expect(mail.body_text).toContain(join);
    expect(mail.body_text).not.toContain('काउंटर');
    expect((await calendarOf(booking)).description).toContain(join);
  });
});

describe('the calendar file says booked, then cancelled, in the booking’s words', () => {
  test('in English', async () => {
    const booking = await bookDoctor('en');
    const { doctor_name: doctor } = await doctorNames();
    const booked = await calendarOf(booking);
    expect(booked.status).toBe('CONFIRMED');
    expect(booked.summary).toBe(`Appointment with ${doctor} (${booking.reference})`);
    expect(booked.description).toMatch(/^Booked\.\n/);
    expect((await cancel(booking)).status).toBe(200);
    const cancelled = await calendarOf(booking);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.summary).toBe(`Cancelled: Appointment with ${doctor} (${booking.reference})`);
    expect(cancelled.description).toMatch(/^Cancelled\.\n/);
  });

  test('in Hindi, and the cancellation e-mail in Hindi', async () => {
    const booking = await bookDoctor('hi');
    const { doctor_name_hi: doctor } = await doctorNames();
    const booked = await calendarOf(booking);
    expect(booked.status).toBe('CONFIRMED');
    expect(booked.summary).toBe(`${doctor} के साथ अपॉइंटमेंट (${booking.reference})`);
    expect(booked.description).toMatch(/^बुक है।\n/);
    expect(booked.location).toBe(`कमरा 12, ${HOSPITAL.name}, ${hospitalAddressIn('hi')}`);
    expect((await cancel(booking)).status).toBe(200);
    expect((await calendarOf(booking)).summary).toBe(`रद्द: ${doctor} के साथ अपॉइंटमेंट (${booking.reference})`);
    const mails = await mailsOf(booking.reference);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `अपॉइंटमेंट बुक हो गई: ${booking.reference}`,
      `अपॉइंटमेंट रद्द हो गई: ${booking.reference}`,
    ]);
    expect(mails[1]?.body_text).toContain(`${doctor} के साथ `);
    expect(mails[1]?.body_text).toContain('रद्द हो गई है।');
  });
});

describe('a lab booking', () => {
  const healthCheck = carePackages.find((item) => item.slug === 'basic-health-check');
  const facts = {
    reference: 'LAB-7K3QD-M9X21',
    patientName: 'Sushila Devi',
    email: 'sushila.devi@example.com',
    date: '2027-01-12',
    homeVisitWindow: null,
  };

  test('says how to prepare, in the booking’s language, naming no test or package', () => {
    for (const language of ['en', 'hi'] as const) {
      const preparation = healthCheck?.texts[language].preparation ?? null;
      expect(preparation).not.toBeNull();
      const mail = labAppointmentMail({ ...facts, language, preparation }, SITE, 'token');
      expect(mail.bodyText).toContain(preparation);
      expect(mail.bodyText).not.toMatch(/health check|हेल्थ चेकअप|package|पैकेज/i);
    }
    const english = labAppointmentMail(
      { ...facts, language: 'en', preparation: 'Fast for 10-12 hours.' },
      SITE,
      'token',
    );
    expect(english.subject).toBe('Visit booked: LAB-7K3QD-M9X21');
    expect(english.bodyText).toContain('Your visit to the hospital is booked for Tuesday, 12 January 2027.');
    expect(english.bodyText).toContain('How to prepare: Fast for 10-12 hours.');
    // A lab booking is moved online as a doctor booking is, never cancelled and booked again.
    expect(english.bodyText).toContain('To see, move or cancel this booking, open this link.');
    expect(english.bodyText).not.toContain('cancel it there and book the new day');
    const hindi = labAppointmentMail({ ...facts, language: 'hi', preparation: 'उपवास रखें।' }, SITE, 'token');
    expect(hindi.subject).toBe('विज़िट बुक हो गई: LAB-7K3QD-M9X21');
    expect(hindi.bodyText).toContain('अस्पताल में आपकी विज़िट मंगलवार, 12 जनवरी 2027 के लिए बुक हो गई है।');
    expect(hindi.bodyText).toContain('तैयारी: उपवास रखें।');
  });

  test('a test taken fasting says to fast; the e-mail is in the page’s language', async () => {
    const test = await api.app.db
      .selectFrom('lab_tests')
      .select(['id', 'lab_id'])
      .where('test_name', '=', 'Blood Sugar Fasting')
      .executeTakeFirstOrThrow();
    const response = await postForm(
      api,
      '/api/appointment/labappointment/?lang=hi',
      formData(validLabBooking({ lab: String(test.lab_id), test: String(test.id), email: uniqueEmail() })),
    );
    expect(response.status).toBe(201);
    const booking = (await response.json()) as LabAppointment;
    const mail = await confirmationOf(booking.reference);
    expect(mail.subject).toBe(`विज़िट बुक हो गई: ${booking.reference}`);
    expect(mail.body_text).toContain('तैयारी: सैंपल देने से पहले 10-12 घंटे तक सादे पानी के सिवा कुछ न खाएँ-पिएँ।');
    expect(mail.body_text).not.toMatch(/Blood|Sugar|शुगर/);
  });
});

describe('the code that proves an e-mail before a further booking', () => {
  test.each([
    ['hi', 'आपका कोड', 'नमस्ते,', hospitalAddressIn('hi')],
    [null, 'Your code to book with this e-mail address is', 'Hello,', HOSPITAL.address],
  ])(
    'is written in the language of the page that asked for it (lang %s)',
    async (lang, codeLine, greeting, address) => {
      const email = uniqueEmail();
      const query = lang === null ? '' : `?lang=${lang}`;
      expect((await postJson(api, `/api/appointment/contact-code/${query}`, { email })).status).toBe(202);
      await contactCodesSettled();
      await outboxSettled(api);
      const mail = await api.app.db
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('recipient', '=', email)
        .where('reference', '=', 'contact-code')
        .executeTakeFirstOrThrow();
      expect(mail.body_text.startsWith(`${greeting}\n`)).toBe(true);
      expect(mail.body_text).toMatch(new RegExp(`${codeLine} \\d{6}`));
      expect(mail.body_text).toContain(address);
      expect(mail.subject).toBe(
        lang === 'hi' ? `${HOSPITAL.name} में बुक करने के लिए आपका कोड` : `Your code to book at ${HOSPITAL.name}`,
      );
    },
  );
});
