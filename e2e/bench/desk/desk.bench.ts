import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as requests, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { todayInHospitalZone } from 'contract';
import type { AvailabilityDay, DeskBooking, DeskDay, Doctor, DoctorTimetables } from 'contract';
import { SHIFTED_CLOCK, addStaff, deskApiEnv, deskSite, enrolByApi, patientBooks, startApi } from '../../support/desk';
import type { DeskSite } from '../../support/desk';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';
import { kilobytes, loadRoute } from '../measure';
import { startPostgres } from './postgres';
import { cookieOf, openDayEvents, spreadOf, staffCall } from './staffClient';
import type { BookingEvent, Desk, Spread } from './staffClient';

/**
 * Issue 47's measures of the staff desk ("Measure (in the note)"), against the API's production
 * build on a throwaway PostgreSQL, two instances of it, and the production shell and desk:
 * 1. the day list with 200 bookings over 20 doctors: the API's answer (p95) and the page's render
 *    in Chromium on a 4x slower CPU;
 * 2. an arrive action's round trip with 10 desks at once on the two instances;
 * 3. a web booking on one instance to its event on another desk's stream on the other (p95);
 * 4. the bytes of the desk's first load (its sign-in page).
 * Everything is made as the hospital makes it: staff by the `staff` command and enrolled with a TOTP,
 * doctors and their timetables by the OPD manager's routes, bookings at the counter's route and on the
 * site's. The APIs run on the morning (07:30 in Faridabad) of the next Monday to Friday, so every
 * slot is ahead and arrivals (today's bookings only) are allowed. Reported, never gated: docs/bench.md.
 */
const web = deskSite(3940);
const instanceAt = (port: number): DeskSite => ({
  ...web,
  apiPort: port,
  api: `http://localhost:${port}`,
  siteEnv: { ...web.siteEnv, API_URL: `http://localhost:${port}` },
});
/** The instance the site and half the desks use, and the other one. */
const A = instanceAt(5600);
const B = instanceAt(5601);
const POSTGRES_PORT = 5650;

const DOCTORS = 20;
const PER_DOCTOR = 10;
const DESKS = 10;
/** Each desk's bookings are arrived in two rounds: quiet streams, then streams that reload the day. */
const PER_ROUND = (DOCTORS * PER_DOCTOR) / DESKS / 2;
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DAY_LIST_REQUESTS = setting('BENCH_DESK_DAY_REQUESTS', 50);
const RENDER_RUNS = setting('BENCH_DESK_RENDER_RUNS', 5);
const WEB_BOOKINGS = setting('BENCH_DESK_WEB_BOOKINGS', 30);
const PAINTED_BOOKINGS = setting('BENCH_DESK_PAINTED_BOOKINGS', 10);
const CPU_SLOWDOWN = 4;
/** The page's wait after a change event before it asks for the day (shared-ui's `DESK_EVENTS_DEBOUNCE_MS`). */
const DESK_EVENTS_DEBOUNCE_MS = 250;
const PASSWORD = 'copper lantern meadow 47';
const DAY_MS = 86_400_000;

const FIRST_NAMES = [
  'Kamla', 'Ravi', 'Sunita', 'Arjun', 'Meena', 'Vikas', 'Pooja', 'Suresh', 'Anjali', 'Mohan',
  'Rekha', 'Deepak', 'Nisha', 'Ajay', 'Geeta', 'Rahul', 'Kavita', 'Sanjay', 'Priya', 'Harish',
]; // prettier-ignore
const LAST_NAMES = ['Devi', 'Kumar', 'Sharma', 'Verma', 'Yadav', 'Singh', 'Gupta', 'Chauhan', 'Rawat', 'Bansal'];
const DESK_NAMES = ['Asha', 'Bina', 'Chetan', 'Divya', 'Esha', 'Farhan', 'Gauri', 'Hemant', 'Isha', 'Jatin'];

/** The next Monday to Friday from tomorrow, in Faridabad: a full OPD day ahead. */
function benchDay(): string {
  for (let ahead = 1; ; ahead += 1) {
    const day = todayInHospitalZone(new Date(Date.now() + ahead * DAY_MS));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

const patientName = (index: number) =>
  `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}`;
const phoneOf = (prefix: string, index: number) => `${prefix}${String(index).padStart(8, '0')}`;

/** A doctor's free in-person times on `day`, from the site's availability. */
async function freeTimes(doctorId: number, day: string): Promise<string[]> {
  const answer = await fetch(`${A.api}/api/doctor/availability/?doctor=${doctorId}&from=${day}&to=${day}`);
  const days = (await answer.json()) as AvailabilityDay[];
  return (days.find((each) => each.date === day)?.slots ?? [])
    .filter((slot) => slot.available && !slot.online)
    .map((slot) => slot.start);
}

const rowsOf = (list: DeskDay, doctors: ReadonlySet<number>) =>
  list.doctors
    .filter((doctor) => doctors.has(doctor.id))
    .flatMap((doctor) => doctor.sessions.flatMap((session) => session.bookings));

/**
 * In the page, before it loads: the first animation frame with all the list's rows in the document
 * (a frame's callbacks run before it paints) and a task queued from it, which runs once that frame is painted.
 */
function watchRows(expected: number) {
  const marks = { committedAt: 0, paintedAt: 0 };
  (window as unknown as { deskBench: typeof marks }).deskBench = marks;
  const frame = () => {
    if (document.querySelectorAll('tr[data-reference]').length < expected) {
      requestAnimationFrame(frame);
      return;
    }
    marks.committedAt = performance.now();
    setTimeout(() => (marks.paintedAt = performance.now()), 0);
  };
  requestAnimationFrame(frame);
}

function renderMarks() {
  const { committedAt, paintedAt } = (window as unknown as { deskBench: { committedAt: number; paintedAt: number } })
    .deskBench;
  const day = performance.getEntriesByType('resource').find((entry) => /\/api\/staff\/day\/(\?|$)/.test(entry.name)) as
    PerformanceResourceTiming | undefined;
  return { committedAt, paintedAt, dayAnswerAt: day?.responseEnd ?? Number.NaN };
}

/** One cold visit of a signed-in desk to the day list on a slowed CPU: when its rows were painted. */
async function renderOnce(browser: Browser, desk: Desk, expectedRows: number) {
  const context = await browser.newContext({
    storageState: await desk.request.storageState(),
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(watchRows, expectedRows);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(`${web.shell}/desk`);
    const painted = page.waitForFunction(
      () => (window as unknown as { deskBench: { paintedAt: number } }).deskBench.paintedAt > 0,
      null,
      { timeout: 30_000 },
    );
    await painted.catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({
        rows: document.querySelectorAll('tr[data-reference]').length,
        marks: (window as unknown as { deskBench?: unknown }).deskBench ?? null,
        address: location.href,
        text: document.body.innerText.slice(0, 300),
      }));
      throw new Error(`${expectedRows} rows never painted: ${JSON.stringify(shown)}`, { cause: error });
    });
    // Where the visit's main-thread time went, up to the paint (Chromium's counters, in seconds).
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((each) => each.name === name)?.value ?? Number.NaN;
    return {
      ...(await page.evaluate(renderMarks)),
      scriptMs: metric('ScriptDuration') * 1000,
      layoutMs: metric('LayoutDuration') * 1000,
      styleMs: metric('RecalcStyleDuration') * 1000,
      nodes: metric('Nodes'),
    };
  } finally {
    await context.close();
  }
}

interface ArrivalRound {
  roundTrips: number[];
  /** The day lists the desks asked for meanwhile, as the page does (when asked to). */
  reloads: number[];
  /** Events each desk heard on its stream during the round. */
  heard: number[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const spreadText = (spread: Spread) =>
  `p95 ${ms(spread.p95)} (median ${ms(spread.median)}, max ${ms(spread.max)}, n ${spread.n})`;

test('the desk with a full day on two API instances: issue 47’s measures', async ({ browser }) => {
  const day = benchDay();
  const clockOffsetMs = Date.parse(`${day}T07:30:00+05:30`) - Date.now();
  const origin = web.shell;
  const results: [string, string][] = [];
  const note = (measure: string, value: string) => {
    results.push([measure, value]);
    console.info(`${measure}: ${value}`);
  };
  note(
    'machine',
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} at the start`,
  );
  note('day', `${day}, the APIs' clocks at 07:30 in Faridabad`);

  const stops: (() => Promise<void>)[] = [];
  const dataDirs = [A, B].map((site) => fs.mkdtempSync(path.join(os.tmpdir(), `desk-bench-${site.apiPort}-`)));
  try {
    const postgres = await startPostgres(POSTGRES_PORT);
    stops.push(postgres.stop);
    const envOf = (site: DeskSite, dataDir: string) =>
      deskApiEnv(site, dataDir, {
        DATABASE_URL: postgres.url,
        E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
        // Every desk and patient here is one address: the per-address allowances the site's POSTs
        // have (the API's suite tests them) are lifted; each staff session keeps its own.
        API_RATE_LIMIT: '10000',
        API_HOLDS_UNPROVEN_PER_NETWORK: '10000',
        API_HOLDS_PER_NETWORK: '10000',
        API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
      });
    const envA = envOf(A, dataDirs[0] ?? '');
    // A first: it makes and seeds the database, B then finds it made.
    const servers: RunningServer[] = [await startApi(A, envA, SHIFTED_CLOCK)];
    servers.push(await startApi(B, envOf(B, dataDirs[1] ?? ''), SHIFTED_CLOCK));
    servers.push(
      ...(await Promise.all([
        startServer('shell', A.siteEnv, '/runtime-config.json', web.ports.shell),
        startServer('mfe-desk', A.siteEnv, '/mf-manifest.json', web.ports.desk),
      ])),
    );
    stops.push(...servers.map((server) => server.stop));

    const [manager, ...desks] = await test.step('an OPD manager and 10 receptionists, added and enrolled', async () => {
      const members = [
        { email: 'opd.manager@hospital.example', name: 'Kiran Mehta', role: 'opd_manager' as const },
        ...DESK_NAMES.map((name) => ({
          email: `${name.toLowerCase()}.desk@hospital.example`,
          name: `${name} Rana`,
          role: 'reception' as const,
        })),
      ];
      const links = await Promise.all(members.map((member) => addStaff(A, envA, member, SHIFTED_CLOCK)));
      return Promise.all(
        members.map(async (member, index): Promise<Desk> => {
          const request = await requests.newContext();
          await enrolByApi(request, A, links[index] ?? '', PASSWORD, clockOffsetMs);
          return { email: member.email, request, cookie: await cookieOf(request) };
        }),
      );
    });
    if (manager === undefined || desks.length !== DESKS) throw new Error('the staff were not all made');
    stops.push(async () => {
      await Promise.all([manager, ...desks].map((desk) => desk.request.dispose()));
    });
    const apiOf = (index: number) => (index < DESKS / 2 ? A : B).api;

    const doctors =
      await test.step('20 doctors sitting that day: the seeded ones, the rest added by the OPD manager', async () => {
        const seeded = (await (await fetch(`${A.api}/api/doctor/doctor`)).json()) as Doctor[];
        const sitting: { id: number; times: string[] }[] = [];
        for (const doctor of seeded) {
          const times = await freeTimes(doctor.id, day);
          if (times.length >= PER_DOCTOR + 2 && sitting.length < DOCTORS) sitting.push({ id: doctor.id, times });
        }
        note(
          'doctors',
          `${sitting.length} seeded doctors sit that day with ${PER_DOCTOR + 2}+ free times; ${DOCTORS - sitting.length} added`,
        );
        const department = seeded[0]?.department.id ?? 1;
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        for (let added = 0; sitting.length < DOCTORS; added += 1) {
          const made = await staffCall<{ id: number }>(manager, A.api, '/api/staff/doctors/', {
            origin,
            body: {
              doctor_name: `Dr. ${FIRST_NAMES[added]} ${LAST_NAMES[added % LAST_NAMES.length]}`,
              department,
              about: 'Consultant in the outpatient department.',
              languages: 'en, hi',
              fee_in_person: 500,
              fee_online: 400,
            },
          });
          expect(made.status, JSON.stringify(made.body)).toBe(201);
          const { id } = made.body;
          const timetables = await staffCall<DoctorTimetables>(manager, A.api, `/api/staff/timetables/${id}/`, {
            origin,
          });
          const saved = await staffCall(manager, A.api, `/api/staff/timetables/${id}/`, {
            origin,
            body: {
              version: timetables.body.version,
              effective_from: day,
              sessions: [
                {
                  weekday,
                  start_time: '09:00',
                  end_time: '13:00',
                  online: false,
                  room: `Room ${40 + added}`,
                  slot_minutes: 15,
                  counter_quota: null,
                },
              ],
            },
          });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          sitting.push({ id, times: await freeTimes(id, day) });
        }
        return sitting;
      });
    const doctorIds = new Set(doctors.map((doctor) => doctor.id));

    const booked = await test.step('200 bookings, 10 a doctor, made at the counter by the 10 desks', async () => {
      const wanted = doctors.flatMap((doctor) =>
        doctor.times.slice(0, PER_DOCTOR).map((time) => ({ doctor: doctor.id, time })),
      );
      expect(wanted).toHaveLength(DOCTORS * PER_DOCTOR);
      return Promise.all(
        desks.map(async (desk, deskIndex) => {
          const own: DeskBooking[] = [];
          for (let index = deskIndex; index < wanted.length; index += DESKS) {
            const { doctor, time } = wanted[index] ?? { doctor: 0, time: '' };
            const answer = await staffCall<DeskBooking>(desk, apiOf(deskIndex), '/api/staff/bookings/', {
              origin,
              body: {
                doctor,
                date: day,
                mode: 'OFF',
                slot_start: time,
                consent: true,
                patient_name: patientName(index),
                phone: phoneOf('98', index),
                address: 'House 7, Sector 21C, Faridabad',
                age: 20 + (index % 60),
                sex: index % 2 === 0 ? 'F' : 'M',
                source: index % 3 === 0 ? 'phone' : 'walk_in',
                language: 'en',
              },
            });
            expect(answer.status, JSON.stringify(answer.body)).toBe(201);
            own.push(answer.body);
          }
          return own;
        }),
      );
    });

    const dayRoute = `/api/staff/day/?date=${day}`;
    const expectedRows = await test.step('the day list’s answer, 200 rows (instance A)', async () => {
      const reception = desks[0] as Desk;
      // The first reading records a view of each row in its history (later ones within 10 minutes do not).
      const first = await staffCall<DeskDay>(reception, A.api, dayRoute, { origin });
      expect(rowsOf(first.body, doctorIds)).toHaveLength(DOCTORS * PER_DOCTOR);
      const times: number[] = [];
      let bytes = 0;
      for (let round = 0; round < DAY_LIST_REQUESTS; round += 1) {
        const answer = await staffCall<DeskDay>(reception, A.api, dayRoute, { origin });
        expect(answer.status).toBe(200);
        times.push(answer.ms);
        bytes = JSON.stringify(answer.body).length;
      }
      note('day list answer, first (200 views recorded)', ms(first.ms));
      note('day list answer, again', `${spreadText(spreadOf(times))}; ${kilobytes(bytes)} KB of JSON`);
      // Every row the page shows: the 200 and any the seed has that day.
      return first.body.doctors.flatMap((doctor) => doctor.sessions.flatMap((session) => session.bookings)).length;
    });

    await test.step('the day list’s render in Chromium, CPU 4x slower', async () => {
      const fromNavigation: number[] = [];
      const fromAnswer: number[] = [];
      const runs: Awaited<ReturnType<typeof renderOnce>>[] = [];
      for (let run = 0; run < RENDER_RUNS; run += 1) {
        const marks = await renderOnce(browser, desks[0] as Desk, expectedRows);
        runs.push(marks);
        fromNavigation.push(marks.paintedAt);
        fromAnswer.push(marks.paintedAt - marks.dayAnswerAt);
      }
      const middle = (pick: (run: (typeof runs)[number]) => number) => spreadOf(runs.map(pick)).median;
      note(`day list render, navigation to ${expectedRows} rows painted`, spreadText(spreadOf(fromNavigation)));
      note('day list render, day answer received to rows painted', spreadText(spreadOf(fromAnswer)));
      note(
        '  the visit’s main thread to the paint (medians)',
        `script ${ms(middle((run) => run.scriptMs))}, style ${ms(middle((run) => run.styleMs))}, ` +
          `layout ${ms(middle((run) => run.layoutMs))}; ${middle((run) => run.nodes)} DOM nodes`,
      );
    });

    /**
     * Each desk marks its share of a round arrived, one after another, on its own instance, its
     * stream open. `asPages`: each desk also asks for the day again as the page does, at once after
     * its own change and DESK_EVENTS_DEBOUNCE_MS after the first event of each burst (later ones ride along).
     */
    const arrive = async (round: number, asPages: boolean): Promise<ArrivalRound> => {
      const heard = desks.map(() => 0);
      const reloads: Promise<number>[] = [];
      const reload = (index: number) =>
        reloads.push(
          staffCall(desks[index] as Desk, apiOf(index), '/api/staff/day/', { origin }).then((answer) => answer.ms),
        );
      const timers = desks.map((): NodeJS.Timeout | undefined => undefined);
      const streams = await Promise.all(
        desks.map((desk, index) =>
          openDayEvents(desk, apiOf(index), () => {
            heard[index] = (heard[index] ?? 0) + 1;
            if (!asPages) return;
            if (timers[index] !== undefined) return;
            timers[index] = setTimeout(() => {
              timers[index] = undefined;
              reload(index);
            }, DESK_EVENTS_DEBOUNCE_MS);
          }),
        ),
      );
      try {
        const roundTrips: number[] = [];
        await Promise.all(
          desks.map(async (desk, index) => {
            for (const booking of (booked[index] ?? []).slice(round * PER_ROUND, (round + 1) * PER_ROUND)) {
              const answer = await staffCall<DeskBooking>(
                desk,
                apiOf(index),
                `/api/staff/bookings/${booking.reference}/arrive/`,
                {
                  origin,
                  body: { version: booking.version },
                },
              );
              expect(answer.status, JSON.stringify(answer.body)).toBe(200);
              roundTrips.push(answer.ms);
              if (asPages) reload(index);
            }
          }),
        );
        const arrivals = roundTrips.length;
        await expect.poll(() => Math.min(...heard), { timeout: 15_000 }).toBeGreaterThanOrEqual(arrivals);
        // The last burst's reloads start at most DESK_EVENTS_DEBOUNCE_MS after its last event.
        await new Promise((resolve) => setTimeout(resolve, DESK_EVENTS_DEBOUNCE_MS * 2));
        return { roundTrips, reloads: await Promise.all(reloads), heard };
      } finally {
        for (const stream of streams) stream.close();
      }
    };

    await test.step('Arrived by 10 desks at once, 5 on each instance', async () => {
      const quiet = await arrive(0, false);
      note('arrive round trip, 10 desks, streams open', spreadText(spreadOf(quiet.roundTrips)));
      const asPages = await arrive(1, true);
      note('arrive round trip, 10 desks reloading the day as the page does', spreadText(spreadOf(asPages.roundTrips)));
      note('  their day list reloads meanwhile', spreadText(spreadOf(asPages.reloads)));
      // Tokens: one per arrival, never twice for a doctor's day.
      const list = await staffCall<DeskDay>(desks[0] as Desk, A.api, dayRoute, { origin });
      const tokens = rowsOf(list.body, doctorIds)
        .filter((row) => row.token !== null)
        .map((row) => `${row.doctor_id}:${row.token}`);
      expect(tokens).toHaveLength(DOCTORS * PER_DOCTOR);
      expect(new Set(tokens).size).toBe(tokens.length);
    });

    const listed = (await (await fetch(`${A.api}/api/doctor/doctor`)).json()) as Doctor[];
    // The times left, by time, so the site's bookings go to many doctors, as a morning's do.
    const free = doctors
      .flatMap((sitting) => {
        const doctor = listed.find((each) => each.id === sitting.id);
        return doctor === undefined ? [] : sitting.times.slice(PER_DOCTOR).map((time) => ({ doctor, time }));
      })
      .sort((one, other) => one.time.localeCompare(other.time));
    expect(free.length).toBeGreaterThanOrEqual(WEB_BOOKINGS + PAINTED_BOOKINGS);
    const webBooking = async (site: DeskSite, index: number) => {
      const { doctor, time } = free[index] ?? { doctor: listed[0] as Doctor, time: '' };
      return patientBooks(site, doctor, day, {
        name: patientName(index + 7),
        start: time,
        phone: phoneOf('97', index),
      });
    };

    await test.step('a web booking on instance A to its event on a desk’s stream on instance B', async () => {
      const heardAt = new Map<string, number>();
      const stream = await openDayEvents(desks[DESKS - 1] as Desk, B.api, (event: BookingEvent) => {
        if (!heardAt.has(event.reference)) heardAt.set(event.reference, performance.now());
      });
      try {
        const toEvent: number[] = [];
        const answered: number[] = [];
        for (let index = 0; index < WEB_BOOKINGS; index += 1) {
          const sent = performance.now();
          const reference = await webBooking(A, index);
          answered.push(performance.now() - sent);
          await expect.poll(() => heardAt.has(reference), { timeout: 5_000, intervals: [20] }).toBe(true);
          toEvent.push((heardAt.get(reference) ?? Number.NaN) - sent);
        }
        note('web booking (A) answered', spreadText(spreadOf(answered)));
        note('web booking (A) sent to its event on a desk’s stream (B)', spreadText(spreadOf(toEvent)));
      } finally {
        stream.close();
      }
    });

    await test.step('a web booking on instance B to its row painted on a desk’s page on instance A', async () => {
      const context = await browser.newContext({
        storageState: await (desks[0] as Desk).request.storageState(),
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${web.shell}/desk`);
        const rows = page.locator('tr[data-reference]');
        await expect(rows.first()).toBeVisible({ timeout: 30_000 });
        // The stream is open once the page has shown the day; one booking's row makes sure.
        let shown = await rows.count();
        const toRow: number[] = [];
        for (let index = WEB_BOOKINGS; index < WEB_BOOKINGS + PAINTED_BOOKINGS; index += 1) {
          // Timed in the page's frames: the first frame holding one row more is the one that paints it.
          const painted = page.waitForFunction(
            (count) =>
              document.querySelectorAll('tr[data-reference]').length > count &&
              performance.timeOrigin + performance.now(),
            shown,
            { polling: 'raf', timeout: 10_000 },
          );
          const sent = Date.now();
          await webBooking(B, index);
          toRow.push(((await (await painted).jsonValue()) as number) - sent);
          shown += 1;
        }
        note('web booking (B) sent to its row painted on a desk page (A, CPU not slowed)', spreadText(spreadOf(toRow)));
      } finally {
        await context.close();
      }
    });

    await test.step('the desk’s first load: its sign-in page', async () => {
      const load = await loadRoute(browser, `${web.shell}/desk`, {
        sitePorts: new Set([web.ports.shell, web.ports.desk]),
        throttled: false,
        screen: 'desktop',
      });
      note(
        'desk first load (/desk, signed out)',
        `${kilobytes(load.js)} KB JS gzip, ${kilobytes(load.css)} KB CSS gzip, ${load.requests} requests`,
      );
    });
    note(
      'machine, at the end',
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const stop of stops.toReversed()) await stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    const out = path.join(__dirname, '..', '..', 'test-results', 'bench-desk');
    fs.mkdirSync(out, { recursive: true });
    const table = [
      '| measure | value |',
      '| --- | --- |',
      ...results.map(([measure, value]) => `| ${measure} | ${value} |`),
    ];
    fs.writeFileSync(path.join(out, 'summary.md'), `${table.join('\n')}\n`);
    console.info(`\n${table.join('\n')}`);
  }
});
