/**
 * Pages fresh without a build (issue 48): the page servers poll the catalogue's version and ask
 * what changed since theirs; the catalogue's cached reads follow a desk change at once.
 */
import type { DoctorProfile } from 'contract';
import { recordCatalogueChange } from '../src/features/catalogue';
import { ReadCache, recentVersion } from '../src/http/read-cache';
import { freshApi } from './helpers';

const api = freshApi();

async function getJson<T>(path: string): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${api.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers };
}

interface Changes {
  version: string;
  changes: { subject: string; at: string }[] | null;
}

const change = (subject: string) =>
  recordCatalogueChange(api.app.db, { actorId: null, subject, action: 'test.saved', before: null, after: {} });

test('the version is public, cacheable for seconds, and moves with each change', async () => {
  const before = await getJson<{ version: string }>('/api/catalogue/version/');
  expect(before.headers.get('cache-control')).toBe('public, max-age=5');
  const id = await change('doctor:1');
  expect((await getJson<{ version: string }>('/api/catalogue/version/')).body).toEqual({ version: id });
  expect(BigInt(id)).toBeGreaterThan(BigInt(before.body.version));
});

test('the changes since a version name each subject once, with its last time, oldest first', async () => {
  const { body: start } = await getJson<{ version: string }>('/api/catalogue/version/');
  await change('package:full-body-health-checkup');
  await change('doctor:2');
  const last = await change('package:full-body-health-checkup');
  const { body, headers } = await getJson<Changes>(`/api/catalogue/changes/?since=${start.version}`);
  expect(headers.get('cache-control')).toBe('public, max-age=5');
  expect(body.version).toBe(last);
  expect(body.changes?.map(({ subject }) => subject)).toEqual(['doctor:2', 'package:full-body-health-checkup']);
  for (const { at } of body.changes ?? []) expect(Number.isNaN(Date.parse(at))).toBe(false);
  expect((await getJson<Changes>(`/api/catalogue/changes/?since=${last}`)).body).toEqual({
    version: last,
    changes: [],
  });
});

test('"everything" when since is no version of this catalogue, or too many changed', async () => {
  const { body: now } = await getJson<{ version: string }>('/api/catalogue/version/');
  for (const since of ['', 'abc', '-1', `${BigInt(now.version) + 1n}`]) {
    expect((await getJson<Changes>(`/api/catalogue/changes/?since=${since}`)).body.changes).toBeNull();
  }
  for (let test = 1; test <= 101; test += 1) await change(`test:${test}`);
  expect((await getJson<Changes>(`/api/catalogue/changes/?since=${now.version}`)).body.changes).toBeNull();
});

test('a doctor changed at the desk is read fresh, not from the kept answer', async () => {
  const { body: before } = await getJson<DoctorProfile[]>('/api/doctor/doctor?lang=en');
  const doctor = before[0];
  if (!doctor) throw new Error('the seed has no doctor');
  const profile = `/api/doctor/doctors/${doctor.slug}/?lang=en`;
  const { body: kept } = await getJson<DoctorProfile>(profile);
  await api.app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('doctors')
      .set({ about: `${kept.about} Now also sees patients on Saturdays.` })
      .where('id', '=', doctor.id)
      .execute();
    await recordCatalogueChange(trx, {
      actorId: null,
      subject: `doctor:${doctor.id}`,
      doctorId: doctor.id,
      action: 'profile.saved',
      before: null,
      after: {},
    });
  });
  // The version is asked of the database at most every 2 s: the next read after that is fresh.
  const deadline = Date.now() + 5000;
  let about = kept.about;
  while (about === kept.about && Date.now() < deadline) ({ about } = (await getJson<DoctorProfile>(profile)).body);
  expect(about).toBe(`${kept.about} Now also sees patients on Saturdays.`);
});

test('a kept answer is read again once the version moves, and only then', async () => {
  let version = '1';
  let loads = 0;
  const cache = new ReadCache(60_000, async () => version);
  const load = async () => ({ loads: ++loads });
  expect(await cache.json('k', load)).toBe('{"loads":1}');
  expect(await cache.json('k', load)).toBe('{"loads":1}');
  version = '2';
  expect(await cache.json('k', load)).toBe('{"loads":2}');
});

test('the version is asked again only after its time, and a failed ask is not kept', async () => {
  let now = 0;
  const answers = [Promise.reject(new Error('database down')), Promise.resolve('1'), Promise.resolve('2')];
  let asked = 0;
  const version = recentVersion(
    () => answers[asked++] ?? Promise.resolve('3'),
    2000,
    () => now,
  );
  await expect(version()).rejects.toThrow('database down');
  expect(await version()).toBe('1');
  now = 1999;
  expect(await version()).toBe('1');
  now = 2000;
  expect(await version()).toBe('2');
  expect(asked).toBe(3);
});
