/**
 * An upload goes to disk as it arrives, never whole into memory: while a client is still sending, its
 * bytes are already in a temporary file; the size limit stops the writing (and removes the file)
 * before the body ends; a client that goes away leaves nothing behind. Temporary files a crash
 * abandons are deleted once no request could still be writing them.
 */
import { request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { ABANDONED_UPLOAD_AGE_MS, PrescriptionFiles } from '../src/features/appointments/uploads';
import { JPEG, PDF } from './fixtures';
import { filesIn, onFreshApi, validLabBooking } from './helpers';
import type { TestApi, TestStore } from './helpers';

const PATH = '/api/appointment/labappointment/';
const MB = 1024 * 1024;
const BOUNDARY = '----uploads-streaming-test';

let store: TestStore;
let api: TestApi;
let incomingDir: string;
onFreshApi((started) => {
  ({ api, store } = started);
  incomingDir = join(store.dataDir, 'uploads', '.incoming');
});

async function bookingCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

interface SlowUpload {
  /** Sends more of the file; resolves once the bytes are handed to the socket. */
  send(bytes: Buffer): Promise<void>;
  /** Ends the file and the body, and reads the answer. */
  finish(): Promise<{ status: number; body: unknown }>;
  request: ClientRequest;
}

/** A lab booking whose prescription is sent piece by piece, as a slow connection would. */
function slowUpload(): SlowUpload {
  const outgoing = request(`${api.baseUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    outgoing.on('error', reject);
  });
  // A client that gives up never reads its answer.
  answer.catch(() => undefined);
  const fields = Object.entries(validLabBooking())
    .map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  outgoing.write(
    `${fields}--${BOUNDARY}\r\ncontent-disposition: form-data; name="prescription"; filename="scan.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n',
  );
  return {
    request: outgoing,
    send: (bytes) =>
      new Promise<void>((resolve, reject) => outgoing.write(bytes, (error) => (error ? reject(error) : resolve()))),
    finish: async () => {
      outgoing.end(`\r\n--${BOUNDARY}--\r\n`);
      return answer;
    },
  };
}

/** Waits until the folder of incoming uploads satisfies the condition (sizes by file name). */
async function incomingUntil(condition: (sizes: Map<string, number>) => boolean): Promise<Map<string, number>> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const sizes = new Map<string, number>();
    for (const name of await filesIn(incomingDir)) {
      try {
        sizes.set(name, (await stat(join(incomingDir, name))).size);
      } catch {
        // Renamed or removed between the listing and the stat.
      }
    }
    if (condition(sizes)) return sizes;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the folder of incoming uploads never reached the expected state');
}

const totalSize = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

test('a file is on disk while it is still arriving, and booked once complete', async () => {
  const upload = slowUpload();
  await upload.send(PDF);
  await upload.send(Buffer.alloc(3 * MB));
  // The body is not finished, yet its bytes are in a temporary file readable by the API only.
  const sizes = await incomingUntil((found) => totalSize(found) >= 3 * MB);
  const [name] = [...sizes.keys()];
  expect(name).toMatch(/^[0-9a-f-]{36}\.upload$/);
  expect((await stat(join(incomingDir, name ?? ''))).mode & 0o777).toBe(0o600);
  const { status } = await upload.finish();
  expect(status).toBe(201);
  expect(await filesIn(incomingDir)).toEqual([]);
});

/** Node's collector, to measure what is still held rather than garbage not yet collected. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

test('a 5 MB photo is never held whole in memory on its way to disk', async () => {
  const collect = collector();
  collect();
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  // Measured after each piece is handed over, not on a timer: a full collection every few
  // milliseconds starves the upload itself on a busy machine. A buffered upload would still show
  // its growing body here, piece after piece.
  const sample = () => {
    collect();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  };
  const upload = slowUpload();
  await upload.send(JPEG);
  const piece = Buffer.alloc(256 * 1024);
  for (let sent = JPEG.length; sent + piece.length <= 5 * MB; sent += piece.length) {
    await upload.send(piece);
    sample();
  }
  expect((await upload.finish()).status).toBe(201);
  // Held at once: the pieces in flight and the process's other work (its database client's buffers,
  // the catalogue's checks every 2 s), below the file's 5 MB that a buffered upload holds all of.
  expect(peak - before).toBeLessThan(3 * MB);
});

test('the size limit stops the writing and removes the file before the body has ended', async () => {
  const bookings = await bookingCount();
  const upload = slowUpload();
  await upload.send(PDF);
  await upload.send(Buffer.alloc(4 * MB));
  await incomingUntil((found) => totalSize(found) >= 4 * MB);
  await upload.send(Buffer.alloc(2 * MB));
  // Past 5 MB the temporary file is gone though the client is still sending.
  await incomingUntil((found) => found.size === 0);
  await upload.send(Buffer.alloc(4 * MB));
  expect(upload.request.writableEnded).toBe(false);
  expect(await filesIn(incomingDir)).toEqual([]);
  expect(await upload.finish()).toEqual({
    status: 400,
    body: {
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: { prescription: 'The prescription must be at most 5 MB' },
      issues: { prescription: { code: 'prescriptionSize' } },
    },
  });
  expect(await bookingCount()).toBe(bookings);
  expect(await filesIn(incomingDir)).toEqual([]);
});

test('a client that goes away in the middle of its upload leaves no file behind', async () => {
  const bookings = await bookingCount();
  const upload = slowUpload();
  await upload.send(PDF);
  await upload.send(Buffer.alloc(2 * MB));
  await incomingUntil((found) => totalSize(found) >= 2 * MB);
  upload.request.destroy();
  await incomingUntil((found) => found.size === 0);
  expect(await bookingCount()).toBe(bookings);
});

test('temporary uploads abandoned by a crash are deleted once no request could still be writing them', async () => {
  const files = new PrescriptionFiles(join(store.dataDir, 'uploads'), api.app.db, api.app.log);
  const abandoned = `${randomUUID()}.upload`;
  const arriving = `${randomUUID()}.upload`;
  await writeFile(join(incomingDir, abandoned), PDF);
  await writeFile(join(incomingDir, arriving), PDF);
  const longAgo = new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000);
  await utimes(join(incomingDir, abandoned), longAgo, longAgo);
  // Settling at start leaves the upload another request may still be writing.
  expect(await files.settleIncoming()).toEqual({ moved: 0, deleted: 0 });
  expect(await filesIn(incomingDir)).toEqual([arriving]);
  // The sweep later finds it untouched for too long.
  expect(await files.removeAbandonedUploads(Date.now() + ABANDONED_UPLOAD_AGE_MS + 1)).toBe(1);
  expect(await filesIn(incomingDir)).toEqual([]);
});
