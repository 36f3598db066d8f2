/**
 * Load and crash check of the built server (`npm run soak -w api` builds it first if needed).
 * Each round: concurrent catalogue reads and bookings (doctor, lab, lab with a prescription) for a
 * bounded time, then `kill -9` while they are still coming in, a restart on the same data (which
 * settles the prescriptions), and every booking the server had acknowledged (201) looked for in
 * the database itself. Prints requests per second, p50 and
 * p99 per kind, and acknowledged against found; exits non-zero if any acknowledged booking is
 * missing, any answer was a 5xx, or a prescription was left half-stored.
 *
 * Settings (environment): SOAK_SECONDS per round (default 15), SOAK_ROUNDS (3), SOAK_READERS (16),
 * SOAK_BOOKERS (8). DATABASE_URL runs it against that PostgreSQL database (bookings are added to it);
 * otherwise a throwaway embedded database is used.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { AvailabilityDay, Doctor } from 'contract';
import { SITE_ORIGIN, dayAhead, freePort, ready, startServer, stopServer } from './soak-server';

const settings = {
  seconds: Number(process.env['SOAK_SECONDS'] ?? 15),
  rounds: Number(process.env['SOAK_ROUNDS'] ?? 3),
  readers: Number(process.env['SOAK_READERS'] ?? 16),
  bookers: Number(process.env['SOAK_BOOKERS'] ?? 8),
};
const DATABASE_URL = process.env['DATABASE_URL'] ?? null;
const READ_PATHS = [
  '/api/service/service-pages/',
  '/api/service/service-page/cardiology/',
  '/api/doctor/doctor',
  '/api/doctor/doctor?department=2',
  '/api/doctor/department/',
  '/api/lab/lab/',
  '/api/lab/lab-tests/',
];
/** A minimal PDF: the API recognises prescriptions by their bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

interface Acknowledged {
  reference: string;
}

interface RoundFigures {
  seconds: number;
  reads: number[];
  bookings: number[];
  acknowledged: Acknowledged[];
  refused: number;
  serverErrors: number;
  /** Requests the kill cut off: never answered, so never acknowledged. */
  cut: number;
}

interface FreeSlot {
  department: number;
  doctor: number;
  date: string;
  start: string;
  mode: 'ON' | 'OFF';
}

/** Free slots of every doctor for the next 31 days: each doctor booking takes one (a slot is held once). */
let freeSlots: FreeSlot[] = [];

async function loadFreeSlots(base: string): Promise<void> {
  const doctors = (await (await fetch(`${base}/api/doctor/doctor`)).json()) as Doctor[];
  const lists = await Promise.all(
    doctors.map(async (doctor) => {
      const url = `${base}/api/doctor/availability/?doctor=${doctor.id}&from=${dayAhead(3)}&to=${dayAhead(33)}`;
      const days = (await (await fetch(url)).json()) as AvailabilityDay[];
      return days.flatMap((day) =>
        day.slots
          .filter((slot) => slot.available)
          .map((slot): FreeSlot => ({
            department: doctor.department.id,
            doctor: doctor.id,
            date: day.date,
            start: slot.start,
            mode: slot.online ? 'ON' : 'OFF',
          })),
      );
    }),
  );
  freeSlots = lists.flat();
}

let sequence = 0;
function bookingForm(): { path: string; form: FormData } {
  sequence += 1;
  const phone = `9${String(sequence).padStart(9, '0')}`;
  const form = new FormData();
  const common = {
    date: dayAhead(3 + (sequence % 20)),
    patient_name: 'Soak Patient',
    email: `soak.${sequence}@example.com`,
    phone,
    address: 'Sector 16, Faridabad',
    message: '',
    consent: 'true',
  };
  const slot = sequence % 3 === 0 ? freeSlots.pop() : undefined;
  // A lab booking once every doctor's slot is taken.
  const kind = slot ? 0 : sequence % 3 || 1;
  const fields: Record<string, string> = slot
    ? {
        ...common,
        department: String(slot.department),
        doctor: String(slot.doctor),
        mode: slot.mode,
        date: slot.date,
        slot_start: slot.start,
      }
    : { lab: '1', test: '1', age: String(20 + (sequence % 60)), ...common };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (kind === 2) form.append('prescription', new Blob([PDF], { type: 'application/pdf' }), 'rx.pdf');
  const path = kind === 0 ? '/api/appointment/doctorappointment/' : '/api/appointment/labappointment/';
  return { path, form };
}

async function load(base: string, server: ChildProcess): Promise<RoundFigures> {
  const figures: RoundFigures = {
    seconds: settings.seconds,
    reads: [],
    bookings: [],
    acknowledged: [],
    refused: 0,
    serverErrors: 0,
    cut: 0,
  };
  // Read by every worker's loop, set once when the server is killed.
  const state = { killed: false };
  const started = performance.now();
  const deadline = started + settings.seconds * 1000;

  const reader = async (worker: number) => {
    for (let index = worker; !state.killed; index += 1) {
      const begun = performance.now();
      try {
        const response = await fetch(`${base}${READ_PATHS[index % READ_PATHS.length]}`);
        await response.arrayBuffer();
        if (state.killed) return;
        if (response.status >= 500) figures.serverErrors += 1;
        else if (response.ok) figures.reads.push(performance.now() - begun);
        else figures.refused += 1;
      } catch {
        figures.cut += 1;
      }
    }
  };
  const booker = async () => {
    while (!state.killed) {
      const { path, form } = bookingForm();
      const begun = performance.now();
      try {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { origin: SITE_ORIGIN },
          body: form,
        });
        const body = (await response.json()) as { reference?: string };
        if (response.status >= 500) figures.serverErrors += 1;
        else if (response.status === 201 && body.reference) {
          figures.acknowledged.push({ reference: body.reference });
          if (!state.killed) figures.bookings.push(performance.now() - begun);
        } else figures.refused += 1;
      } catch {
        figures.cut += 1;
      }
    }
  };

  const workers = [
    ...Array.from({ length: settings.readers }, (_, worker) => reader(worker)),
    ...Array.from({ length: settings.bookers }, () => booker()),
  ];
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
  // Killed under load: requests in flight are cut, and only what was answered 201 counts.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  state.killed = true;
  server.kill('SIGKILL');
  await exited;
  figures.seconds = (performance.now() - started) / 1000;
  await Promise.all(workers);
  return figures;
}

/**
 * How many of the acknowledged bookings the database holds, read straight from it while no server
 * runs (a look-up by reference and contact answers 202 for any, and the e-mails of bookings the
 * kill overtook wait for their claim to lapse).
 */
async function findAll(dataDir: string, acknowledged: Acknowledged[]): Promise<number> {
  const references = acknowledged.map((booking) => booking.reference);
  const query = `select count(*)::int as count from (
      select reference from doctor_appointments union all select reference from lab_appointments
    ) stored where reference = any($1)`;
  if (DATABASE_URL) {
    const client = new Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ count: number }>(query, [references])).rows[0]?.count ?? 0;
    } finally {
      await client.end();
    }
  }
  const embedded = await PGlite.create(join(dataDir, 'db'));
  try {
    return (await embedded.query<{ count: number }>(query, [references])).rows[0]?.count ?? 0;
  } finally {
    await embedded.close();
  }
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hospital-api-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database';
  console.info(
    `soak: ${settings.rounds} rounds of ${settings.seconds} s, ${settings.readers} readers and ${settings.bookers} bookers, on ${database}`,
  );
  const totals = { seconds: 0, reads: [] as number[], bookings: [] as number[], acknowledged: 0, found: 0 };
  let failed = false;
  let server = startServer(port, dataDir);
  try {
    await ready(base);
    for (let round = 1; round <= settings.rounds; round += 1) {
      await loadFreeSlots(base);
      const figures = await load(base, server);
      server = startServer(port, dataDir);
      await ready(base);
      // Uploads the kill cut off stay as `<uuid>.upload` until the sweep (no booking names them); a
      // named file left in `.incoming/` would be a prescription its restart did not settle.
      const incoming = join(dataDir, 'uploads', '.incoming');
      const leftOver = readdirSync(incoming).filter((name) => !name.endsWith('.upload')).length;
      await stopServer(server);
      const found = await findAll(dataDir, figures.acknowledged);
      server = startServer(port, dataDir);
      await ready(base);
      const answered = figures.reads.length + figures.bookings.length;
      console.info(
        `round ${round}: ${Math.round(answered / figures.seconds)} requests/s ` +
          `(reads p50 ${ms(percentile(figures.reads, 0.5))} p99 ${ms(percentile(figures.reads, 0.99))}; ` +
          `bookings p50 ${ms(percentile(figures.bookings, 0.5))} p99 ${ms(percentile(figures.bookings, 0.99))}); ` +
          `acknowledged ${figures.acknowledged.length}, found after kill -9 and restart ${found}; ` +
          `cut by the kill ${figures.cut}, refused ${figures.refused}, 5xx ${figures.serverErrors}, ` +
          `prescriptions left under a temporary name ${leftOver}`,
      );
      totals.seconds += figures.seconds;
      totals.reads.push(...figures.reads);
      totals.bookings.push(...figures.bookings);
      totals.acknowledged += figures.acknowledged.length;
      totals.found += found;
      if (found !== figures.acknowledged.length || figures.serverErrors > 0 || leftOver > 0) failed = true;
    }
    const all = [...totals.reads, ...totals.bookings];
    console.info(
      `total: ${Math.round(all.length / totals.seconds)} requests/s over ${totals.seconds.toFixed(0)} s ` +
        `(${Math.round(totals.reads.length / totals.seconds)} reads/s, ${Math.round(totals.bookings.length / totals.seconds)} bookings/s); ` +
        `p99 ${ms(percentile(all, 0.99))} (reads ${ms(percentile(totals.reads, 0.99))}, bookings ${ms(percentile(totals.bookings, 0.99))}); ` +
        `acknowledged ${totals.acknowledged}, found ${totals.found}`,
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      'soak: FAILED (an acknowledged booking is missing, a 5xx was answered, or a file was left half-stored)',
    );
    process.exit(1);
  }
}

await main();
