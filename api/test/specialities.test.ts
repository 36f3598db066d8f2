/**
 * Every speciality the site offers is bookable (issue 17): each one its content names is booked in
 * a seeded department that has a doctor, or is listed in `specialities.ts` with why it is not; and
 * the doctors' bios claim nothing the hospital has not supplied.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { departments } from '../src/db/seed/doctors';
import { SPECIALITIES } from './specialities';
import type { BookedIn } from './specialities';

const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Where the site's English content is written: the remotes, the shell, shared-ui and the API's seed. */
const CONTENT_DIRS = [
  'mfe-content/src',
  'mfe-services/src',
  'mfe-booking/src',
  'shell/src',
  'shared-ui/src',
  'api/src/db/seed',
];

/** Tests, made-up fixtures and the Hindi catalogues (which translate the English beside them) are not content. */
const isContent = (path: string): boolean =>
  /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$|\.hi\.ts$|^shared-ui\/src\/testing\//.test(path);

async function contentFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const dir of CONTENT_DIRS) {
    const entries = await readdir(join(REPO_DIR, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = relative(REPO_DIR, join(entry.parentPath, entry.name));
      if (isContent(path)) files.set(path, await readFile(join(REPO_DIR, path), 'utf8'));
    }
  }
  return files;
}

const isBooked = (booking: (typeof SPECIALITIES)[number]['booking']): booking is BookedIn => 'department' in booking;

describe('every speciality the site names is bookable', () => {
  test.each(
    SPECIALITIES.filter((speciality) => isBooked(speciality.booking)).map((speciality) => [
      speciality.name,
      speciality.booking as BookedIn,
    ]),
  )('%s: its department is seeded with a doctor', (_name, { department }) => {
    const seeded = departments.find((candidate) => candidate.department_name === department);
    expect(seeded?.doctors.length ?? 0).toBeGreaterThan(0);
  });

  test('every seeded department has a doctor to book', () => {
    const empty = departments.filter((department) => department.doctors.length === 0);
    expect(empty.map((department) => department.department_name)).toEqual([]);
  });

  test('content names no speciality that is not booked, except where its entry allows', async () => {
    const files = await contentFiles();
    // A walk that found nothing would pass; the site has hundreds of content files.
    expect(files.size).toBeGreaterThan(100);
    const named = new Set<string>();
    const unbookable: string[] = [];
    for (const [path, text] of files) {
      for (const { name, words, booking } of SPECIALITIES) {
        const match = words.exec(text);
        if (!match) continue;
        named.add(name);
        if (!isBooked(booking) && booking.onlyIn && !booking.onlyIn.includes(path)) {
          unbookable.push(`${path} names ${name} ("${match[0]}"): ${booking.why}`);
        }
      }
    }
    expect(unbookable).toEqual([]);
    // The specialities issue 17 found offered without a doctor.
    expect([...named]).toEqual(expect.arrayContaining(['Neurology', 'Paediatrics']));
  });
});

describe('doctor bios', () => {
  const doctors = departments.flatMap((department) => department.doctors);

  /** Degrees, institutions, awards, counts and outcome figures are the hospital's to supply, not the seed's. */
  const UNSUPPLIED =
    /\d{2,}|%|\b(MBBS|MD|DM|MS|DNB|BDS|MDS|FMAS|FALS|MEM|ATLS|ACLS|AIIMS|PGI|fellowship|diploma|award|gold medal|years?|experience|cases|success|survival|outcome|best|leading|renowned|expert|known for|head|senior|chief|director)\b/i;

  test.each(doctors.map((doctor) => [doctor.doctor_name, doctor.about]))(
    '%s: says what they treat, with no credential or figure nobody supplied',
    (_name, about) => {
      expect(about).not.toMatch(UNSUPPLIED);
      expect(about.length).toBeGreaterThan(60);
    },
  );
});
