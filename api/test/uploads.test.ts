/**
 * Prescriptions are checked as what they claim to be, with files built here by real writers: compound
 * files by cfb, zips by yazl, PDFs by pdf-lib (which puts objects in compressed object streams). Each
 * refusal is a 400 naming `prescription`, and nothing is stored: no booking, no file, no temporary file.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { LabAppointment } from 'contract';
import { ZipFile } from 'yazl';
import { compoundFile, DOC } from './fixtures';
import { filesIn, formData, onFreshApi, postForm, validLabBooking } from './helpers';
import type { TestApi, TestStore } from './helpers';

const PATH = '/api/appointment/labappointment/';
const TYPE_ERROR = 'Please attach the prescription as an image (JPEG, PNG or WebP), a PDF or a Word (DOC or DOCX) file';
const ACTIVE_PDF_ERROR =
  'This PDF contains scripts, actions or attached files, which we cannot accept. Please attach a photo or scan of the prescription, or a PDF without them';
const UNREADABLE_PDF_ERROR =
  'This PDF could not be checked (it may be protected or damaged). Please attach a photo or scan of the prescription, or the PDF without protection';
const UNPACKS_ERROR =
  'This Word file unpacks to more than 50 MB. Please attach a photo or scan of the prescription, or a PDF';
const MB = 1024 * 1024;

let store: TestStore;
let api: TestApi;
let uploadsDir: string;
let incomingDir: string;
onFreshApi((started) => {
  ({ api, store } = started);
  uploadsDir = join(store.dataDir, 'uploads');
  incomingDir = join(uploadsDir, '.incoming');
});

async function bookingCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

function withPrescription(content: Uint8Array, name: string): FormData {
  return formData(validLabBooking(), { prescription: { content, name } });
}

/** Posts the file and returns the refusal's field errors, having checked that nothing was stored. */
async function refusal(content: Uint8Array, name: string): Promise<Record<string, string>> {
  const bookings = await bookingCount();
  const stored = await filesIn(uploadsDir);
  const response = await postForm(api, PATH, withPrescription(content, name));
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: Record<string, string> };
  expect(await bookingCount()).toBe(bookings);
  expect(await filesIn(uploadsDir)).toEqual(stored);
  expect(await filesIn(incomingDir)).toEqual([]);
  return body.errors;
}

/** Posts the file, checks that the booking was stored with it, and returns the stored file's name. */
async function storedAs(content: Uint8Array, name: string): Promise<string> {
  const response = await postForm(api, PATH, withPrescription(content, name));
  expect(response.status).toBe(201);
  const booking = (await response.json()) as LabAppointment;
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select('prescription_file')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  const stored = row.prescription_file ?? '';
  expect(Buffer.compare(await readFile(join(uploadsDir, stored)), content)).toBe(0);
  expect(await filesIn(incomingDir)).toEqual([]);
  return stored;
}

/** Word's main stream: the FIB's identifier 0xA5EC, then the rest of a (here empty) document. */
const WORD_STREAM = Buffer.concat([Buffer.from([0xec, 0xa5]), Buffer.alloc(1022)]);

describe('.doc is a real Word compound file', () => {
  test('a compound file with Word’s main stream is accepted', async () => {
    expect(await storedAs(DOC, 'rx.doc')).toMatch(/\.doc$/);
  });

  test.each([
    // Finding 6: any compound file with the text `WordDocument` somewhere in it passed.
    ['a spreadsheet whose stream holds the text WordDocument', { Workbook: Buffer.from('WordDocument', 'utf16le') }],
    ['a WordDocument stream without Word’s identifier', { WordDocument: Buffer.alloc(1024) }],
    ['a WordDocument storage, not a stream', { 'WordDocument/Contents': WORD_STREAM }],
  ])('%s is refused', async (_kind, streams) => {
    expect(await refusal(compoundFile(streams), 'rx.doc')).toEqual({ prescription: TYPE_ERROR });
  });

  test('a damaged compound file (its header only) is refused', async () => {
    expect(await refusal(DOC.subarray(0, 600), 'rx.doc')).toEqual({ prescription: TYPE_ERROR });
  });
});

/** Zeros: deflate packs them about 1,000 to 1, as a zip bomb does. */
function zeros(bytes: number): Readable {
  const chunk = Buffer.alloc(MB);
  let left = bytes;
  return new Readable({
    read() {
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size > 0 ? chunk.subarray(0, size) : null);
    },
  });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCUMENT_XML = '<w:document><w:body><w:p><w:r><w:t>Tab. Metformin 500 mg</w:t></w:r></w:p></w:body></w:document>';

/** A .docx written by yazl (deflated entries), with any extra entries after the two a Word file needs. */
async function docx(extra: (zip: ZipFile) => void = () => {}): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(DOCUMENT_XML), 'word/document.xml');
  extra(zip);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function zipHeader(signature: number, size: number): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32LE(signature, 0);
  return buffer;
}

/** One deflated entry whose directory declares fewer bytes than it unpacks to (yazl would not lie). */
function docxUnderstatingItsSize(actualBytes: number, declaredBytes: number): Buffer {
  const entries = [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES), declared: CONTENT_TYPES.length },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT_XML), declared: DOCUMENT_XML.length },
    { name: 'word/media/scan.bin', data: Buffer.alloc(actualBytes), declared: declaredBytes },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const local = zipHeader(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = zipHeader(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('.docx must hold a Word document and unpack to a sane size', () => {
  test('a Word document written by a zip library is accepted', async () => {
    expect(await storedAs(await docx(), 'rx.docx')).toMatch(/\.docx$/);
  });

  test('a picture inside that packs no better than pictures do is accepted', async () => {
    const picture = randomBytes(256 * 1024);
    expect(await storedAs(await docx((zip) => zip.addBuffer(picture, 'word/media/image1.png')), 'rx.docx')).toMatch(
      /\.docx$/,
    );
  });

  test('finding 6: a .docx under 1 MB that expands to 200 MB is refused', async () => {
    const bomb = await docx((zip) => zip.addReadStream(zeros(200 * MB), 'word/media/image1.png', { size: 200 * MB }));
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal(bomb, 'rx.docx')).toEqual({ prescription: UNPACKS_ERROR });
  });

  test('an entry packed at an absurd ratio is refused even below the total limit', async () => {
    const packed = await docx((zip) => zip.addReadStream(zeros(4 * MB), 'word/media/image1.png', { size: 4 * MB }));
    expect(await refusal(packed, 'rx.docx')).toEqual({ prescription: UNPACKS_ERROR });
  });

  test('an entry that unpacks to more than its directory declares is refused', async () => {
    expect(await refusal(docxUnderstatingItsSize(8 * MB, 16 * 1024), 'rx.docx')).toEqual({
      prescription: UNPACKS_ERROR,
    });
  });

  test('a zip without word/document.xml is refused, whatever it is named', async () => {
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    zip.addBuffer(Buffer.from(DOCUMENT_XML), 'word/other.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    expect(await refusal(Buffer.concat(chunks), 'rx.docx')).toEqual({ prescription: TYPE_ERROR });
  });
});

async function onePagePdf(change: (pdf: PDFDocument) => Promise<void> | void = () => {}): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Tab. Metformin 500 mg, twice a day');
  await change(pdf);
  return pdf;
}

const withJavaScript = (pdf: PDFDocument) => pdf.addJavaScript('open', 'app.alert("hello")');
const withLaunch = (pdf: PDFDocument) => {
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }));
};
const withAttachment = (pdf: PDFDocument) => pdf.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'text/plain' });

describe('PDFs with scripts, launch actions or embedded files are refused', () => {
  test('a PDF whose objects are in compressed object streams is accepted', async () => {
    const pdf = await (await onePagePdf()).save({ useObjectStreams: true });
    expect(Buffer.from(pdf).toString('latin1')).toContain('/ObjStm');
    expect(await storedAs(pdf, 'rx.pdf')).toMatch(/\.pdf$/);
  });

  test.each([
    ['JavaScript', withJavaScript],
    ['a launch action', withLaunch],
    ['an embedded file', withAttachment],
  ])('%s in plain syntax is refused', async (_kind, change) => {
    const pdf = await (await onePagePdf(change)).save({ useObjectStreams: false });
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: ACTIVE_PDF_ERROR });
  });

  test.each([
    ['JavaScript', withJavaScript, '/JavaScript'],
    ['a launch action', withLaunch, '/Launch'],
    // The attachment's own stream is typed /EmbeddedFile in plain syntax; the catalog's list is not.
    ['the list of embedded files', withAttachment, '/EmbeddedFiles'],
  ])('%s inside a compressed object stream is refused', async (_kind, change, name) => {
    const pdf = await (await onePagePdf(change)).save({ useObjectStreams: true });
    // The name is nowhere in the file's bytes: only inflating the object stream finds it.
    expect(Buffer.from(pdf).toString('latin1')).not.toContain(name);
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: ACTIVE_PDF_ERROR });
  });

  test('JavaScript spelled with #xx escapes in its names is refused', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: ACTIVE_PDF_ERROR });
  });

  test('an object stream that inflates past the check’s budget is refused, not inflated whole', async () => {
    const bomb = deflateSync(Buffer.alloc(80 * MB, 0x20));
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: UNREADABLE_PDF_ERROR });
  });

  test('an object stream under a filter the check cannot read is refused', async () => {
    const hidden = Buffer.from('2 0 << /S /JavaScript /JS (app.alert(1)) >>').toString('hex');
    const pdf = Buffer.from(
      `%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length ${hidden.length + 1} >>\nstream\n${hidden}>\nendstream\nendobj\n%%EOF\n`,
    );
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: UNREADABLE_PDF_ERROR });
  });

  test('objects hidden after a `stream` keyword inside a string are refused', async () => {
    const objects = deflateSync('3 0 << /S /JavaScript /JS (app.alert(1)) >>');
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.5\n1 0 obj (a stream\n) endobj\n'),
      Buffer.from(`2 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`),
      objects,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(await refusal(pdf, 'rx.pdf')).toEqual({ prescription: UNREADABLE_PDF_ERROR });
  });

  test.each([
    ['a stream dictionary of 5 MB', `1 0 obj << ${'/Filter['.repeat(600_000)} >>\nstream\nx\nendstream endobj\n`],
    ['a flood of escaped names', `1 0 obj << ${'/a#20 '.repeat(800_000)}>> endobj\n`],
  ])('%s, built to make a check slow, is refused at once', async (_kind, body) => {
    const started = Date.now();
    expect(await refusal(Buffer.from(`%PDF-1.4\n${body}%%EOF\n`, 'latin1'), 'rx.pdf')).toEqual({
      prescription: UNREADABLE_PDF_ERROR,
    });
    // A pattern that backtracks over such a file takes minutes; the check is linear.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test('the refusal comes with the other fields’ errors, and the form can be sent again', async () => {
    const pdf = await (await onePagePdf(withJavaScript)).save();
    const form = formData(validLabBooking({ phone: '12' }), { prescription: { content: pdf, name: 'rx.pdf' } });
    const response = await postForm(api, PATH, form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
      prescription: ACTIVE_PDF_ERROR,
    });
    expect(await filesIn(incomingDir)).toEqual([]);
    expect(await storedAs(await (await onePagePdf()).save(), 'rx.pdf')).toMatch(/\.pdf$/);
  });
});
