/**
 * The retention job: forgets what is past its period (periods.ts). Safe to run on several API
 * instances at once: the database part takes a transaction-scoped advisory lock and an instance
 * that finds it taken leaves the run to the holder; deleting files is idempotent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { todayInHospitalZone } from 'contract';
import { audit } from '../../audit/audit';
import type { Database } from '../../db';
import { anonymiseBookings, findBookingsPastPeriod, forgetExpiredAccess } from '../appointments';
import { removeMailFiles, removeMessageFilesOlderThan, removePrescriptions, removeTextFiles } from './files';
import { RETENTION, UNCONFIRMED_ACCOUNT_DAYS } from './periods';
import { VITALS_KEEP_DAYS, forgetOldVitals } from '../vitals';

/** Any constant no other advisory lock in the API uses (the seed's is 4_000_001, uploads' 4_000_002). */
const RETENTION_LOCK_KEY = 4_000_003;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionCounts {
  contact_messages: number;
  outbox_messages: number;
  /** SMS and WhatsApp messages (the notice row with the number and the text's variables). */
  text_messages: number;
  /** `.eml` and text-message files. */
  mail_files: number;
  doctor_appointments: number;
  lab_appointments: number;
  prescription_files: number;
  /** Codes, grants and link tokens: expired ones, and those of the bookings anonymised. */
  access_records: number;
  /** Accounts whose address nobody confirmed within `UNCONFIRMED_ACCOUNT_DAYS` (their links go with them). */
  unconfirmed_accounts: number;
  /** Speed beacons of days past `VITALS_KEEP_DAYS` (anonymous, so not in `RETENTION`: kept as long as they are useful). */
  vitals_samples: number;
}

/** Runs once; answers what it removed, or null when another instance was running it. */
export async function runRetention(
  db: Kysely<Database>,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<RetentionCounts | null> {
  const forgotten = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;

    const messages = await trx
      .deleteFrom('contact_messages')
      .where('created_at', '<', sql<Date>`now() - make_interval(months => ${RETENTION.contactMessageMonths})`)
      .executeTakeFirst();

    const mails = await trx
      .deleteFrom('outbox')
      .where(
        sql<Date>`coalesce(sent_at, created_at)`,
        '<',
        sql<Date>`now() - make_interval(days => ${RETENTION.outboxDays})`,
      )
      .returning('id')
      .execute();

    // A text message is kept as long as an e-mail, once it is done with: sent, delivered or given up.
    // One still waiting (a reminder due next week, a fallback on standby) is not yet past anything.
    const texts = await trx
      .deleteFrom('notices')
      .where('status', 'not in', ['standby', 'pending', 'sending'])
      .where(
        sql<Date>`coalesce(receipt_at, sent_at, created_at)`,
        '<',
        sql<Date>`now() - make_interval(days => ${RETENTION.outboxDays})`,
      )
      .returning('id')
      .execute();

    const bookings = await anonymiseBookings(trx, await findBookingsPastPeriod(trx, RETENTION.bookingYears));
    const expiredAccess = await forgetExpiredAccess(trx);
    // Never confirmed: nobody proved the address, and nobody can sign in to it (sessions, links cascade).
    // Only accounts made by sign-up since migration 0012: older ones have no confirmation and are
    // confirmed by a reset, whenever their owner comes back.
    const unconfirmed = await trx
      .deleteFrom('accounts')
      .where('email_confirmed_at', 'is', null)
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${UNCONFIRMED_ACCOUNT_DAYS})`)
      .where(
        'created_at',
        '>',
        sql<Date>`(select timestamp::timestamptz from kysely_migration where name = '0012_accounts')`,
      )
      .executeTakeFirst();
    const vitals = await forgetOldVitals(trx, todayInHospitalZone(), VITALS_KEEP_DAYS);
    return {
      vitals,
      unconfirmedAccounts: Number(unconfirmed.numDeletedRows),
      contactMessages: Number(messages.numDeletedRows),
      mailIds: mails.map((row) => row.id),
      textIds: texts.map((row) => row.id),
      bookings,
      expiredAccess,
    };
  });
  if (forgotten === null) {
    log.info('retention: another instance is running it');
    return null;
  }

  const mailCutoff = new Date(Date.now() - RETENTION.outboxDays * DAY_MS);
  const counts: RetentionCounts = {
    contact_messages: forgotten.contactMessages,
    outbox_messages: forgotten.mailIds.length,
    text_messages: forgotten.textIds.length,
    mail_files:
      (await removeMailFiles(dataDir, forgotten.mailIds)) +
      (await removeTextFiles(dataDir, forgotten.textIds)) +
      (await removeMessageFilesOlderThan(dataDir, mailCutoff)),
    doctor_appointments: forgotten.bookings.doctorAppointments,
    lab_appointments: forgotten.bookings.labAppointments,
    prescription_files: await removePrescriptions(dataDir, forgotten.bookings.prescriptionFiles),
    access_records: forgotten.bookings.accessRecords + forgotten.expiredAccess,
    unconfirmed_accounts: forgotten.unconfirmedAccounts,
    vitals_samples: forgotten.vitals,
  };
  audit(log, 'retention.run', { outcome: 'ok', counts: { ...counts } });
  return counts;
}
