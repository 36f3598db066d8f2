/**
 * Each seeded doctor's OPD facts, keyed by the English `doctor_name` of `doctors.ts`: languages
 * (those the bio names), fees in whole rupees, the weekly sessions and the upcoming leave and
 * holidays. Fees and sessions are sample values in the shape of the hospital's OPD roster, to be
 * replaced by it before the site goes live, as the photos are (`docs/images.md`). Degrees,
 * registration numbers and years of practice are credentials: they stay empty until the hospital
 * supplies them, and the doctor's page shows only what is there.
 * Migration 0011 writes them into a database deployed earlier; the seed into a new one.
 */
import { sql } from 'kysely';
import type { QueryExecutorProvider } from 'kysely';
import type { Weekday } from 'contract';

export interface SeedSession {
  weekday: Weekday;
  start: string;
  end: string;
  /** `Room 12`, or null for a video consultation session. */
  room: string | null;
  slot_minutes: number;
}

export interface SeedException {
  day: string;
  reason: string;
  reason_hi: string;
}

export interface SeedDoctorOpd {
  languages: string[];
  fee: { in_person: number; online: number };
  sessions: SeedSession[];
  exceptions: SeedException[];
}

const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** The same sitting on several weekdays. */
function on(weekdays: Weekday[], start: string, end: string, room: string | null, slotMinutes: number) {
  return weekdays.map((weekday) => ({ weekday, start, end, room, slot_minutes: slotMinutes }));
}

/** The hospital's OPD is closed on national holidays. */
const HOLIDAYS: SeedException[] = [
  { day: '2026-12-25', reason: 'Christmas (OPD closed)', reason_hi: 'क्रिसमस (ओपीडी बंद)' },
  { day: '2027-01-26', reason: 'Republic Day (OPD closed)', reason_hi: 'गणतंत्र दिवस (ओपीडी बंद)' },
];

const leave = (...days: string[]): SeedException[] =>
  days.map((day) => ({ day, reason: 'On leave', reason_hi: 'छुट्टी पर' }));

export const doctorOpd: Record<string, SeedDoctorOpd> = {
  'Dr. Anita Sharma': {
    languages: ['hi', 'en'],
    fee: { in_person: 1000, online: 800 },
    sessions: [
      ...on([MON, TUE, WED, THU, FRI, SAT], '09:00', '13:00', 'Room 12', 15),
      ...on([MON, TUE, WED, THU, FRI, SAT], '17:00', '18:00', null, 15),
    ],
    exceptions: [...leave('2026-12-11'), ...HOLIDAYS],
  },
  'Dr. Rohit Malhotra': {
    languages: ['hi', 'pa', 'en'],
    fee: { in_person: 900, online: 700 },
    sessions: [...on([MON, WED, SAT], '10:00', '14:00', 'Room 14', 15), ...on([FRI], '16:00', '18:00', null, 15)],
    exceptions: HOLIDAYS,
  },
  'Dr. Vikram Singh Chauhan': {
    languages: ['hi', 'en'],
    fee: { in_person: 900, online: 700 },
    sessions: on([MON, THU], '09:30', '13:30', 'Room 21', 15),
    exceptions: [...leave('2026-12-14', '2026-12-17'), ...HOLIDAYS],
  },
  'Dr. Kavita Arora': {
    languages: ['hi', 'en'],
    fee: { in_person: 800, online: 600 },
    sessions: [...on([TUE, SAT], '10:00', '14:00', 'Room 22', 15), ...on([WED], '17:00', '19:00', null, 15)],
    exceptions: HOLIDAYS,
  },
  'Dr. Sanjay Gupta': {
    languages: ['hi', 'en'],
    fee: { in_person: 900, online: 700 },
    sessions: [...on([MON, WED, FRI], '09:00', '13:00', 'Room 31', 20), ...on([TUE], '18:00', '20:00', null, 20)],
    exceptions: HOLIDAYS,
  },
  'Dr. Meenakshi Iyer': {
    languages: ['hi', 'ta', 'en'],
    fee: { in_person: 700, online: 500 },
    sessions: [...on([TUE, THU, SAT], '14:00', '17:00', 'Room 32', 20), ...on([MON], '17:00', '19:00', null, 20)],
    exceptions: [...leave('2026-12-24'), ...HOLIDAYS],
  },
  'Dr. Neha Bansal': {
    languages: ['hi', 'en'],
    fee: { in_person: 500, online: 300 },
    sessions: [...on([MON, TUE, THU, SAT], '10:00', '16:00', 'Dental Suite, Room 5', 30)],
    exceptions: HOLIDAYS,
  },
  'Dr. Arjun Mehta': {
    languages: ['hi', 'en'],
    fee: { in_person: 1000, online: 800 },
    sessions: [...on([WED, SAT], '11:00', '15:00', 'Room 41', 20), ...on([MON], '18:00', '20:00', null, 20)],
    exceptions: HOLIDAYS,
  },
  'Dr. Farhan Qureshi': {
    languages: ['hi', 'ur', 'en'],
    fee: { in_person: 600, online: 500 },
    // A follow-up clinic for patients seen in the emergency department.
    sessions: on([TUE, FRI], '15:00', '17:00', 'Emergency Follow-up Clinic, Room 2', 15),
    exceptions: HOLIDAYS,
  },
  'Dr. Pooja Saini': {
    languages: ['hi', 'en'],
    fee: { in_person: 600, online: 500 },
    sessions: [
      ...on([WED], '15:00', '17:00', 'Emergency Follow-up Clinic, Room 2', 15),
      ...on([SAT], '15:00', '17:00', null, 15),
    ],
    exceptions: HOLIDAYS,
  },
  'Dr. Rajesh Khanna': {
    languages: ['hi', 'en'],
    fee: { in_person: 700, online: 500 },
    sessions: [
      ...on([MON, TUE, WED, THU, FRI, SAT], '09:00', '13:00', 'Room 8', 10),
      ...on([WED], '17:00', '19:00', null, 15),
    ],
    exceptions: [...leave('2026-12-31'), ...HOLIDAYS],
  },
  'Dr. Sunita Yadav': {
    languages: ['hi', 'bgc', 'en'],
    fee: { in_person: 700, online: 500 },
    sessions: [...on([TUE, THU], '14:00', '17:00', 'Room 9', 20), ...on([FRI], '11:00', '13:00', null, 20)],
    exceptions: HOLIDAYS,
  },
  'Dr. Nitin Kapoor': {
    languages: ['hi', 'en'],
    fee: { in_person: 1000, online: 800 },
    sessions: [...on([MON, THU], '10:00', '14:00', 'Room 17', 20), ...on([SAT], '10:00', '12:00', null, 20)],
    exceptions: [...leave('2026-12-21', '2026-12-22'), ...HOLIDAYS],
  },
  'Dr. Shalini Kaushik': {
    languages: ['hi', 'en'],
    fee: { in_person: 700, online: 500 },
    sessions: [...on([MON, WED, FRI], '09:30', '13:30', 'Room 3', 15), ...on([SAT], '16:00', '18:00', 'Room 3', 15)],
    exceptions: HOLIDAYS,
  },
  'Dr. Ritu Aggarwal': {
    languages: ['hi', 'en'],
    fee: { in_person: 800, online: 600 },
    sessions: [...on([TUE, THU, SAT], '09:00', '13:00', 'Room 6', 15), ...on([MON], '16:00', '18:00', null, 15)],
    exceptions: HOLIDAYS,
  },
  'Dr. Deepak Rathi': {
    languages: ['hi', 'en'],
    fee: { in_person: 900, online: 700 },
    sessions: [...on([WED, FRI], '14:00', '17:00', 'Room 19', 20), ...on([TUE], '10:00', '12:00', null, 20)],
    exceptions: HOLIDAYS,
  },
};

/**
 * Writes one doctor's OPD facts (by its English name): the migration runs it on a database deployed
 * earlier, the seed on a new one. Plain SQL, so it works on the schema as the migration sees it.
 * Answers whether the doctor was there.
 */
export async function writeDoctorOpd(
  db: QueryExecutorProvider,
  doctorName: string,
  opd: SeedDoctorOpd,
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    update doctors set
      languages = ${JSON.stringify(opd.languages)}::jsonb,
      fee_in_person = ${opd.fee.in_person},
      fee_online = ${opd.fee.online}
    where doctor_name = ${doctorName}
    returning id
  `.execute(db);
  const doctor = rows[0];
  if (!doctor) return false;
  for (const session of opd.sessions) {
    await sql`
      insert into doctor_sessions (doctor_id, weekday, start_time, end_time, room, online, slot_minutes)
      values (${doctor.id}, ${session.weekday}, ${session.start}, ${session.end}, ${session.room},
        ${session.room === null}, ${session.slot_minutes})
    `.execute(db);
  }
  for (const exception of opd.exceptions) {
    await sql`
      insert into doctor_exceptions (doctor_id, day, reason, reason_hi)
      values (${doctor.id}, ${exception.day}, ${exception.reason}, ${exception.reason_hi})
    `.execute(db);
  }
  return true;
}
