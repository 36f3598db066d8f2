/**
 * The booking service without HTTP: a fresh embedded database (or PostgreSQL under test:postgres), a
 * mailer and a prescription store that record what they are asked. What this shows that a request
 * cannot: the order of the transaction, the commit and the file's moves, that a failure at any
 * step leaves neither a booking nor an e-mail, and that the link to a signed-in account is part of
 * that transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import pino from 'pino';
import { doctorAppointmentSchema, HOME_COLLECTION_CHARGE, labAppointmentSchema, singleTestAsList } from 'contract';
import type { DoctorAppointmentInput, LabAppointmentInput } from 'contract';
import { createDatabase } from '../src/db';
import type { Database } from '../src/db';
import { BadInputError } from '../src/http/errors';
import type { OutgoingMail } from '../src/mail/outbox';
import { findOwnedBookings } from '../src/features/appointments/repository';
import { BookingService } from '../src/features/appointments/service';
import { DEFAULT_HOLD_LIMITS } from '../src/features/appointments/holds';
import type { BookingDeps, CrashPoints, PrescriptionUpload } from '../src/features/appointments/service';
import { createStore, validDoctorBooking, validLabBooking } from './helpers';
import type { TestStore } from './helpers';

let store: TestStore;
let db: Kysely<Database>;

beforeAll(async () => {
  store = await createStore();
  db = await createDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir }, pino({ level: 'silent' }));
});

afterAll(async () => {
  await db.destroy();
  await store.dispose();
});

/** What happened, in order: the fakes and the crash points write here. */
let steps: string[];

beforeEach(() => {
  steps = [];
});

function recordingMail(queued: OutgoingMail[], fail = false): BookingDeps['mail'] {
  return {
    async queue(trx: Transaction<Database>, mail: OutgoingMail) {
      // Written in the booking's transaction, as the real outbox is, so a rollback takes it too.
      await trx.selectFrom('doctor_appointments').select('id').limit(1).execute();
      if (fail) throw new Error('outbox unavailable');
      steps.push(`mail queued: ${mail.subject}`);
      queued.push(mail);
    },
    deliverQueued() {
      steps.push('mail delivered');
    },
  };
}

function recordingFiles(options: { failMove?: boolean } = {}): BookingDeps['prescriptions'] {
  return {
    async writeIncoming(_trx, name, uploadPath) {
      steps.push(`file written: ${uploadPath} as ${name}`);
    },
    async discard(name) {
      steps.push(`file discarded: ${name}`);
    },
    async moveIntoPlace(name) {
      if (options.failMove) throw new Error('disk full');
      steps.push(`file moved: ${name}`);
    },
  };
}

const crashPoints: CrashPoints = {
  prescriptionWritten: async () => {
    steps.push('crash point: prescription written');
  },
  bookingCommitted: async () => {
    steps.push('crash point: booking committed');
  },
};

function service(overrides: Partial<BookingDeps> & { queued?: OutgoingMail[] } = {}): BookingService {
  const { queued = [], ...deps } = overrides;
  return new BookingService({
    db,
    access: {
      issueLinkToken: async () => 'link-token-1',
      issueGrant: async () => ({ access: 'grant-1', expiresAt: new Date('2030-01-01T00:00:00Z') }),
    },
    mail: recordingMail(queued),
    prescriptions: recordingFiles(),
    siteUrl: 'https://hospital.example',
    // Each test books afresh with the same contact: the caps are holds.test.ts's.
    holds: {
      ...DEFAULT_HOLD_LIMITS,
      unprovenPerContact: 1000,
      perContact: 1000,
      perContactDoctorDay: 1000,
      unprovenPerNetwork: 1000,
      perNetwork: 1000,
      unprovenDoctorDayPercent: 100,
    },
    codes: { send: async () => 'sent', check: async () => false },
    crashPoints,
    ...deps,
  });
}

/** The forms' valid bookings (helpers.ts), read by the contract's schemas as the routes read them. */
const doctorBooking = (overrides: Record<string, string> = {}): Promise<DoctorAppointmentInput> =>
  doctorAppointmentSchema().validate(validDoctorBooking(overrides));
const labBooking = (overrides: Record<string, string> = {}): Promise<LabAppointmentInput> =>
  labAppointmentSchema().validate(singleTestAsList(validLabBooking(overrides)));
const atHome = { collection: 'home', pincode: '121001', collection_window: '07-09' };

const upload: PrescriptionUpload = { path: '/uploads/.incoming/x.upload', mime: 'application/pdf', extension: '.pdf' };
const silentLog = { error: () => undefined };

async function count(table: 'doctor_appointments' | 'lab_appointments'): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('booking a doctor', () => {
  test('stores the booking as asked and queues its confirmation with the link, delivered after the commit', async () => {
    const queued: OutgoingMail[] = [];
    const booking = await service({ queued }).bookDoctorAppointment(await doctorBooking());

    expect(booking).toMatchObject({ department: 1, doctor: 1, mode: 'OFF', phone: '9810012345' });
    expect(booking.reference).toMatch(/^APT-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const row = await db
      .selectFrom('doctor_appointments')
      .select(['phone', 'patient_name', 'email'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '9810012345', patient_name: 'Ramesh Chand', email: 'ramesh.chand@example.com' });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: 'ramesh.chand@example.com', reference: booking.reference });
    expect(queued[0]?.bodyText).toContain('https://hospital.example/manage-booking#token=link-token-1');
    expect(steps).toEqual([`mail queued: Appointment booked: ${booking.reference}`, 'mail delivered']);
  });

  test('a doctor of another department is refused, and nothing is stored or sent', async () => {
    const before = await count('doctor_appointments');
    const doctor = await db
      .selectFrom('doctors')
      .select(['id', 'doctor_name'])
      .where('department_id', '<>', 1)
      .executeTakeFirstOrThrow();

    const refusal = service().bookDoctorAppointment(await doctorBooking({ doctor: String(doctor.id) }));

    await expect(refusal).rejects.toBeInstanceOf(BadInputError);
    await expect(refusal).rejects.toMatchObject({ errors: { doctor: expect.stringContaining(doctor.doctor_name) } });
    expect(await count('doctor_appointments')).toBe(before);
    expect(steps).toEqual([]);
  });

  test('when its e-mail cannot be queued, the booking is not stored either', async () => {
    const before = await count('doctor_appointments');
    const failing = service({ mail: recordingMail([], true) });

    await expect(failing.bookDoctorAppointment(await doctorBooking())).rejects.toThrow('outbox unavailable');

    expect(await count('doctor_appointments')).toBe(before);
    expect(steps).toEqual([]);
  });
});

describe('booking a lab test', () => {
  test('the prescription is written in the transaction and moved into place only after the commit', async () => {
    const queued: OutgoingMail[] = [];
    const booking = await service({ queued }).bookLabAppointment(await labBooking(), upload, silentLog);

    expect(booking).toMatchObject({ lab: 1, test: 1, has_prescription: true, phone: '9811122233' });
    const row = await db
      .selectFrom('lab_appointments')
      .select(['prescription_file', 'prescription_type'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.prescription_type).toBe('application/pdf');
    expect(row.prescription_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(steps).toEqual([
      `file written: ${upload.path} as ${row.prescription_file}`,
      'crash point: prescription written',
      `mail queued: Visit booked: ${booking.reference}`,
      'crash point: booking committed',
      `file moved: ${row.prescription_file}`,
      'mail delivered',
    ]);
  });

  test('a refused booking discards its prescription and stores nothing', async () => {
    const before = await count('lab_appointments');
    const labOnly = await db
      .selectFrom('lab_tests')
      .innerJoin('labs', 'labs.id', 'lab_tests.lab_id')
      .select(['lab_tests.id as test', 'labs.id as lab'])
      .where('labs.home_collection', '=', false)
      .executeTakeFirstOrThrow();
    const booking = await labBooking({ lab: String(labOnly.lab), test: String(labOnly.test), ...atHome });

    await expect(service().bookLabAppointment(booking, upload, silentLog)).rejects.toMatchObject({
      errors: { collection: 'This test is done at the lab only. Please choose At the lab' },
    });

    expect(await count('lab_appointments')).toBe(before);
    expect(steps).toEqual([expect.stringMatching(/^file discarded: [0-9a-f-]{36}\.pdf$/)]);
  });

  test('a failure after the file is written rolls the booking back and discards the file', async () => {
    const before = await count('lab_appointments');
    const failing = service({ mail: recordingMail([], true) });

    await expect(failing.bookLabAppointment(await labBooking(), upload, silentLog)).rejects.toThrow(
      'outbox unavailable',
    );

    expect(await count('lab_appointments')).toBe(before);
    expect(steps).toHaveLength(3);
    expect(steps[2]).toMatch(/^file discarded: [0-9a-f-]{36}\.pdf$/);
  });

  test('a file that cannot be moved after the commit is logged, and the booking stands', async () => {
    const logged: string[] = [];
    const bookings = service({ prescriptions: recordingFiles({ failMove: true }) });

    const booking = await bookings.bookLabAppointment(await labBooking(), upload, {
      error: (_details, message) => logged.push(message),
    });

    expect(booking.has_prescription).toBe(true);
    expect(logged).toEqual(['a prescription was not moved into place']);
    expect(steps.at(-1)).toBe('mail delivered');
  });

  test('a test collected at home is priced with the collection charge and keeps its window', async () => {
    const booking = await service().bookLabAppointment(await labBooking(atHome), null, silentLog);
    const test = await db.selectFrom('lab_tests').select('test_price').where('id', '=', 1).executeTakeFirstOrThrow();

    expect(booking.price).toBe(test.test_price + HOME_COLLECTION_CHARGE);
    expect(booking).toMatchObject({ pincode: '121001', collection_window: '07-09', has_prescription: false });
    expect(steps.some((step) => step.startsWith('file'))).toBe(false);
  });
});

/** An account of its own for each test, so its bookings are only the ones the test makes. */
async function newAccount(loginId: string): Promise<number> {
  const { id } = await db
    .insertInto('accounts')
    .values({
      name: 'Ramesh Chand',
      email: `${loginId}@example.com`,
      phone: '9810012345',
      age: 40,
      gender: 'M',
      login_id: loginId,
      password_hash: 'not-a-hash',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const signedIn = (accountId: number) => ({
  client: 'internal',
  network: 'internal',
  account: { accountId, confirmedEmail: null },
});

async function linkedTo(accountId: number): Promise<number> {
  const rows = await db
    .selectFrom('doctor_appointments')
    .select('id')
    .where('account_id', '=', accountId)
    .unionAll(db.selectFrom('lab_appointments').select('id').where('account_id', '=', accountId))
    .execute();
  return rows.length;
}

describe('a booking made while signed in', () => {
  test('is linked to the account in its own transaction, before it commits', async () => {
    const accountId = await newAccount('linked-in-transaction');
    const seenInTransaction: (number | null)[] = [];
    const mail: BookingDeps['mail'] = {
      async queue(trx, queuedMail) {
        const row = await trx
          .selectFrom('doctor_appointments')
          .select('account_id')
          .where('reference', '=', queuedMail.reference)
          .executeTakeFirstOrThrow();
        seenInTransaction.push(row.account_id);
      },
      deliverQueued() {},
    };

    const booking = await service({ mail }).bookDoctorAppointment(await doctorBooking(), signedIn(accountId));

    expect(seenInTransaction).toEqual([accountId]);
    const row = await db
      .selectFrom('doctor_appointments')
      .select('account_id')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(accountId);
  });

  test('a failure after the booking is inserted leaves neither the booking nor its link', async () => {
    const accountId = await newAccount('link-rolled-back');
    const doctors = await count('doctor_appointments');
    const labs = await count('lab_appointments');
    const failing = service({ mail: recordingMail([], true) });

    await expect(failing.bookDoctorAppointment(await doctorBooking(), signedIn(accountId))).rejects.toThrow(
      'outbox unavailable',
    );
    await expect(failing.bookLabAppointment(await labBooking(), null, silentLog, signedIn(accountId))).rejects.toThrow(
      'outbox unavailable',
    );

    expect(await count('doctor_appointments')).toBe(doctors);
    expect(await count('lab_appointments')).toBe(labs);
    expect(await linkedTo(accountId)).toBe(0);
  });

  test("the account's bookings, doctors' and labs' alike, are read in one query however many there are", async () => {
    const accountId = await newAccount('one-query-for-mine');
    const made = [
      await service().bookDoctorAppointment(await doctorBooking(), signedIn(accountId)),
      await service().bookDoctorAppointment(await doctorBooking(), signedIn(accountId)),
      await service().bookLabAppointment(await labBooking(), null, silentLog, signedIn(accountId)),
    ];
    // Called once for every statement the database answers (subqueries are part of theirs).
    let queries = 0;
    const counting = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    });

    const owned = await findOwnedBookings(counting, { accountId, confirmedEmail: null });

    expect(queries).toBe(1);
    expect(owned.map((booking) => booking.reference).sort()).toEqual(made.map((booking) => booking.reference).sort());
    expect(owned.map((booking) => booking.kind).sort()).toEqual(['doctor', 'doctor', 'lab']);
  });
});
