import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { AvailabilityDay, Doctor, StaffRole } from 'contract';
import { axeViolations } from './axe';
import { expect } from './fixtures';
import { runningGroup, startServer } from './servers';
import type { RunningServer } from './servers';
import { siteEnvironment } from './site';

/**
 * What the desk's journeys (tests/desk) share: a site of their own (shell, desk and the API's
 * production server on a fresh embedded database), staff made by the API's `staff` command as a
 * hospital makes them, the codes an authenticator app shows, and keyboard and axe helpers.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const repoRoot = path.resolve(__dirname, '..', '..');
const apiDir = path.join(repoRoot, 'api');
const run = promisify(execFile);

/** The API's clock moved by E2E_CLOCK_OFFSET_MS: `nodeArgs` for a journey that runs on another day. */
export const SHIFTED_CLOCK = ['--import', path.join(repoRoot, 'e2e', 'support', 'shiftedClock.mjs')];

/** One journey's copy of the site: five ports from `base` (shell first) and the API's at `base + 1000`. */
export function deskSite(base: number) {
  const ports = {
    shell: base + OFFSET,
    content: base + 1 + OFFSET,
    services: base + 2 + OFFSET,
    booking: base + 3 + OFFSET,
    desk: base + 4 + OFFSET,
  };
  const apiPort = base + 1000 + OFFSET;
  const shell = `http://localhost:${ports.shell}`;
  const api = `http://localhost:${apiPort}`;
  return { ports, apiPort, shell, api, siteEnv: { ...siteEnvironment(ports), API_URL: api } };
}
export type DeskSite = ReturnType<typeof deskSite>;

/**
 * The API's environment for a journey: its port and data folder, the site's origin, and the lowest
 * password hash cost allowed (the journeys test pages, not the hash: the API's suite tests the real one).
 */
export const deskApiEnv = (site: DeskSite, dataDir: string, extra: Record<string, string> = {}) => ({
  API_PORT: String(site.apiPort),
  API_DATA_DIR: dataDir,
  SITE_URL: site.shell,
  SITE_ORIGINS: site.shell,
  API_PASSWORD_SCRYPT_COST: '14',
  API_PASSWORD_HASH_BUDGET_MS: '30000',
  ...extra,
});

/** The API's production server (`npm run serve -w api`), in its own process group. */
export async function startApi(
  site: DeskSite,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${site.api}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return runningGroup(child);
}

/**
 * A staff member added by the API's command (`npm run staff -w api -- add …`), as a hospital adds
 * its first admin; the command refuses a database its API holds, so run it with the API stopped.
 * Answers the one-time enrolment link it prints.
 */
export async function addStaff(
  site: DeskSite,
  env: Record<string, string>,
  member: { email: string; name: string; role: StaffRole },
  nodeArgs: readonly string[] = [],
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [...nodeArgs, 'dist/staff.js', 'add', '--email', member.email, '--name', member.name, '--role', member.role],
    { cwd: apiDir, env: { ...process.env, ...env } },
  );
  const link = /https?:\/\/\S+\/desk\/enrol#token=\S+/.exec(stdout)?.[0] ?? '';
  expect(link, stdout).toMatch(new RegExp(`^${site.shell}/desk/enrol#token=`));
  return link;
}

/** The API, the shell and the desk of `site`, started together; each one's `stop` in the map. */
export async function startDeskSite(
  site: DeskSite,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<Map<'api' | 'shell' | 'desk', RunningServer>> {
  const [api, shell, desk] = await Promise.all([
    startApi(site, env, nodeArgs),
    startServer('shell', site.siteEnv, '/runtime-config.json', site.ports.shell),
    startServer('mfe-desk', site.siteEnv, '/mf-manifest.json', site.ports.desk),
  ]);
  return new Map([
    ['api', api],
    ['shell', shell],
    ['desk', desk],
  ] as const);
}

/**
 * The code an authenticator app shows for the 30-second step `steps` from now (the API takes one
 * step either side), on a clock `clockOffsetMs` ahead of this one (the API's, when it is moved).
 */
export const totpCode = (secret: string, { steps = 0, clockOffsetMs = 0 } = {}) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replaceAll(' ', '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + clockOffsetMs + steps * 30_000 });

/**
 * Enrols the link's owner through the API, as the enrolment page does, with the step before now's
 * code (so a sign-in with now's is a later step). The staff cookie lands in `request`'s browser
 * context. Answers the TOTP secret.
 */
export async function enrolByApi(
  request: APIRequestContext,
  site: DeskSite,
  link: string,
  password: string,
  clockOffsetMs = 0,
): Promise<string> {
  const token = new URL(link).hash.replace(/^#token=/, '');
  const headers = { origin: site.shell };
  const opened = await request.post(`${site.api}/api/staff/enrolment/`, { data: { token }, headers });
  expect(opened.status()).toBe(200);
  const secret = ((await opened.json()) as { totp: { secret: string } }).totp.secret;
  const done = await request.post(`${site.api}/api/staff/enrolment/complete/`, {
    data: { token, password, code: totpCode(secret, { steps: -1, clockOffsetMs }) },
    headers,
  });
  expect(done.status()).toBe(200);
  return secret;
}

/** Keyboard only: Tab (forwards) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Keyboard only: Tab to `field`, then type. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Keyboard only: a closed select's choice moved down with the arrow keys until it is `text`. */
export async function chooseByArrows(page: Page, select: Locator, text: string): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if ((await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)) === text) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${text} is not among the choices`);
}

export async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

const freeAtHospital = (day: AvailabilityDay, start: string) =>
  day.slots.some((slot) => slot.start === start && slot.available && !slot.online);

/**
 * The doctor's next OPD day (from tomorrow, within 31 days) with each of `starts` free at the
 * hospital, asked of `site`'s API (running on the wall clock).
 */
export async function nextOpdDay(
  site: DeskSite,
  doctorName: string,
  starts: readonly string[],
): Promise<{ doctor: Doctor; day: string }> {
  const doctors = (await (await fetch(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
  const doctor = doctors.find((each) => each.doctor_name === doctorName);
  if (!doctor) throw new Error(`no seeded ${doctorName}`);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (
    await fetch(`${site.api}/api/doctor/availability/?doctor=${doctor.id}&from=${tomorrow}&to=${later}`)
  ).json()) as AvailabilityDay[];
  const day = days.find((each) => starts.every((start) => freeAtHospital(each, start)))?.date ?? '';
  expect(day, `an OPD day of ${doctorName} with ${starts.join(', ')} free`).not.toBe('');
  return { doctor, day };
}

/** How far the API's clock is moved (E2E_CLOCK_OFFSET_MS) to stand at 09:05 in Faridabad on `day`. */
export const morningOf = (day: string) => Date.parse(`${day}T09:05:00+05:30`) - Date.now();

/**
 * A patient's booking on the site's API, at the doctor's time `start` on `date` (at the hospital
 * unless `mode` is `ON`, from an English page unless `language` says Hindi); answers its reference.
 */
export async function patientBooks(
  site: DeskSite,
  doctor: Doctor,
  date: string,
  patient: { name: string; start: string; phone: string; mode?: 'ON' | 'OFF'; language?: 'en' | 'hi' },
): Promise<string> {
  const form = new FormData();
  const fields = {
    department: String(doctor.department.id),
    doctor: String(doctor.id),
    date,
    slot_start: patient.start,
    mode: patient.mode ?? 'OFF',
    patient_name: patient.name,
    email: `${patient.name.split(' ')[0]?.toLowerCase()}.${patient.phone.slice(-4)}@example.in`,
    phone: patient.phone,
    address: 'House 7, Sector 21C, Faridabad',
    message: '',
    consent: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const answer = await fetch(`${site.api}/api/appointment/doctorappointment/?lang=${patient.language ?? 'en'}`, {
    method: 'POST',
    body: form,
    headers: { Origin: site.shell },
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

/** A row of the day list, by the patient's name. */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
