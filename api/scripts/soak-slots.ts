/**
 * The slot race under load, against the built server (`npm run soak:slots -w api` builds it first if
 * needed): each round finds 10 free slots of one doctor and fires 50 bookings for them at once,
 * 5 per slot. Exactly 10 must be stored (201), the other 40 answered 409, none a 5xx, and no slot
 * held twice (the 201s name 10 different slots, availability shows all 10 taken, and on PostgreSQL
 * the table holds no slot twice).
 *
 * Without DATABASE_URL one server on a throwaway embedded database; with it, two servers on that
 * PostgreSQL database, the bookings spread over both. SOAK_SLOT_ROUNDS rounds (default 5), each on
 * another doctor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { AvailabilityDay, Doctor } from 'contract';
import { SITE_ORIGIN, dayAhead, freePort, ready, startServer, stopServer } from './soak-server';

const ROUNDS = Number(process.env['SOAK_SLOT_ROUNDS'] ?? 5);
const SLOTS = 10;
const BOOKINGS = 50;
const DATABASE_URL = process.env['DATABASE_URL'] ?? null;

/** The first day from a week ahead with 10 free slots at the hospital, and those slots. */
async function tenFreeSlots(base: string, doctor: number): Promise<{ date: string; starts: string[] } | null> {
  const response = await fetch(
    `${base}/api/doctor/availability/?doctor=${doctor}&from=${dayAhead(7)}&to=${dayAhead(37)}`,
  );
  const days = (await response.json()) as AvailabilityDay[];
  for (const day of days) {
    const free = day.slots.filter((slot) => slot.available && !slot.online).map((slot) => slot.start);
    if (free.length >= SLOTS) return { date: day.date, starts: free.slice(0, SLOTS) };
  }
  return null;
}

function bookingForm(doctor: Doctor, date: string, start: string, serial: number): FormData {
  const form = new FormData();
  const fields = {
    department: String(doctor.department.id),
    doctor: String(doctor.id),
    date,
    mode: 'OFF',
    slot_start: start,
    patient_name: 'Soak Patient',
    email: `slot.soak.${serial}@example.com`,
    phone: `9${String(serial).padStart(9, '0')}`,
    address: 'Sector 16, Faridabad',
    message: '',
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Slots of this doctor on this day held by more than one booked appointment (PostgreSQL only). */
async function heldTwice(doctor: number, date: string): Promise<number | null> {
  if (!DATABASE_URL) return null;
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ twice: number }>(
      `select count(*)::int as twice from (
         select slot_start from doctor_appointments
         where doctor_id = $1 and visit_date = $2 and status = 'booked' and slot_start is not null
         group by slot_start having count(*) > 1) as doubled`,
      [doctor, date],
    );
    return rows[0]?.twice ?? 0;
  } finally {
    await client.end();
  }
}

interface RoundResult {
  stored: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  distinctSlots: number;
  takenAfter: number;
  heldTwice: number | null;
  ms: number;
}

async function round(bases: string[], doctor: Doctor, serialBase: number): Promise<RoundResult | null> {
  const found = await tenFreeSlots(bases[0] ?? '', doctor.id);
  if (!found) return null;
  const { date, starts } = found;
  const begun = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, index) => {
      const base = bases[index % bases.length] ?? '';
      const start = starts[index % SLOTS] ?? '';
      const response = await fetch(`${base}/api/appointment/doctorappointment/`, {
        method: 'POST',
        headers: { origin: SITE_ORIGIN },
        body: bookingForm(doctor, date, start, serialBase + index),
      });
      const body = (await response.json()) as { slot_start?: string; message?: string; errors?: object };
      if (response.status !== 201 && response.status !== 409) {
        console.error(`${response.status}: ${body.message} ${JSON.stringify(body.errors ?? {})}`);
      }
      return { status: response.status, slot: body.slot_start };
    }),
  );
  const ms = performance.now() - begun;
  const stored = answers.filter((answer) => answer.status === 201);
  const check = await fetch(`${bases[0] ?? ''}/api/doctor/availability/?doctor=${doctor.id}&from=${date}&to=${date}`);
  const day = ((await check.json()) as AvailabilityDay[])[0];
  return {
    stored: stored.length,
    conflicts: answers.filter((answer) => answer.status === 409).length,
    serverErrors: answers.filter((answer) => answer.status >= 500).length,
    other: answers.filter((answer) => answer.status !== 201 && answer.status !== 409 && answer.status < 500).length,
    distinctSlots: new Set(stored.map((answer) => answer.slot)).size,
    takenAfter: day?.slots.filter((slot) => starts.includes(slot.start) && !slot.available).length ?? 0,
    heldTwice: await heldTwice(doctor.id, date),
    ms,
  };
}

async function main(): Promise<void> {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'hospital-api-slot-soak-'))];
  if (DATABASE_URL) dataDirs.push(mkdtempSync(join(tmpdir(), 'hospital-api-slot-soak-')));
  const ports = await Promise.all(dataDirs.map(() => freePort()));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const where = DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL), two API instances'
    : 'the embedded database, one API instance';
  console.info(
    `soak:slots: ${ROUNDS} rounds of ${BOOKINGS} simultaneous bookings for ${SLOTS} free slots, on ${where}`,
  );
  const servers = dataDirs.map((dataDir, index) => startServer(ports[index] ?? 0, dataDir));
  let failed = false;
  const totals = { stored: 0, conflicts: 0, serverErrors: 0, other: 0, heldTwice: 0 };
  try {
    await Promise.all(bases.map(ready));
    const doctors = (await (await fetch(`${bases[0]}/api/doctor/doctor`)).json()) as Doctor[];
    for (let index = 0; index < ROUNDS; index += 1) {
      const doctor = doctors[index % doctors.length];
      if (!doctor) throw new Error('no doctors');
      const result = await round(bases, doctor, (index + 1) * 1000 + Math.floor(Math.random() * 100_000) * 1000);
      if (!result) {
        console.info(`round ${index + 1}: ${doctor.doctor_name} has no day with ${SLOTS} free slots; skipped`);
        continue;
      }
      console.info(
        `round ${index + 1} (${doctor.doctor_name}): stored ${result.stored}, 409 ${result.conflicts}, ` +
          `5xx ${result.serverErrors}, other ${result.other}; ${result.distinctSlots} different slots in the 201s, ` +
          `${result.takenAfter} of ${SLOTS} shown taken after` +
          (result.heldTwice === null ? '' : `, slots held twice in the table ${result.heldTwice}`) +
          `; all answered in ${result.ms.toFixed(0)} ms`,
      );
      totals.stored += result.stored;
      totals.conflicts += result.conflicts;
      totals.serverErrors += result.serverErrors;
      totals.other += result.other;
      totals.heldTwice += result.heldTwice ?? 0;
      if (
        result.stored !== SLOTS ||
        result.conflicts !== BOOKINGS - SLOTS ||
        result.serverErrors > 0 ||
        result.distinctSlots !== SLOTS ||
        result.takenAfter !== SLOTS ||
        (result.heldTwice ?? 0) > 0
      ) {
        failed = true;
      }
    }
    console.info(
      `total: stored ${totals.stored}, 409 ${totals.conflicts}, 5xx ${totals.serverErrors}, other ${totals.other}` +
        (DATABASE_URL ? `, slots held twice ${totals.heldTwice}` : ''),
    );
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('soak:slots: FAILED (not exactly 10 stored and 40 × 409, a 5xx, or a slot held twice)');
    process.exit(1);
  }
}

await main();
