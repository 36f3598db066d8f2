import { loadTimetableSchema } from 'contract/staff-desk';
import type { FieldIssue } from 'contract';
import type { DoctorTimetables, TimetableSession } from 'contract/staff-desk';

/** One session row as the manager types it: text in every box, checked by the contract's schema. */
export interface SessionRowValues {
  /** Stable across removals, for React and the fields' ids. */
  key: number;
  weekday: string;
  start_time: string;
  end_time: string;
  mode: 'OFF' | 'ON';
  room: string;
  slot_minutes: string;
  counter_quota: string;
}

export type RowField = Exclude<keyof SessionRowValues, 'key'>;

let keys = 0;
const nextKey = () => (keys += 1);

export const rowOf = (session: TimetableSession): SessionRowValues => ({
  key: nextKey(),
  weekday: String(session.weekday),
  start_time: session.start_time,
  end_time: session.end_time,
  mode: session.online ? 'ON' : 'OFF',
  room: session.room ?? '',
  slot_minutes: String(session.slot_minutes),
  counter_quota: session.counter_quota === null ? '' : String(session.counter_quota),
});

export const blankRow = (): SessionRowValues => ({
  key: nextKey(),
  weekday: '',
  start_time: '',
  end_time: '',
  mode: 'OFF',
  room: '',
  slot_minutes: '15',
  counter_quota: '',
});

/** What the editor starts from: the latest timetable saved (one scheduled, else today's). */
export function startingRows(timetables: DoctorTimetables): SessionRowValues[] {
  const latest = timetables.scheduled.at(-1) ?? timetables.current;
  return (latest?.sessions ?? []).map(rowOf);
}

/** Digits as a number; anything else as typed, for the schema to refuse by its rule. */
const wholeOrText = (value: string): number | string | undefined =>
  value.trim() === '' ? undefined : /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : value;

/** The request's body: `sessions[i]` is the i-th row. */
export function timetableBody(version: number, effectiveFrom: string, rows: readonly SessionRowValues[]) {
  return {
    version,
    effective_from: effectiveFrom,
    sessions: rows.map((row) => ({
      weekday: wholeOrText(row.weekday),
      start_time: row.start_time.trim(),
      end_time: row.end_time.trim(),
      online: row.mode === 'ON',
      room: row.mode === 'ON' ? null : row.room,
      slot_minutes: wholeOrText(row.slot_minutes),
      counter_quota: wholeOrText(row.counter_quota) ?? null,
    })),
  };
}

export type TimetableBody = ReturnType<typeof timetableBody>;

/** Field path (`sessions[2].end_time`, `effective_from`) → its first problem, by the contract's schema. */
export async function checkTimetable(body: TimetableBody): Promise<Record<string, FieldIssue>> {
  const schema = await loadTimetableSchema();
  try {
    await schema.validate(body, { abortEarly: false, context: { now: new Date() } });
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: unknown }[] }).inner ?? [];
    const found: Record<string, FieldIssue> = {};
    for (const issue of inner) {
      if (issue.path && !(issue.path in found)) found[issue.path] = issue.message as FieldIssue;
    }
    return found;
  }
}

/** The id of a row's field, which its error and the focus after a refusal name. */
export const fieldId = (row: SessionRowValues, field: RowField) => `timetable-${row.key}-${field}`;

/** The field `sessions[i].x` of a path, as the rows stand; null for another field. */
export function rowFieldOf(
  path: string,
  rows: readonly SessionRowValues[],
): { row: SessionRowValues; field: RowField } | null {
  const match = /^sessions\[(\d+)\]\.(\w+)$/.exec(path);
  const row = match ? rows[Number(match[1])] : undefined;
  if (!match || !row) return null;
  const field = match[2] === 'online' ? 'mode' : (match[2] as RowField);
  return { row, field };
}
