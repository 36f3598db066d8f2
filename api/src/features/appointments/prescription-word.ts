/**
 * Word files checked as what they claim to be. A `.doc` is an OLE compound file (read by cfb) whose
 * root holds a `WordDocument` stream beginning with Word's identifier; any other compound file (a
 * spreadsheet, an Outlook message, an installer) is not one. A `.docx` is a zip (read by yauzl) that
 * holds `word/document.xml` and unpacks to a sane size: the sizes its central directory declares are
 * checked first, without inflating anything, and then every entry is inflated as a stream and thrown
 * away, so an entry that unpacks to more than it declares is caught at the first extra byte.
 */
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { read as readCompoundFile } from 'cfb';
import { openPromise as openZip } from 'yauzl';

/** Far above any prescription's text and pictures, far below what would strain whoever opens it. */
export const UNPACKED_LIMIT_BYTES = 50 * 1024 * 1024;

/**
 * Deflate reaches about 1,000:1 only on absurd content; Word's XML is 5-20:1. The same bound as
 * Apache POI's default guard against zip bombs, applied to entries large enough to matter.
 */
const MAX_COMPRESSION_RATIO = 100;
const RATIO_CHECKED_FROM_BYTES = 100 * 1024;

/** A Word document has a few dozen parts; thousands would only make the check itself costly. */
const MAX_ZIP_ENTRIES = 1000;

/** The first two bytes of the FIB at the start of the `WordDocument` stream (wIdent). */
const WORD_IDENTIFIER = 0xa5ec;

export async function isWordBinaryDocument(path: string): Promise<boolean> {
  let container: ReturnType<typeof readCompoundFile>;
  try {
    container = readCompoundFile(await readFile(path), { type: 'buffer' });
  } catch {
    return false;
  }
  const index = container.FullPaths.findIndex((fullPath) => fullPath === 'Root Entry/WordDocument');
  const stream = container.FileIndex[index];
  // Type 2 is a stream (a storage, 1, could carry the name without being Word's).
  if (!stream || stream.type !== 2 || !stream.content || stream.content.length < 2) return false;
  const content = stream.content;
  return ((content[0] ?? 0) | ((content[1] ?? 0) << 8)) === WORD_IDENTIFIER;
}

export type OpenXmlCheck = 'word' | 'not-word' | 'too-large';

const MAIN_PART = 'word/document.xml';

export async function checkWordOpenXml(path: string): Promise<OpenXmlCheck> {
  let zip: Awaited<ReturnType<typeof openZip>>;
  try {
    // validateEntrySizes (the default) makes each inflating stream fail once it passes its declared size.
    zip = await openZip(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    return 'not-word';
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) return 'too-large';
    const entries = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) return 'not-word';
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > UNPACKED_LIMIT_BYTES) return 'too-large';
      if (entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO) return 'too-large';
      entries.push(entry);
    }
    if (!entries.some((entry) => entry.fileName === MAIN_PART && entry.uncompressedSize > 0)) return 'not-word';
    for (const entry of entries) {
      const content = await zip.openReadStreamPromise(entry);
      await pipeline(content, new Writable({ write: (_chunk, _encoding, done) => done() }));
    }
    return 'word';
  } catch (error) {
    // yauzl's words for an entry that unpacks to more than it declares: a bomb hiding its size.
    if (error instanceof Error && error.message.startsWith('too many bytes')) return 'too-large';
    // A damaged zip or an unknown compression method.
    return 'not-word';
  } finally {
    zip.close();
  }
}
