/**
 * Reads a multipart form: its text fields as strings (the shared schemas cast them) and at most the
 * allowed files, each streamed to a temporary file as it arrives, so no upload is ever held whole in
 * memory and the size limit stops the writing at the limit. Every part is read to the end, even after
 * a problem, so the client always gets the 400 instead of a connection reset in the middle of its
 * upload. A temporary file is removed on any failure; the caller removes the others with `discardFiles`.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fieldIssue, LIMITS } from 'contract';
import { RequestError } from './errors';
import type { FieldProblem } from './errors';

export interface UploadedFile {
  /** The temporary file holding the upload, readable by the API's user only. */
  path: string;
  size: number;
  /** As the browser named it: never trusted for the type, which the content decides. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
  /** Problems found while reading (a file too large, a field too long), reported with the rest. */
  errors: Record<string, FieldProblem>;
  /** Removes the temporary files that were not moved elsewhere (harmless after a move). */
  discardFiles(): Promise<void>;
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
  tooLargeMessage: FieldProblem;
  /** For a file that was chosen but has no bytes (a browser sends no file as an empty, unnamed part). */
  emptyMessage: FieldProblem;
  /** A new path, not yet existing, for this field's temporary file. */
  temporaryPath(): string;
}

/** Health data: only the API's own user may read an upload, even half-written. */
const TEMPORARY_FILE_MODE = 0o600;

async function removeAll(paths: Iterable<string>): Promise<void> {
  await Promise.all([...paths].map((path) => rm(path, { force: true })));
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: Record<string, FileFieldRule>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new RequestError(415, fieldIssue('formNotMultipart'));
  }
  const fields: Record<string, string> = Object.create(null);
  const files = new Map<string, UploadedFile>();
  const errors: Record<string, FieldProblem> = Object.create(null);
  const written = new Set<string>();

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const rule = fileFields[part.fieldname];
        if (!rule) {
          errors[part.fieldname] = fieldIssue('unknownField');
          part.file.resume();
          continue;
        }
        const path = rule.temporaryPath();
        written.add(path);
        const output = createWriteStream(path, { flags: 'wx', mode: TEMPORARY_FILE_MODE });
        // The plugin is registered with `throwFileSizeLimit: false` (app.ts): an oversized file's stream
        // stops at the limit, marked truncated, and the rest of it is skipped while the other fields are
        // read. Its file is deleted at once, not when the client has finished sending.
        part.file.once('limit', () => void rm(path, { force: true }));
        await pipeline(part.file, output);
        if (part.file.truncated || output.bytesWritten === 0) {
          await rm(path, { force: true });
          written.delete(path);
          if (part.file.truncated) errors[part.fieldname] = rule.tooLargeMessage;
          else if (part.filename) errors[part.fieldname] = rule.emptyMessage;
        } else {
          files.set(part.fieldname, { path, size: output.bytesWritten, filename: part.filename });
        }
      } else if (part.valueTruncated) {
        errors[part.fieldname] = fieldIssue('fieldTooLong');
      } else if (part.fieldname in fields) {
        errors[part.fieldname] = fieldIssue('fieldRepeated');
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    await removeAll(written);
    // The plugin's own errors (too many parts, not multipart) carry their status; anything else is
    // the parser giving up on a body that is not well-formed multipart, or the client going away.
    if (typeof error === 'object' && error !== null && 'statusCode' in error) throw error;
    throw new RequestError(400, fieldIssue('formUnreadable'));
  }

  return {
    fields: { ...fields },
    files,
    errors: { ...errors },
    discardFiles: () => removeAll(written),
  };
}
