/**
 * A doctor's photo from the desk (issue 48): checked as every upload is (type from the bytes, size,
 * pixels), refused with the rule named; stored, it is the doctor's `image` at an address of its
 * own that browsers may keep for good, on the public page and in the history. And a renamed
 * doctor's old address: the API says where they are now.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Doctor, StaffDoctor } from 'contract';
import { catalogueHistory } from '../src/features/catalogue';
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
