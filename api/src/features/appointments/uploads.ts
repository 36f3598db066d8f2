/**
 * Prescriptions on disk, never without their booking. An upload is streamed to a temporary file
 * (`<uuid>.upload`) in `uploads/.incoming/` while the request arrives; inside its booking's
 * transaction, which holds an advisory lock named after the final name, it is renamed to that name,
 * and it is moved into `uploads/` once the booking is committed. A crash can leave a file only in
 * `.incoming/`; at start each one is settled: moved into place if a booking names it, deleted if none
 * does. A file whose lock is held belongs to a booking still under way on another instance and is
 * left alone. A temporary upload nobody has written to for longer than any request may last was
 * abandoned by a crash: it is deleted at start and by a sweep while the API runs.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';

/** Prescriptions are health data: only the API's own user may open their folders (files are 0600). */
const DIRECTORY_MODE = 0o700;

/** First half of the advisory lock key; any constant no other lock in the API uses. */
const UPLOAD_LOCK_CLASS = 4_000_002;

/** Names the API gives files: a random UUID and the extension of the recognised type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/;

/** Names of uploads still arriving or being checked: a random UUID and this extension. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.upload$/;

/** Well past the longest a request may last (REQUEST_TIMEOUT_MS in app.ts, 2 minutes). */
export const ABANDONED_UPLOAD_AGE_MS = 10 * 60_000;

/** The advisory lock a file's booking holds while it is under way: a constant and the name's first 32 random bits. */
export function uploadLock(name: string): [number, number] {
  return [UPLOAD_LOCK_CLASS, Number.parseInt(name.slice(0, 8), 16) | 0];
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

export class PrescriptionFiles {
  readonly directory: string;
  private readonly incoming: string;

  constructor(
    uploadsDir: string,
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.directory = uploadsDir;
    this.incoming = join(uploadsDir, '.incoming');
  }

  /** Creates the folders (tightening any made before with looser modes). */
  async prepare(): Promise<void> {
    await mkdir(this.incoming, { recursive: true, mode: DIRECTORY_MODE });
    await chmod(this.directory, DIRECTORY_MODE);
    await chmod(this.incoming, DIRECTORY_MODE);
  }

  /** Where a new upload is streamed while it arrives (created by the reader with mode 0600). */
  temporaryUploadPath(): string {
    return join(this.incoming, `${randomUUID()}.upload`);
  }

  /** Gives an arrived upload its final name, inside (and locked by) the booking's transaction. */
  async writeIncoming(trx: Transaction<Database>, name: string, uploadPath: string): Promise<void> {
    const [lockClass, key] = uploadLock(name);
    await sql`select pg_advisory_xact_lock(${lockClass}, ${key})`.execute(trx);
    await rename(uploadPath, join(this.incoming, name));
  }

  /** After a booking was not stored. */
  async discard(name: string): Promise<void> {
    await rm(join(this.incoming, name), { force: true });
  }

  /** After the booking's commit. Settling at start may have moved it already. */
  async moveIntoPlace(name: string): Promise<void> {
    try {
      await rename(join(this.incoming, name), join(this.directory, name));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stat(join(this.directory, name));
    }
  }

  /** Moves or deletes what a crash left in `.incoming/`. */
  async settleIncoming(): Promise<{ moved: number; deleted: number }> {
    const settled = { moved: 0, deleted: 0 };
    for (const name of await readdir(this.incoming)) {
      if (UPLOAD_NAME.test(name)) continue;
      if (!STORED_NAME.test(name)) {
        this.log.warn('a file the API did not name is in the folder of incoming prescriptions');
        continue;
      }
      const [lockClass, key] = uploadLock(name);
      await this.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ free: boolean }>`
          select pg_try_advisory_xact_lock(${lockClass}, ${key}) as free
        `.execute(trx);
        if (!rows[0]?.free) return;
        const booking = await trx
          .selectFrom('lab_appointments')
          .select('id')
          .where('prescription_file', '=', name)
          .executeTakeFirst();
        if (booking) {
          await this.moveIntoPlace(name);
          settled.moved += 1;
        } else {
          await this.discard(name);
          settled.deleted += 1;
        }
      });
    }
    if (settled.moved + settled.deleted > 0) this.log.info(settled, 'prescriptions left by a crash settled');
    await this.removeAbandonedUploads();
    return settled;
  }

  /** Deletes temporary uploads untouched for longer than any request may last; returns how many. */
  async removeAbandonedUploads(now: number = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.incoming)) {
      if (!UPLOAD_NAME.test(name)) continue;
      const path = join(this.incoming, name);
      try {
        if (now - (await stat(path)).mtimeMs <= ABANDONED_UPLOAD_AGE_MS) continue;
        await rm(path, { force: true });
        removed += 1;
      } catch (error) {
        // Renamed or removed by its own request meanwhile.
        if (!isMissing(error)) throw error;
      }
    }
    if (removed > 0) this.log.info({ removed }, 'abandoned temporary uploads deleted');
    return removed;
  }
}
