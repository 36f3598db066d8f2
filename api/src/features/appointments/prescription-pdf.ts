/**
 * Finds what makes a PDF more than a document: JavaScript, launch actions and embedded files. Each is
 * named by a key in a dictionary (`/JavaScript`, `/JS`, `/Launch`, `/EmbeddedFile`, `/EmbeddedFiles`),
 * and a dictionary lives either in the file's plain syntax or inside a compressed object stream; the
 * bytes of other streams (pictures, fonts, page text) hold no dictionaries. So the file's syntax is
 * read with stream contents set aside, and each object stream is inflated by node:zlib under a
 * budget, which a compression bomb exhausts (then the file is refused, not inflated further).
 *
 * This is a check of names, not a PDF reader: pdf-lib and pdf.js inflate every object stream without
 * a limit while parsing, which is the very bomb a check must survive. What it cannot read (an object
 * stream under another filter or encrypted, a stream without its end) it refuses rather than passes.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { UNPACKED_LIMIT_BYTES } from './prescription-word';

export type PdfCheck = 'plain' | 'active-content' | 'unreadable';

const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);

/** A name: `/` and the regular characters after it (PDF's whitespace and delimiters end it). */
const NAME = /\/([^\s\0()<>[\]{}/%]*)/g;

/**
 * The names worth a look, found in one linear pass: a forbidden one as written, or any spelled with
 * `#xx` escapes, which are decoded and compared.
 */
const SUSPECT_NAME =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?)(?![^\s\0()<>[\]{}/%])|\/[^\s\0()<>[\]{}/%#]*#[^\s\0()<>[\]{}/%]*/g;

/** Real files escape a few names (a font's spaces, a MIME type's slash); a flood only costs time. */
const MAX_ESCAPED_NAMES = 10_000;

/** A stream's dictionary is a few hundred bytes; anything near this is not a real one. */
const MAX_DICTIONARY_LENGTH = 64 * 1024;

const STREAM_END = 'endstream';

/** An object header, which has no business inside a picture's or a font's bytes (bounded: linear). */
const OBJECT_HEADER = /(?<!\d)\d{1,10}\s+\d{1,5}\s+obj\b/;

/** Names may spell any byte as `#xx`: `/J#61vaScript` is `/JavaScript`. */
function decodeHexEscapes(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

type NameScan = 'clean' | 'active-content' | 'unreadable';

function scanNames(syntax: string): NameScan {
  let escaped = 0;
  for (const match of syntax.matchAll(SUSPECT_NAME)) {
    if (FORBIDDEN_NAMES.has(decodeHexEscapes(match[0].slice(1)))) return 'active-content';
    escaped += 1;
    if (escaped > MAX_ESCAPED_NAMES) return 'unreadable';
  }
  return 'clean';
}

/** A key's value as written: a name, a short array, a reference or a number (bounded: linear). */
const valuePattern = (key: string) =>
  new RegExp(
    `/${key}(?![^\\s\\0()<>[\\]{}/%])\\s*(\\[[^\\]]{0,200}\\]|/[^\\s\\0()<>[\\]{}/%]*|\\d{1,10}\\s+\\d{1,5}\\s+R|\\d{1,12})`,
  );
const VALUE_PATTERNS = {
  Length: valuePattern('Length'),
  Filter: valuePattern('Filter'),
  DecodeParms: valuePattern('DecodeParms'),
};

function rawValue(dictionary: string, key: keyof typeof VALUE_PATTERNS): string | null {
  return VALUE_PATTERNS[key].exec(decodeHexEscapes(dictionary))?.[1] ?? null;
}

interface PdfStream {
  dictionary: string;
  data: Buffer;
}

/** Splits the file into its syntax (stream contents left out) and its streams; null if it cannot. */
function splitStreams(content: Buffer): { syntax: string; streams: PdfStream[] } | null {
  const text = content.toString('latin1');
  const syntax: string[] = [];
  const streams: PdfStream[] = [];
  // The keyword that opens a stream's data, and the end of line that must follow it.
  const streamStart = /\bstream(?:\r\n|\n|\r)/g;
  let position = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const before = text.slice(position, match.index);
    syntax.push(before);
    const objectStart = before.lastIndexOf('obj');
    const dictionary = objectStart < 0 ? before : before.slice(objectStart + 3);
    if (dictionary.length > MAX_DICTIONARY_LENGTH) return null;
    const start = match.index + match[0].length;
    const length = rawValue(dictionary, 'Length');
    const declaredLength = length !== null && /^\d+$/.test(length) ? Number(length) : -1;
    // The declared length is believed only when `endstream` follows it; otherwise the keyword is sought.
    const afterDeclared = declaredLength >= 0 ? text.slice(start + declaredLength, start + declaredLength + 12) : '';
    const end = /^\s*endstream/.test(afterDeclared) ? start + declaredLength : text.indexOf(STREAM_END, start);
    if (end < 0) return null;
    streams.push({ dictionary, data: content.subarray(start, end) });
    position = text.indexOf(STREAM_END, end) + STREAM_END.length;
    streamStart.lastIndex = position;
  }
  syntax.push(text.slice(position));
  return { syntax: syntax.join('\n'), streams };
}

/** A stream that may hold objects: typed as one, or carrying the keys only an object stream has. */
function mayHoldObjects(dictionary: string): boolean {
  return [...dictionary.matchAll(NAME)].some((match) => ['ObjStm', 'First'].includes(decodeHexEscapes(match[1] ?? '')));
}

/** Off the event loop: a bomb's inflating up to the budget does not hold up other requests. */
const inflateAsync = promisify(inflate);

/** An object stream's objects as syntax, or null when they cannot be read within the budget. */
async function inflateObjects(stream: PdfStream, budget: number): Promise<Buffer | null> {
  const filter = rawValue(stream.dictionary, 'Filter');
  if (rawValue(stream.dictionary, 'DecodeParms') !== null) return null;
  if (filter === null) return stream.data;
  if (filter !== '/FlateDecode' && !/^\[\s*\/FlateDecode\s*\]$/.test(filter)) return null;
  try {
    // Sync flush: a deflate stream cut short, as some writers leave them, is read as far as it goes.
    return await inflateAsync(stream.data, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    // Past the budget (a bomb), encrypted, or not deflate at all.
    return null;
  }
}

export async function checkPdf(path: string): Promise<PdfCheck> {
  const split = splitStreams(await readFile(path));
  if (!split) return 'unreadable';
  const syntaxScan = scanNames(split.syntax);
  if (syntaxScan !== 'clean') return syntaxScan;
  let budget = UNPACKED_LIMIT_BYTES;
  for (const stream of split.streams) {
    if (mayHoldObjects(stream.dictionary)) {
      const objects = await inflateObjects(stream, budget);
      if (!objects) return 'unreadable';
      budget -= objects.length;
      const objectsScan = scanNames(objects.toString('latin1'));
      if (objectsScan !== 'clean') return objectsScan;
    } else {
      // A reader goes wherever the cross-reference table points, even into what looks like a stream's
      // bytes (a `stream` keyword inside a string can make it look so): objects there are not checked.
      const raw = stream.data.toString('latin1');
      if (OBJECT_HEADER.test(raw)) return scanNames(raw) === 'active-content' ? 'active-content' : 'unreadable';
    }
  }
  return 'plain';
}
