/**
 * The phlebotomist's run sheet without HTTP (issue 47's Labs): one day's lab bookings, the lab
 * visits by lab and the home collections by pincode and window, and each mark (collected, not
 * reached, an OPD manager's reset) as one transaction on the row it locks: the version the desk read
 * is checked, the move must be allowed, the mark and its history row are written together.
 */
import type { Kysely } from 'kysely';
import { fieldIssue, todayInHospitalZone } from 'contract';
import type { FieldIssue, LabDeskStatus, LabHistoryEntry, LabRunRow, LabRunSheet } from 'contract';
import type { Database } from '../../db';
import type { LabDeskMark } from '../../db/schema';
import { networkKey } from '../../http/client-network';
import { announceLabBookingChange } from '../appointments';
import type { Actor } from '../staff';
import {
  addLabHistory,
  changeMark,
  dayRows,
  forgetOldLabHistory,
  labHistory,
  labRow,
  labViewedSince,
} from './repository';
import type { LabDeskRow } from './repository';
// The day list's rules: a sheet shown again by a member within the span is one view; kept a year.
import { HISTORY_KEEP_DAYS, VIEW_SPAN_MS } from '../desk';

const DAY_MS = 24 * 60 * 60_000;

export interface LabDeskDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** A refusal with the row as it is now (409s), or without one (404). */
export class LabDeskRefusal extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    readonly issue: FieldIssue,
    readonly booking: LabRunRow | null,
  ) {
    super(issue.code);
    this.name = 'LabDeskRefusal';
  }
}

export const labStatusOf = (row: Pick<LabDeskRow, 'status' | 'desk_status'>): LabDeskStatus =>
  row.status === 'cancelled' ? 'cancelled' : (row.desk_status ?? 'booked');

export function labRunRow(row: LabDeskRow): LabRunRow {
  const home = row.collection === 'home';
  return {
    reference: row.reference,
    date: row.visit_date,
    collection: row.collection,
    lab: row.lab_id === null ? null : { id: row.lab_id, name: row.lab_name ?? '' },
    tests: row.tests ?? [],
    package: row.package_name,
    price: row.price,
    patient_name: row.patient_name,
    age: row.age,
    phone_last4: row.phone.replace(/\D/g, '').slice(-4),
    pincode: home ? row.collection_pincode : null,
    window: home ? row.collection_window : null,
    // The one purpose the address serves here: the phlebotomist has to find the patient's door.
    address: home ? row.address : null,
    status: labStatusOf(row),
    collected_at: row.collected_at === null ? null : new Date(row.collected_at).toISOString(),
    version: row.version,
  };
}

/** Groups in first-seen order after sorting by `key`. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** A lab visit's group: by lab name, packages at the hospital (no lab) last. */
const labKey = (row: LabDeskRow) => (row.lab_id === null ? '\uffff' : `${row.lab_name ?? ''}\u0000${row.lab_id}`);
/** A home collection's group: pincode, then window (`07-09` sorts before `09-11`). */
const homeKey = (row: LabDeskRow) => `${row.collection_pincode ?? ''}\u0000${row.collection_window ?? ''}`;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Plan {
  to: LabDeskStatus;
  mark: LabDeskMark | null;
  collectedAt: Date | null;
  reason?: string;
}

export class LabDeskService {
  constructor(private readonly deps: LabDeskDeps) {}

  private static network(actor: Actor): string | null {
    return actor.ip === null ? null : networkKey(actor.ip);
  }

  /** The day's sheet (today in Kolkata by default); every row shown is a view of its booking. */
  async day(date: string | null, actor: Actor): Promise<LabRunSheet> {
    const { db, now } = this.deps;
    const at = now();
    const day = date ?? todayInHospitalZone(at);
    const found = await dayRows(db, day);
    const atLab = found.filter((row) => row.collection === 'lab');
    const atHome = found.filter((row) => row.collection === 'home');

    const labGroups = groupBy(
      [...atLab].sort((a, b) => byText(labKey(a), labKey(b))),
      labKey,
    );
    const homeGroups = groupBy(
      [...atHome].sort((a, b) => byText(homeKey(a), homeKey(b))),
      homeKey,
    );

    const sheet: LabRunSheet = {
      date: day,
      lab_visits: [...labGroups.values()].map((group) => {
        const first = group[0];
        return {
          lab: first?.lab_id == null ? null : { id: first.lab_id, name: first.lab_name ?? '' },
          bookings: group.map(labRunRow),
        };
      }),
      home_collections: [...homeGroups.values()].map((group) => ({
        pincode: group[0]?.collection_pincode ?? '',
        window: group[0]?.collection_window ?? '',
        bookings: group.map(labRunRow),
      })),
    };

    // The sheet is reloaded after every mark: one view per member and booking in the span.
    const viewed = await labViewedSince(
      db,
      actor.actorId,
      found.map((row) => row.id),
      new Date(at.getTime() - VIEW_SPAN_MS),
    );
    await addLabHistory(
      db,
      found
        .filter((row) => !viewed.has(row.id))
        .map((row) => ({
          appointmentId: row.id,
          at,
          actorId: actor.actorId,
          action: 'view' as const,
          network: LabDeskService.network(actor),
        })),
    );
    return sheet;
  }

  /** The booking's history, newest first; reading it is a view, recorded first. */
  async history(reference: string, actor: Actor): Promise<LabHistoryEntry[]> {
    const { db, now } = this.deps;
    const row = await labRow(db, reference, false);
    if (!row) throw new LabDeskRefusal(404, fieldIssue('labBookingNotFound'), null);
    await addLabHistory(db, [
      {
        appointmentId: row.id,
        at: now(),
        actorId: actor.actorId,
        action: 'view',
        network: LabDeskService.network(actor),
      },
    ]);
    const entries = await labHistory(db, row.id);
    return entries.map((entry) => ({
      id: Number(entry.id),
      at: new Date(entry.at).toISOString(),
      actor:
        entry.actor_id === null
          ? null
          : { id: entry.actor_id, name: entry.actor_name ?? '', email: entry.actor_email ?? '' },
      action: entry.action,
      from: entry.from_status as LabDeskStatus | null,
      to: entry.to_status as LabDeskStatus | null,
      reason: entry.reason,
      network: entry.network,
    }));
  }

  private async mark(
    reference: string,
    version: number,
    actor: Actor,
    plan: (row: LabDeskRow, today: string, at: Date) => Plan,
  ): Promise<LabRunRow> {
    const { db, now } = this.deps;
    const at = now();
    return db.transaction().execute(async (trx) => {
      const row = await labRow(trx, reference, true);
      if (!row) throw new LabDeskRefusal(404, fieldIssue('labBookingNotFound'), null);
      if (row.version !== version) throw new LabDeskRefusal(409, fieldIssue('deskBookingStale'), labRunRow(row));
      const from = labStatusOf(row);
      const planned = plan(row, todayInHospitalZone(at), at);
      await changeMark(trx, row.id, planned.mark, planned.collectedAt);
      await addLabHistory(trx, [
        {
          appointmentId: row.id,
          at,
          actorId: actor.actorId,
          action: 'status',
          from,
          to: planned.to,
          reason: planned.reason ?? null,
          network: LabDeskService.network(actor),
        },
      ]);
      const changed = await labRow(trx, reference, false);
      if (!changed) throw new Error('a marked lab booking vanished');
      // Every open run sheet of that day, on any instance, loads again when this commits.
      await announceLabBookingChange(trx, { date: changed.visit_date, reference });
      return labRunRow(changed);
    });
  }

  /** 409 `deskStatusMove` with the row and its status, unless it is one of `from`. */
  private static expect(row: LabDeskRow, ...from: LabDeskStatus[]): void {
    const status = labStatusOf(row);
    if (!from.includes(status)) throw new LabDeskRefusal(409, fieldIssue('deskStatusMove', { status }), labRunRow(row));
  }

  private static notBefore(row: LabDeskRow, today: string): void {
    if (row.visit_date > today) throw new LabDeskRefusal(409, fieldIssue('labBeforeDay'), labRunRow(row));
  }

  /** Collected: on the day or after; also after a first "not reached" (the phlebotomist went back). */
  collected(reference: string, version: number, actor: Actor): Promise<LabRunRow> {
    return this.mark(reference, version, actor, (row, today, at) => {
      LabDeskService.expect(row, 'booked', 'not_reached');
      LabDeskService.notBefore(row, today);
      return { to: 'collected', mark: 'collected', collectedAt: at };
    });
  }

  notReached(reference: string, version: number, actor: Actor): Promise<LabRunRow> {
    return this.mark(reference, version, actor, (row, today) => {
      LabDeskService.expect(row, 'booked');
      LabDeskService.notBefore(row, today);
      return { to: 'not_reached', mark: 'not_reached', collectedAt: null };
    });
  }

  /** An OPD manager's correction, with a reason: a mark undone, back to booked. */
  reset(reference: string, input: { version: number; reason: string }, actor: Actor): Promise<LabRunRow> {
    return this.mark(reference, input.version, actor, (row) => {
      LabDeskService.expect(row, 'collected', 'not_reached');
      return { to: 'booked', mark: null, collectedAt: null, reason: input.reason };
    });
  }

  /** Deletes history older than a year; answers how many rows went. */
  forgetOldHistory(): Promise<number> {
    return forgetOldLabHistory(this.deps.db, new Date(this.deps.now().getTime() - HISTORY_KEEP_DAYS * DAY_MS));
  }
}
