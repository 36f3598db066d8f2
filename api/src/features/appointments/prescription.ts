/**
 * Recognises a prescription by its bytes, never by its name or declared type (images, pdf, doc,
 * docx), reading it from the temporary file it was streamed to. A Word file must be one by its
 * structure, a PDF must carry no scripts, actions or attachments, and nothing may unpack to more than
 * a sane size. Returns the type to store and the extension for the stored file, or why it is refused.
 */
import { fileTypeFromFile } from 'file-type';
import { fieldIssue, PRESCRIPTION_TYPES } from 'contract';
import type { FieldIssue } from 'contract';
import { checkPdf } from './prescription-pdf';
import { checkWordOpenXml, isWordBinaryDocument } from './prescription-word';

type PrescriptionMime = keyof typeof PRESCRIPTION_TYPES;

export interface RecognisedPrescription {
  mime: PrescriptionMime;
  extension: string;
}

/** The form shows the same codes, from the shared contract. */
export const PRESCRIPTION_MESSAGES = {
  type: fieldIssue('prescriptionType'),
  size: fieldIssue('prescriptionSize'),
  empty: fieldIssue('prescriptionEmpty'),
  activePdf: fieldIssue('prescriptionActivePdf'),
  unreadablePdf: fieldIssue('prescriptionUncheckedPdf'),
  unpacksTooLarge: fieldIssue('prescriptionUnpacksTooLarge'),
} as const;

export type PrescriptionCheck = { accepted: RecognisedPrescription } | { refused: FieldIssue };

const DOC_MIME: PrescriptionMime = 'application/msword';
const DOCX_MIME: PrescriptionMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function isPrescriptionMime(mime: string): mime is PrescriptionMime {
  return Object.hasOwn(PRESCRIPTION_TYPES, mime);
}

export async function checkPrescription(path: string): Promise<PrescriptionCheck> {
  const detected = await fileTypeFromFile(path);
  const refusedType = { refused: PRESCRIPTION_MESSAGES.type };
  if (!detected) return refusedType;
  // file-type names every OLE compound file (doc, xls, msg, msi…) `x-cfb`; only Word's is a prescription.
  if (detected.mime === 'application/x-cfb') {
    return (await isWordBinaryDocument(path)) ? { accepted: { mime: DOC_MIME, extension: '.doc' } } : refusedType;
  }
  if (!isPrescriptionMime(detected.mime)) return refusedType;
  const accepted = { accepted: { mime: detected.mime, extension: `.${detected.ext}` } };
  if (detected.mime === DOCX_MIME) {
    const word = await checkWordOpenXml(path);
    if (word === 'too-large') return { refused: PRESCRIPTION_MESSAGES.unpacksTooLarge };
    return word === 'word' ? accepted : refusedType;
  }
  if (detected.mime === 'application/pdf') {
    const pdf = await checkPdf(path);
    if (pdf === 'active-content') return { refused: PRESCRIPTION_MESSAGES.activePdf };
    if (pdf === 'unreadable') return { refused: PRESCRIPTION_MESSAGES.unreadablePdf };
  }
  return accepted;
}
