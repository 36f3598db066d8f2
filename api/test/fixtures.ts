/**
 * Small files of each kind a prescription may be, and of kinds it may not, built from their real
 * signatures so the API's content sniffing is tested, not their names.
 */
import { crc32 } from 'node:zlib';
import * as cfb from 'cfb';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(32),
]);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A real OLE compound file (written by cfb) holding the given streams at its root. */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) cfb.utils.cfb_add(container, name, content);
  return Buffer.from(cfb.write(container, { type: 'buffer' }) as Uint8Array);
}

/** Word's main stream starts with its identifier, 0xA5EC (little-endian). */
export const DOC = compoundFile({
  WordDocument: Buffer.concat([Buffer.from([0xec, 0xa5]), Buffer.alloc(1024)]),
  '1Table': Buffer.alloc(512),
});

/** An OLE compound file of another kind (a spreadsheet's stream): not a Word document. */
export const XLS = compoundFile({ Workbook: Buffer.alloc(1024) });

/** A stored (uncompressed) zip of the given entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export const DOCX = zip({
  '[Content_Types].xml': WORD_CONTENT_TYPES,
  'word/document.xml':
    '<w:document><w:body><w:p><w:r><w:t>Tab. Metformin 500 mg</w:t></w:r></w:p></w:body></w:document>',
});

/** A zip of something else entirely. */
export const PLAIN_ZIP = zip({ 'notes.txt': 'not a prescription' });

/** A Windows program's signature. */
export const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(128)]);

/** Just text, whatever its name says. */
export const TEXT = Buffer.from('Tab. Paracetamol 650 mg twice a day', 'utf8');
