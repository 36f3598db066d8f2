/**
 * The OPD manager's timetables (issue 48). A save names the version it read and the first day it
 * applies; under the doctor's lock it checks the version (another manager's save first: a 409 with
 * the timetable as it is now), ends the timetable in effect the day before, adds the new sessions
 * and records the change in the catalogue's history, all in one transaction. Bookings already made
 * keep the slot and room they stored; each day's slots come from the sessions in effect that day.
 */
import type { Kysely, Transaction } from 'kysely';
import { todayInHospitalZone } from 'contract';
import type { DoctorTimetables, Timetable, TimetableChange, TimetableInput, TimetableSession } from 'contract';
import type { Database } from '../../db';
import { catalogueHistory, recordCatalogueChange } from '../catalogue';
import { inEffectOn } from '../doctors';
import type { SessionRow } from '../doctors';
import {
  lockTimetable,
  replaceFrom,
  sessionOf,
  sessionsFrom,
  subjectOf,
  TIMETABLE_SAVED,
  timetableDoctor,
  timetableVersion,
} from './repository';

/** Another save came first: the timetable as it is now goes back with the 409. */
export class TimetableStaleError extends Error {
  constructor(readonly timetables: DoctorTimetables) {
    super('timetableStale');
    this.name = 'TimetableStaleError';
  }
}

/** What the history keeps of each side of a save. */
interface SavedState {
  effective_from: string;
  sessions: TimetableSession[];
}

/** Rows of one timetable share their first and last day. */
function timetablesOf(rows: readonly SessionRow[]): Timetable[] {
  const byPeriod = new Map<string, Timetable>();
  for (const row of rows) {
    const key = `${row.effective_from ?? ''}/${row.effective_until ?? ''}`;
    const timetable = byPeriod.get(key) ?? {
      effective_from: row.effective_from,
      effective_until: row.effective_until,
      sessions: [],
    };
    timetable.sessions.push(sessionOf(row));
    byPeriod.set(key, timetable);
  }
  return [...byPeriod.values()];
}

const isSavedState = (state: unknown): state is SavedState =>
  typeof state === 'object' && state !== null && Array.isArray((state as { sessions?: unknown }).sessions);

export class TimetableService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly counterQuotaDefault: number,
    private readonly now: () => Date,
  ) {}

  /** The doctor's timetable in effect today and those saved for later; null for no such doctor. */
  async read(
    doctorId: number,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<DoctorTimetables | null> {
    const doctor = await timetableDoctor(db, doctorId);
    if (!doctor) return null;
    const today = todayInHospitalZone(this.now());
    const rows = await sessionsFrom(db, doctorId, today);
    const timetables = timetablesOf(rows);
    const current =
      timetables.find(
        (timetable) =>
          (timetable.effective_from === null || timetable.effective_from <= today) &&
          (timetable.effective_until === null || today <= timetable.effective_until),
      ) ?? null;
    return {
      doctor,
      version: await timetableVersion(db, doctorId),
      current,
      scheduled: timetables
        .filter((timetable) => timetable.effective_from !== null && timetable.effective_from > today)
        .sort((a, b) => (a.effective_from ?? '').localeCompare(b.effective_from ?? '')),
      counter_quota_default: this.counterQuotaDefault,
    };
  }

  /**
   * Saves `input` for the doctor; null for no such doctor. `recordAudit` writes the staff audit in
   * the same transaction.
   */
  async save(
    doctorId: number,
    input: TimetableInput,
    actorId: number | null,
    recordAudit: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<DoctorTimetables | null> {
    const sessions: TimetableSession[] = input.sessions.map((session) => ({
      weekday: session.weekday as TimetableSession['weekday'],
      start_time: session.start_time,
      end_time: session.end_time,
      online: session.online,
      room: session.online ? null : (session.room ?? null),
      slot_minutes: session.slot_minutes,
      counter_quota: session.counter_quota ?? null,
    }));
    const saved = await this.db.transaction().execute(async (trx) => {
      if (!(await timetableDoctor(trx, doctorId))) return null;
      await lockTimetable(trx, doctorId);
      if ((await timetableVersion(trx, doctorId)) !== input.version) {
        const now = await this.read(doctorId, trx);
        if (now) throw new TimetableStaleError(now);
      }
      const day = input.effective_from;
      // What applied on the first day before this save: the history's "before".
      const before = (await sessionsFrom(trx, doctorId, day)).filter((row) => inEffectOn(row, day)).map(sessionOf);
      await replaceFrom(trx, doctorId, day, sessions);
      const state = (list: TimetableSession[]): SavedState => ({ effective_from: day, sessions: list });
      await recordCatalogueChange(trx, {
        actorId,
        subject: subjectOf(doctorId),
        doctorId,
        action: TIMETABLE_SAVED,
        before: { ...state(before) },
        after: { ...state(sessions) },
      });
      await recordAudit(trx);
      return true;
    });
    return saved === null ? null : this.read(doctorId);
  }

  /** The doctor's timetable saves, newest first. */
  async history(doctorId: number, limit: number): Promise<TimetableChange[]> {
    // The doctor's subject also holds fee and profile changes: a page of them is read, the timetable's kept.
    const entries = await catalogueHistory(this.db, subjectOf(doctorId), limit * 4);
    return entries
      .filter((entry) => entry.action === TIMETABLE_SAVED && isSavedState(entry.before) && isSavedState(entry.after))
      .slice(0, limit)
      .map((entry) => {
        const before = entry.before as unknown as SavedState;
        const after = entry.after as unknown as SavedState;
        return {
          id: entry.id,
          at: new Date(entry.at).toISOString(),
          by: entry.actorId === null || entry.actorName === null ? null : { id: entry.actorId, name: entry.actorName },
          effective_from: after.effective_from,
          before: before.sessions,
          after: after.sessions,
        };
      });
  }
}
