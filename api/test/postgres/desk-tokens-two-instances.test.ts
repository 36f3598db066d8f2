/**
 * Arrival tokens across API instances (issue 47): 20 patients of one doctor marked arrived at once,
 * half through each of two instances on one PostgreSQL database, get the numbers 1 to 20, each once:
 * the counter row of the doctor's day, raised in each arrival's transaction, queues them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { act, seedBooking } from '../desk-helpers';
import { SITE_ORIGIN } from '../helpers';
import { enrolledMember, freshStaffApi } from '../staff-helpers';
import type { StaffApi } from '../staff-helpers';

if (!process.env['DATABASE_URL']) throw new Error('test/postgres/ runs against a PostgreSQL server');

const first = freshStaffApi();
let second: StaffApi;
let otherDir: string;

beforeAll(async () => {
  otherDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  const config = loadConfig({
    API_DATA_DIR: otherDir,
    SITE_ORIGINS: SITE_ORIGIN,
    API_RATE_LIMIT: '10000',
    API_PASSWORD_SCRYPT_COST: '14',
    API_TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: first.store.databaseUrl ?? '',
  });
  // The same clock as the first instance's: one hospital, one time.
  const app = buildApp(config, { staffClock: () => first.clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
  second = { ...first, app, config, baseUrl: `http://127.0.0.1:${address.port}` };
});

afterAll(async () => {
  await second.app.close();
  await rm(otherDir, { recursive: true, force: true });
});

const slotAt = (index: number) => {
  const minutes = 9 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

test('20 simultaneous arrivals over two instances get tokens 1 to 20, each once', async () => {
  const desk = await enrolledMember(first, 'reception');
  const references = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      seedBooking(first, index < 16 ? { slot: slotAt(index) } : { slot: slotAt(32 + index - 16), mode: 'ON' }),
    ),
  );
  const durations: number[] = [];
  const answers = await Promise.all(
    references.map(async (reference, index) => {
      const started = performance.now();
      const answer = await act(index % 2 ? second : first, desk, reference, 'arrive', { version: 1 });
      durations.push(performance.now() - started);
      return answer;
    }),
  );
  durations.sort((a, b) => a - b);
  console.info(`20 simultaneous arrivals over two instances: p95 ${durations[18]?.toFixed(1)} ms`);
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  const tokens = answers.map((answer) => answer.body.token ?? 0).sort((a, b) => a - b);
  expect(tokens).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
});
