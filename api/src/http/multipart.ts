/**
 * Reads a multipart form whole: its text fields as strings (the shared schemas cast them) and at most
 * the allowed files, as buffers. Every part is read to the end, even after a problem, so the client
 * always gets the 400 instead of a connection reset in the middle of its upload.
 */
import type { FastifyRequest } from 'fastify';
import { LIMITS } from 'shared-ui/contract';
import { RequestError } from './errors';

export interface UploadedFile {
  content: Buffer;
  /** As the browser named it: never trusted for the type, which the content decides. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
  /** Problems found while reading (a file too large, a field too long), reported with the rest. */
  errors: Record<string, string>;
}

/** Above the longest text a form field may hold (a 2,000-character message in 4-byte characters). */
export const MULTIPART_LIMITS = {
  fieldSize: 10 * 1024,
  fields: 30,
  files: 1,
  parts: 32,
  fileSize: LIMITS.prescriptionMaxBytes,
} as const;

export interface FileFieldRule {
  tooLargeMessage: string;
  /** For a file that was chosen but has no bytes (a browser sends no file as an empty, unnamed part). */
  emptyMessage: string;
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: Record<string, FileFieldRule>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new RequestError(415, 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = Object.create(null);
  const files = new Map<string, UploadedFile>();
  const errors: Record<string, string> = Object.create(null);

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const rule = fileFields[part.fieldname];
        if (!rule) {
          errors[part.fieldname] = 'Unknown field';
          part.file.resume();
          continue;
        }
        // The plugin is registered with `throwFileSizeLimit: false` (app.ts): an oversized file arrives cut
        // at the limit and marked truncated, and the other fields are still read.
        const content = await part.toBuffer();
        if (part.file.truncated) errors[part.fieldname] = rule.tooLargeMessage;
        else if (content.length > 0) files.set(part.fieldname, { content, filename: part.filename });
        else if (part.filename) errors[part.fieldname] = rule.emptyMessage;
      } else if (part.valueTruncated) {
        errors[part.fieldname] = 'This field is too long';
      } else if (part.fieldname in fields) {
        errors[part.fieldname] = 'This field was sent more than once';
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    // The plugin's own errors (too many parts, not multipart) carry their status; anything else is
    // the parser giving up on a body that is not well-formed multipart.
    if (typeof error === 'object' && error !== null && 'statusCode' in error) throw error;
    throw new RequestError(400, 'The form could not be read. Please send it again.');
  }

  return { fields: { ...fields }, files, errors: { ...errors } };
}
