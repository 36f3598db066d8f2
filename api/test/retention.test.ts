/**
 * The retention job forgets exactly what is past its period and nothing else. Time is controlled by
 * writing rows (and file times) in the past, never by waiting.
 */
import { join } from 'node:path';
import { runRetention } from '../src/features/privacy/retention';
import { RETENTION } from '../src/features/privacy/periods';
import { filesIn, onFreshApi } from './helpers';
import type { TestApi } from './helpers';
import {
  ASHA,
  VIKRAM,
  accessCount,
  insertAccess,
  insertContactMessage,
  insertDoctorBooking,
  insertLabBooking,
  insertMail,
  insertTextMessage,
} from './privacy-fixtures';

let api: TestApi;
onFreshApi((started) => {
  api = started.api;
});

const DAYS_PER_YEAR = 365;
/** Three years and a week ago, and three years less a week: leap days cannot move either across. */
const PAST_BOOKING_PERIOD = RETENTION.bookingYears * DAYS_PER_YEAR + 7;
const WITHIN_BOOKING_PERIOD = RETENTION.bookingYears * DAYS_PER_YEAR - 7;

test('the periods are the ones the privacy notice states', () => {
  expect(RETENTION).toEqual({ contactMessageMonths: 12, outboxDays: 30, bookingYears: 3 });
});

test('a run deletes and anonymises what is past its period, keeps the rest, and a second run finds nothing', async () => {
  const { db } = api.app;
  const { dataDir } = api.config;
  // The run at start has finished before this one begins (runs queue one after the other).
  await api.app.retention.run();

  const oldMessage = await insertContactMessage(db, ASHA, 13 * 31);
  const recentMessage = await insertContactMessage(db, VIKRAM, 11 * 30);
  const oldMail = await insertMail(db, dataDir, ASHA, { sentDaysAgo: RETENTION.outboxDays + 1 });
  const recentMail = await insertMail(db, dataDir, VIKRAM, { sentDaysAgo: RETENTION.outboxDays - 1 });
  const oldUnsentMail = await insertMail(db, dataDir, ASHA, { sentDaysAgo: null, writtenDaysAgo: 31 });
  const recentUnsentMail = await insertMail(db, dataDir, VIKRAM, { sentDaysAgo: null, writtenDaysAgo: 2 });
  const oldDoctor = await insertDoctorBooking(db, ASHA, PAST_BOOKING_PERIOD);
  const recentDoctor = await insertDoctorBooking(db, VIKRAM, WITHIN_BOOKING_PERIOD);
  const oldLab = await insertLabBooking(db, dataDir, ASHA, PAST_BOOKING_PERIOD);
  const recentLab = await insertLabBooking(db, dataDir, VIKRAM, WITHIN_BOOKING_PERIOD);
  const upcomingLab = await insertLabBooking(db, dataDir, VIKRAM);
  const oldText = await insertTextMessage(db, dataDir, VIKRAM, upcomingLab.id, {
    sentDaysAgo: RETENTION.outboxDays + 1,
  });
  const recentText = await insertTextMessage(db, dataDir, VIKRAM, upcomingLab.id, { sentDaysAgo: 2 });
  // Written long ago and still waiting to go (a reminder for a visit far ahead): not past anything yet.
  const waitingText = await insertTextMessage(db, dataDir, VIKRAM, upcomingLab.id, {
    sentDaysAgo: null,
    writtenDaysAgo: RETENTION.outboxDays + 5,
  });

  const counts = await api.app.retention.run();
  expect(counts).toEqual({
    contact_messages: 1,
    outbox_messages: 2,
    text_messages: 1,
    mail_files: 2,
    doctor_appointments: 1,
    lab_appointments: 1,
    prescription_files: 1,
    access_records: 0,
    unconfirmed_accounts: 0,
    vitals_samples: 0,
  });

  const messages = await db.selectFrom('contact_messages').select('id').orderBy('id').execute();
  expect(messages.map((row) => row.id)).not.toContain(oldMessage);
  expect(messages.map((row) => row.id)).toContain(recentMessage);

  const mails = (await db.selectFrom('outbox').select('id').execute()).map((row) => row.id);
  expect(mails).not.toContain(oldMail.id);
  expect(mails).not.toContain(oldUnsentMail.id);
  expect(mails).toEqual(expect.arrayContaining([recentMail.id, recentUnsentMail.id]));
  const mailFiles = await filesIn(join(dataDir, 'outbox'));
  expect(mailFiles).not.toContain(oldMail.file);
  expect(mailFiles).toContain(recentMail.file);
  const texts = (await db.selectFrom('notices').select('id').execute()).map((row) => row.id);
  expect(texts).not.toContain(oldText.id);
  expect(texts).toEqual(expect.arrayContaining([recentText.id, waitingText.id]));
  expect(mailFiles).not.toContain(oldText.file);
  expect(mailFiles).toContain(recentText.file);

  // Anonymised, not deleted: the counts for statistics keep their day, doctor and status.
  const doctor = await db
    .selectFrom('doctor_appointments')
    .select(['id', 'patient_name', 'email', 'phone', 'address', 'message', 'doctor_id', 'status', 'anonymised_at'])
    .where('id', 'in', [oldDoctor, recentDoctor])
    .orderBy('id')
    .execute();
  expect(doctor[0]).toMatchObject({ id: oldDoctor, patient_name: '', email: '', phone: '', address: '', message: '' });
  expect(doctor[0]).toMatchObject({ doctor_id: 1, status: 'booked' });
  expect(doctor[0]?.anonymised_at).toBeInstanceOf(Date);
  expect(doctor[1]).toMatchObject({
    id: recentDoctor,
    patient_name: VIKRAM.name,
    email: VIKRAM.email,
    anonymised_at: null,
  });

  const labs = await db
    .selectFrom('lab_appointments')
    .select(['id', 'patient_name', 'phone', 'prescription_file', 'test_id'])
    .where('id', 'in', [oldLab.id, recentLab.id, upcomingLab.id])
    .orderBy('id')
    .execute();
  expect(labs).toEqual([
    { id: oldLab.id, patient_name: '', phone: '', prescription_file: null, test_id: 1 },
    { id: recentLab.id, patient_name: VIKRAM.name, phone: VIKRAM.phone, prescription_file: recentLab.file, test_id: 1 },
    {
      id: upcomingLab.id,
      patient_name: VIKRAM.name,
      phone: VIKRAM.phone,
      prescription_file: upcomingLab.file,
      test_id: 1,
    },
  ]);
  const uploads = await filesIn(join(dataDir, 'uploads'));
  expect(uploads).not.toContain(oldLab.file);
  expect(uploads).toEqual(expect.arrayContaining([recentLab.file, upcomingLab.file]));

  expect(await api.app.retention.run()).toEqual({
    contact_messages: 0,
    outbox_messages: 0,
    text_messages: 0,
    mail_files: 0,
    doctor_appointments: 0,
    lab_appointments: 0,
    prescription_files: 0,
    access_records: 0,
    unconfirmed_accounts: 0,
    vitals_samples: 0,
  });
});

test('expired codes, grants and link tokens are deleted, live ones kept, and an anonymised booking keeps none', async () => {
  const { db } = api.app;
  const expired = await insertDoctorBooking(db, VIKRAM);
  const live = await insertDoctorBooking(db, VIKRAM);
  const pastPeriod = await insertLabBooking(db, api.config.dataDir, ASHA, PAST_BOOKING_PERIOD);
  await insertAccess(db, 'doctor', expired, -1);
  await insertAccess(db, 'doctor', live, 10);
  await insertAccess(db, 'lab', pastPeriod.id, 10);

  const counts = await api.app.retention.run();
  expect(counts).toMatchObject({ lab_appointments: 1, access_records: 6 });
  expect(await accessCount(db, 'doctor', expired)).toBe(0);
  expect(await accessCount(db, 'doctor', live)).toBe(3);
  expect(await accessCount(db, 'lab', pastPeriod.id)).toBe(0);
});

test('two runs at once (two instances) forget each row once between them', async () => {
  const { db } = api.app;
  const { dataDir } = api.config;
  await insertContactMessage(db, ASHA, 400);
  await insertContactMessage(db, ASHA, 400);
  await insertDoctorBooking(db, ASHA, PAST_BOOKING_PERIOD);
  const runs = await Promise.all([runRetention(db, dataDir, api.app.log), runRetention(db, dataDir, api.app.log)]);
  const done = runs.filter((counts) => counts !== null);
  const total = (key: 'contact_messages' | 'doctor_appointments') => done.reduce((sum, counts) => sum + counts[key], 0);
  expect(total('contact_messages')).toBe(2);
  expect(total('doctor_appointments')).toBe(1);
});

test('each run writes the audit event retention.run with its counts and no personal value', async () => {
  await insertContactMessage(api.app.db, VIKRAM, 400);
  await api.app.retention.run();
  const events = api.logs.filter((line) => line.includes('"event":"retention.run"'));
  expect(events.length).toBeGreaterThan(0);
  const last = JSON.parse(events.at(-1) ?? '{}') as { audit: { counts: Record<string, number> } };
  expect(last.audit.counts).toMatchObject({ contact_messages: 1 });
  expect(api.logs.join('\n')).not.toContain(VIKRAM.email);
  expect(api.logs.join('\n')).not.toContain(ASHA.email);
});
