/**
 * A prescription and its booking are stored together or not at all, even when the process is killed
 * (SIGKILL, nothing runs after it) between writing the file and committing the booking, or between
 * the commit and moving the file into place. The next start settles what the crash left.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { requestCode } from './booking-access';
import { deadTransactionsEnded, sendUntilKilled } from './crash';
import { PDF, PNG } from './fixtures';
import { createStore, filesIn, formData, startApi, validLabBooking } from './helpers';
import type { TestStore } from './helpers';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
  // Migrated and seeded before the first child starts, with no booking yet.
  const api = await startApi(store);
  await api.app.close();
});

afterAll(async () => {
  await store.dispose();
});

type CrashPoint = 'prescription-written' | 'booking-committed';

/** Sends one lab booking with a prescription to an API that kills itself at `crashAt`. */
async function bookUntilKilled(crashAt: CrashPoint, prescription: Buffer): Promise<void> {
  const form = formData(validLabBooking(), { prescription: { content: prescription, name: 'rx' } });
  await sendUntilKilled(store, crashAt, (base) =>
    fetch(`${base}/api/appointment/labappointment/`, { method: 'POST', body: form }),
  );
}

const uploads = () => join(store.dataDir, 'uploads');
const incoming = () => join(store.dataDir, 'uploads', '.incoming');

test('killed after the file is written, before the commit: no booking, and the file is gone after restart', async () => {
  await bookUntilKilled('prescription-written', PDF);
  expect(await filesIn(incoming())).toHaveLength(1);
  await deadTransactionsEnded(store);

  const api = await startApi(store);
  try {
    expect(await filesIn(incoming())).toEqual([]);
    expect(await filesIn(uploads())).toEqual(['.incoming']);
    expect(await api.app.db.selectFrom('lab_appointments').select('id').execute()).toEqual([]);
  } finally {
    await api.app.close();
  }
});

test('killed after the commit, before the move: the booking is kept and its file moved into place at restart', async () => {
  await bookUntilKilled('booking-committed', PNG);
  await deadTransactionsEnded(store);
  const waiting = await filesIn(incoming());
  expect(waiting).toHaveLength(1);
  const name = waiting[0] ?? '';

  const api = await startApi(store);
  try {
    expect(await filesIn(incoming())).toEqual([]);
    const file = join(uploads(), name);
    expect(Buffer.compare(await readFile(file), PNG)).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const booking = await api.app.db
      .selectFrom('lab_appointments')
      .select(['id', 'reference', 'phone', 'prescription_type'])
      .where('prescription_file', '=', name)
      .executeTakeFirstOrThrow();
    expect(booking.prescription_type).toBe('image/png');
    // Acknowledged or not, the booking is there for the patient to find.
    expect(await requestCode(api, booking.reference, booking.phone)).toMatch(/^\d{6}$/);
    // Every stored booking's file exists, and every file in place belongs to a booking.
    const named = await api.app.db
      .selectFrom('lab_appointments')
      .select('prescription_file')
      .where('prescription_file', 'is not', null)
      .execute();
    const stored = (await filesIn(uploads())).filter((entry) => entry !== '.incoming');
    expect(stored.sort()).toEqual(named.map((row) => row.prescription_file).sort());
  } finally {
    await api.app.close();
  }
});
