/**
 * A doctor's photo from the desk (issue 48): checked as every upload is (type from the bytes, size,
 * pixels), refused with the rule named; stored, it is the doctor's `image` at an address of its
 * own that browsers may keep for good, on the public page and in the history. And a renamed
 * doctor's old address: the API says where they are now.
 */
import { crc32, deflateSync } from 'node:zlib';
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Doctor, StaffDoctor } from 'contract';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { catalogueHistory } from '../src/features/catalogue';
import { onEmptyDatabase } from './empty-database';
import { formData } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let manager: Member;
let reception: Member;

beforeAll(async () => {
  manager = await enrolledMember(api, 'opd_manager');
  reception = await enrolledMember(api, 'reception');
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of this size, made here: the tests need real images and carry no binary files. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const doctor = (id: number) => call<StaffDoctor>(api, 'GET', `/api/staff/doctors/${id}/`, { cookie: manager.cookie });

async function upload(
  id: number,
  fields: Record<string, string>,
  file: { content: Uint8Array; name: string; type?: string } | null,
  cookie = manager.cookie,
) {
  const response = await fetch(`${api.baseUrl}/api/staff/doctors/${id}/photo/`, {
    method: 'POST',
    headers: { cookie: `staff_session=${cookie}`, 'x-forwarded-for': '10.0.0.1' },
    body: formData(fields, file ? { photo: file } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as StaffDoctor & { code?: string; fields?: Record<string, { code: string }> },
  };
}

const issueOf = (body: { issues?: Record<string, { code: string }> }) => body.issues?.['photo']?.code;

describe('a doctor’s photo', () => {
  test('saved: the doctor’s image is a new address, served for good, on the page and in the history', async () => {
    const before = (await doctor(3)).body;
    const answer = await upload(3, { version: String(before.version) }, { content: png(400, 500), name: 'me.png' });
    expect(answer.status).toBe(200);
    expect(answer.body.image).toMatch(/^doctor-photos\/3-\d+\.png$/);
    expect(answer.body.version).toBe(before.version + 1);

    const served = await fetch(`${api.baseUrl}/media/${answer.body.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png(400, 500))).toBe(true);

    const page = (await (await fetch(`${api.baseUrl}/api/doctor/doctors/${before.slug}/`)).json()) as Doctor;
    expect(page.image).toBe(answer.body.image);
    const [entry] = await catalogueHistory(api.app.db, 'doctor:3', 1);
    expect(entry).toMatchObject({ action: 'photo.saved', actorId: manager.id });
    expect(entry?.before).toMatchObject({ image: before.image });
    expect(entry?.after).toMatchObject({ image: answer.body.image });

    // Another photo: another address; the first still answers for a page rendered before.
    const again = await upload(3, { version: String(answer.body.version) }, { content: png(800, 1000), name: 'b.png' });
    expect(again.body.image).not.toBe(answer.body.image);
    expect((await fetch(`${api.baseUrl}/media/${answer.body.image}`)).status).toBe(200);
  });

  test.each([
    [
      'a PDF renamed .jpg',
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      'photo.jpg',
      'doctorPhotoType',
    ],
    ['text', Buffer.from('not a picture at all, just words'), 'photo.png', 'doctorPhotoType'],
    ['over 1 MB', Buffer.concat([png(400, 500), Buffer.alloc(1024 * 1024)]), 'big.png', 'doctorPhotoSize'],
    ['too small to show sharp', png(120, 150), 'small.png', 'doctorPhotoDimensions'],
    ['empty', Buffer.alloc(0), 'empty.png', 'doctorPhotoEmpty'],
  ])('%s: 400 naming the rule, nothing changed', async (_what, content, name, code) => {
    const before = (await doctor(4)).body;
    const answer = await upload(4, { version: String(before.version) }, { content, name, type: 'image/jpeg' });
    expect(answer.status).toBe(400);
    expect(issueOf(answer.body as never)).toBe(code);
    expect((await doctor(4)).body).toMatchObject({ image: before.image, version: before.version });
  });

  test('no photo, a stale version, reception, an unknown photo address', async () => {
    const current = (await doctor(4)).body;
    const none = await upload(4, { version: String(current.version) }, null);
    expect(issueOf(none.body as never)).toBe('doctorPhotoRequired');
    const stale = await upload(4, { version: String(current.version - 1) }, { content: png(400, 500), name: 'a.png' });
    expect(stale).toMatchObject({ status: 409, body: { code: 'doctorProfileStale' } });
    const refused = await upload(
      4,
      { version: String(current.version) },
      { content: png(400, 500), name: 'a.png' },
      reception.cookie,
    );
    expect(refused.status).toBe(403);
    expect((await fetch(`${api.baseUrl}/media/doctor-photos/4-999999.png`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/media/doctor-photos/..%2Fsecret`)).status).toBe(404);
  });
});

/** The whole profile as the editor sends it back, with `changes`. */
function profileOf(current: StaffDoctor, changes: Record<string, unknown> = {}) {
  return {
    doctor_name: current.doctor_name,
    doctor_name_hi: current.doctor_name_hi,
    department: current.department,
    about: current.about,
    about_hi: current.about_hi,
    languages: current.languages.join(', '),
    qualifications: current.qualifications.join('\n'),
    registration_council: current.registration_council,
    registration_number: current.registration_number,
    years_of_practice: current.years_of_practice,
    version: current.version,
    ...changes,
  };
}

describe('a doctor’s page that is a page no more', () => {
  test('renamed: the old address answers 301 with the new one, twice renamed too', async () => {
    const before = (await doctor(6)).body;
    const renamed = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/6/profile/', {
      cookie: manager.cookie,
      body: profileOf(before, { doctor_name: 'Dr. Ishaan Verma Kapoor' }),
    });
    expect(renamed.body.slug).toBe('dr-ishaan-verma-kapoor');
    const again = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/6/profile/', {
      cookie: manager.cookie,
      body: profileOf(renamed.body, { doctor_name: 'Dr. Ishaan Kapoor' }),
    });
    for (const old of [before.slug, 'dr-ishaan-verma-kapoor']) {
      const answer = await fetch(`${api.baseUrl}/api/doctor/doctors/${old}/?lang=hi`, { redirect: 'manual' });
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe(`/api/doctor/doctors/${again.body.slug}/?lang=hi`);
      expect(await answer.json()).toMatchObject({ code: 'doctorMoved', slug: 'dr-ishaan-kapoor' });
    }
    const followed = (await (await fetch(`${api.baseUrl}/api/doctor/doctors/${before.slug}/`)).json()) as Doctor;
    expect(followed).toMatchObject({ id: 6, doctor_name: 'Dr. Ishaan Kapoor' });

    // Named back: the slug is theirs again, and no longer a former one.
    await call(api, 'POST', '/api/staff/doctors/6/profile/', {
      cookie: manager.cookie,
      body: profileOf(again.body, { doctor_name: before.doctor_name }),
    });
    expect((await fetch(`${api.baseUrl}/api/doctor/doctors/${before.slug}/`, { redirect: 'manual' })).status).toBe(200);
  });

  test('retired: 410 naming the department as params too', async () => {
    const current = (await doctor(7)).body;
    const retired = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/7/retire/', {
      cookie: manager.cookie,
      body: { version: current.version },
    });
    expect(retired.status).toBe(200);
    const page = await fetch(`${api.baseUrl}/api/doctor/doctors/${current.slug}/`);
    expect(page.status).toBe(410);
    const body = (await page.json()) as { params: Record<string, string>; department: { slug: string } };
    expect(body.params).toEqual({ department: expect.any(String), department_slug: body.department.slug });
  });

  // Read once, after the changes above: a catalogue answer is kept until the version moves.
  test('listed for the page servers: the retired page as 410, each slug a renamed doctor left as 301', async () => {
    const retired = (await doctor(7)).body;
    const department = (await (await fetch(`${api.baseUrl}/api/doctor/doctors/${retired.slug}/`)).json()) as {
      department: { slug: string };
    };
    const former = await call<unknown[]>(api, 'GET', '/api/doctor/former/');
    expect(former.body).toEqual([
      { doctor: 6, slug: 'dr-ishaan-kapoor', status: 301, to: (await doctor(6)).body.slug },
      { doctor: 6, slug: 'dr-ishaan-verma-kapoor', status: 301, to: (await doctor(6)).body.slug },
      { doctor: 7, slug: retired.slug, status: 410, department: { slug: department.department.slug } },
    ]);
  });
});

describe('migration 0034', () => {
  const THIS = '0034_doctor_photos_and_former_slugs';
  let db: Kysely<Database>;
  onEmptyDatabase((opened) => {
    db = opened;
  });

  test('can be undone and done again; its trigger keeps a slug whatever renames the doctor', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect((await migrator.migrateTo(names[names.indexOf(THIS) - 1] ?? '')).error).toBeUndefined();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const department = await sql<{ id: number }>`
      insert into departments (department_name) values ('Cardiology') returning id
    `.execute(db);
    const { id } = await db
      .insertInto('doctors')
      .values({ doctor_name: 'Dr. A Rao', department_id: department.rows[0]?.id ?? 0, image: null, about: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Straight in the database, as a hospital's own script would.
    await db.updateTable('doctors').set({ doctor_name: 'Dr. A Rao Mehta' }).where('id', '=', id).execute();
    expect(await db.selectFrom('doctor_former_slugs').select(['slug', 'doctor_id']).execute()).toEqual([
      { slug: 'dr-a-rao', doctor_id: id },
    ]);
    await expect(
      sql`insert into doctor_photos (doctor_id, mime, bytes, width, height) values (${id}, 'application/pdf', '\\x00', 1, 1)`.execute(
        db,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
