/**
 * Issue 49's measurement: 10,000 reminders due in the same minute, sent by two API instances on one
 * PostgreSQL to the WhatsApp stand-in, one instance killed (SIGKILL) midway. Prints the time to
 * drain (every message accepted once at the stand-in), to settle (no row left pending or sending
 * in the database), duplicates (sends of one message more than once) and lost (never sent).
 *   bash scripts/with-postgres.sh npx tsx scripts/notices-drain.ts
 * NOTICES= sets the count, KILL_AT= the share sent when the instance is killed (0.5), DRAIN_LIMIT_S=
 * when the run gives up. The claim is the shortest the API takes (2 minutes, `NOTICE_CLAIM_MS`),
 * so a message the dead instance had claimed and not sent goes within the run, not after 10 minutes.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createDatabase } from '../src/db';
import { ProviderStandIns } from '../src/stand-ins/providers';

const COUNT = Number(process.env['NOTICES'] ?? 10_000);
const KILL_AFTER = Math.floor(COUNT * Number(process.env['KILL_AT'] ?? 0.5));
/** The run gives up (and reports what is lost) after this long. */
const LIMIT_MS = Number(process.env['DRAIN_LIMIT_S'] ?? 45 * 60) * 1000;
const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('Run under scripts/with-postgres.sh: DATABASE_URL is needed');
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const keys = { whatsAppToken: 'drain-token', appSecret: 'drain-secret', phoneNumberId: '1000001', msg91AuthKey: 'k' };
const standIns = new ProviderStandIns({ ...keys, autoReceipts: ['sent'] });
await standIns.start();

const dataDir = await mkdtemp(join(tmpdir(), 'notices-drain-'));
const db = await createDatabase({ databaseUrl, dataDir }, pino({ level: 'silent' }));
const due = new Date();
for (let start = 0; start < COUNT; start += 1000) {
  await db
    .insertInto('notices')
    .values(
      Array.from({ length: Math.min(1000, COUNT - start) }, (_, index) => {
        const n = start + index;
        return {
          dedupe: `drain:${n}`,
          booking_kind: 'doctor' as const,
          booking_id: n,
          reference: `APT-${String(n).padStart(6, '0')}`,
          kind: 'reminder1' as const,
          channel: 'whatsapp' as const,
          phone: `9${String(n).padStart(9, '0')}`,
          language: 'en' as const,
          variables: JSON.stringify(['Patient', `APT-${n}`, 'Thu, 10 Dec, 10:00', 'Room 12', 'S1token']),
          status: 'pending' as const,
          next_attempt_at: due,
          send_key: randomUUID(),
        };
      }),
    )
    .execute();
}

const env = {
  PATH: process.env['PATH'] ?? '',
  DATABASE_URL: databaseUrl,
  SITE_ORIGINS: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  WHATSAPP_GRAPH_URL: standIns.whatsAppGraphUrl,
  WHATSAPP_ACCESS_TOKEN: keys.whatsAppToken,
  WHATSAPP_PHONE_NUMBER_ID: keys.phoneNumberId,
  WHATSAPP_APP_SECRET: keys.appSecret,
  WHATSAPP_VERIFY_TOKEN: 'v',
  NOTICE_CLAIM_MS: process.env['NOTICE_CLAIM_MS'] ?? '120000',
};

async function startInstance(name: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...env, API_DATA_DIR: join(dataDir, name), API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line) ?? /"port":(\d+)/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, port };
}

const started = Date.now();
const [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
// Receipts go to the instance that survives.
standIns.setReceiptUrls({ whatsApp: `http://127.0.0.1:${b.port}/api/notices/whatsapp/` });

/** CPU seconds a process has used (user + system), from /proc: its last reading survives its kill. */
const cpuSeconds = new Map<number, number>();
async function readCpu(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    cpuSeconds.set(child.pid, (Number(fields[11]) + Number(fields[12])) / 100);
  } catch {
    // Gone between the check and the read: its last reading stands.
  }
}

let killedAt: number | null = null;
const distinct = () => new Set(standIns.accepted.map((message) => message.callbackData)).size;
while (distinct() < COUNT) {
  await Promise.all([readCpu(a.child), readCpu(b.child)]);
  if (killedAt === null && standIns.accepted.length >= KILL_AFTER) {
    a.child.kill('SIGKILL');
    killedAt = Date.now() - started;
  }
  if (Date.now() - started > LIMIT_MS) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const drainedMs = Date.now() - started;
await standIns.receiptsPosted();
const unsettled = async () => {
  const { n } = await db
    .selectFrom('notices')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(n);
};
while ((await unsettled()) > 0 && Date.now() - started < LIMIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const settledMs = Date.now() - started;
await readCpu(b.child);
const instancesCpu = [...cpuSeconds.values()].reduce((sum, value) => sum + value, 0);
const rows = await db
  .selectFrom('notices')
  .select(({ fn }) => ['status', fn.countAll<string>().as('n')])
  .groupBy('status')
  .execute();
const duplicates = standIns.accepted.length - distinct();
console.info(
  JSON.stringify(
    {
      messages: COUNT,
      claimMs: Number(env.NOTICE_CLAIM_MS),
      drainedSeconds: drainedMs / 1000,
      settledSeconds: settledMs / 1000,
      killedAfterSeconds: killedAt === null ? null : killedAt / 1000,
      instancesCpuSeconds: instancesCpu,
      cpuMsPerMessage: Math.round((instancesCpu * 1000 * 100) / COUNT) / 100,
      sendsAtStandIn: standIns.accepted.length,
      duplicates,
      lost: COUNT - distinct(),
      rowsByStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])),
    },
    null,
    2,
  ),
);
for (const { child } of killedAt === null ? [a, b] : [b]) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
await standIns.close();
await db.destroy();
