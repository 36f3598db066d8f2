/**
 * Recognises a prescription by its bytes, never by its name or declared type (images, pdf, doc,
 * docx). Returns the type to store and the extension for the stored file, or null to refuse it.
 */
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES, PRESCRIPTION_TYPES } from 'shared-ui/contract';

type PrescriptionMime = keyof typeof PRESCRIPTION_TYPES;

export interface RecognisedPrescription {
  mime: PrescriptionMime;
  extension: string;
}

const DOC_MIME: PrescriptionMime = 'application/msword';

/** A Word 97-2003 file is an OLE compound file holding a stream of this name (UTF-16 in the directory). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

function isPrescriptionMime(mime: string): mime is PrescriptionMime {
  return Object.hasOwn(PRESCRIPTION_TYPES, mime);
}

export async function recognisePrescription(content: Buffer): Promise<RecognisedPrescription | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  // file-type names every OLE compound file (doc, xls, msg, msi…) `x-cfb`; only Word's is a prescription.
  if (detected.mime === 'application/x-cfb') {
    return content.includes(WORD_STREAM_NAME) ? { mime: DOC_MIME, extension: '.doc' } : null;
  }
  if (!isPrescriptionMime(detected.mime)) return null;
  return { mime: detected.mime, extension: `.${detected.ext}` };
}

/** The form shows the same texts, from the shared contract. */
export const PRESCRIPTION_MESSAGES = {
  type: MESSAGES.prescriptionType,
  size: MESSAGES.prescriptionSize,
  empty: MESSAGES.prescriptionEmpty,
} as const;
