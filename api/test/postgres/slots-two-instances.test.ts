/**
 * A slot is held once across API instances: two instances on one PostgreSQL database take
 * simultaneous bookings for the same slots, and the database's unique index lets exactly one
 * booking per slot through, the others answered 409 on whichever instance they reached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createStore, formData, nextDoctorSlot, postForm, startApi, validDoctorBooking } from '../helpers';
import type { TestApi, TestStore } from '../helpers';

if (!process.env['DATABASE_URL']) throw new Error('test/postgres/ runs against a PostgreSQL server');

let store: TestStore;
let otherDir: string;
let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  store = await createStore();
  otherDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  first = await startApi(store);
  second = await startApi({ dataDir: otherDir, databaseUrl: store.databaseUrl, dispose: async () => {} });
});

afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await store.dispose();
  await rm(otherDir, { recursive: true, force: true });
});

test('of 5 simultaneous bookings per slot over two instances, one per slot is stored', async () => {
  const slots = Array.from({ length: 4 }, () => nextDoctorSlot());
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => {
      const slot = slots[index % slots.length] ?? { date: '', slot_start: '' };
      const fields = validDoctorBooking({ ...slot, email: `two.${index}@example.com` });
      return postForm(index % 2 ? second : first, '/api/appointment/doctorappointment/', formData(fields));
    }),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(4);
  expect(statuses.filter((status) => status === 409)).toHaveLength(16);
  const doubled = await sql<{ slot_start: string }>`
    select slot_start from doctor_appointments where doctor_id = 1 and status = 'booked' and slot_start is not null
    group by visit_date, slot_start having count(*) > 1
  `.execute(first.app.db);
  expect(doubled.rows).toEqual([]);
});
