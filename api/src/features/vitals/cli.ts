/**
 * The staff command for real visitors' speed: `npm run vitals -w api` prints the last 7 days' daily
 * 75th percentiles per route, language and device class, with how many beacons each is made of.
 * It reads API_DATA_DIR and DATABASE_URL as the API does. The table goes to stdout; log lines to stderr.
 */
import { todayInHospitalZone } from 'contract';
import { VITALS_REPORT_DAYS } from 'contract/vitals';
import { UsageError, processOutput, runStaffCommand } from '../../staff-command/runStaffCommand';
import type { Output, StaffCommandContext } from '../../staff-command/runStaffCommand';
import { vitalsReport } from './repository';
import type { VitalsDay } from 'contract/vitals';

export const USAGE = `Usage: npm run vitals -w api
  (in the API's container image: node dist/vitals.js)

Prints real visitors' speed over the last ${VITALS_REPORT_DAYS} days, one line per day, route pattern, language
and device class: the 75th percentile of LCP, INP and time-to-live (milliseconds) and of CLS, each
with the number of beacons that had it (after "/"), and VISITS, the beacons in all.

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them.
On PostgreSQL (DATABASE_URL set) it runs beside the live API. On the embedded database only one
process may open it: stop the API first.`;

function parseCommand(argv: string[]): null {
  if (argv.length > 0) throw new UsageError(`Unexpected argument: ${argv.join(' ')}`);
  return null;
}

const milliseconds = (value: number | null, count: number) => (value === null ? '-' : `${Math.round(value)}/${count}`);
const shift = (value: number | null, count: number) => (value === null ? '-' : `${value.toFixed(3)}/${count}`);

const HEADER = ['DAY', 'ROUTE', 'LANG', 'DEVICE', 'VISITS', 'LCP', 'INP', 'CLS', 'LIVE'];

/** The report as an aligned table (columns padded to their widest cell). */
export function formatReport(rows: VitalsDay[]): string {
  if (rows.length === 0) return `No speed beacons in the last ${VITALS_REPORT_DAYS} days.\n`;
  const cells = [
    HEADER,
    ...rows.map((row) => [
      row.day,
      row.route,
      row.lang,
      row.device,
      String(row.visits),
      milliseconds(row.lcp, row.lcpCount),
      milliseconds(row.inp, row.inpCount),
      shift(row.cls, row.clsCount),
      milliseconds(row.live, row.liveCount),
    ]),
  ];
  const widths = HEADER.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  return cells
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/** Runs the command; answers the exit code. */
export function main(argv: string[], env = process.env, output: Output = processOutput): Promise<number> {
  return runStaffCommand({ usage: USAGE, parse: parseCommand, run }, argv, env, output);
}

async function run({ db, output }: StaffCommandContext<null>): Promise<number> {
  output.out(formatReport(await vitalsReport(db, todayInHospitalZone(), VITALS_REPORT_DAYS)));
  return 0;
}
