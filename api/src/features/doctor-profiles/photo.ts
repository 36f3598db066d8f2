/**
 * A doctor's photo from the desk, checked as every upload is (http/multipart.ts streams it to a
 * temporary file under the size limit): its type from its bytes by `file-type`, as a prescription's
 * (a PDF or anything renamed `.jpg` is refused), and its size in pixels read from its header by
 * `image-size`, never by decoding it. Returns what to store, or the rule it breaks.
 */
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { fieldIssue } from 'contract';
import type { FieldIssue } from 'contract';
import { DOCTOR_PHOTO } from 'contract/staff-desk';
import type { DoctorPhotoMime } from 'contract/staff-desk';

export interface CheckedPhoto {
  mime: DoctorPhotoMime;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export const PHOTO_MESSAGES = {
  required: fieldIssue('doctorPhotoRequired'),
  type: fieldIssue('doctorPhotoType'),
  size: fieldIssue('doctorPhotoSize'),
  empty: fieldIssue('doctorPhotoEmpty'),
  dimensions: fieldIssue('doctorPhotoDimensions', { min: DOCTOR_PHOTO.sideMin, max: DOCTOR_PHOTO.sideMax }),
} as const;

/** The stored file's extension for each type: the first the contract lists. */
export const PHOTO_EXTENSIONS: Record<DoctorPhotoMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isSaneSide = (side: number) => side >= DOCTOR_PHOTO.sideMin && side <= DOCTOR_PHOTO.sideMax;

const isPhotoMime = (mime: string): mime is DoctorPhotoMime => Object.hasOwn(DOCTOR_PHOTO.types, mime);

/** `size`: as the multipart reader counted it, which stops at the API's largest upload; a photo's limit is lower. */
export async function checkDoctorPhoto(
  path: string,
  size: number,
): Promise<{ accepted: CheckedPhoto } | { refused: FieldIssue }> {
  if (size > DOCTOR_PHOTO.maxBytes) return { refused: PHOTO_MESSAGES.size };
  const bytes = await readFile(path);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isPhotoMime(detected.mime)) return { refused: PHOTO_MESSAGES.type };
  let pixels: { width?: number; height?: number };
  try {
    pixels = imageSize(bytes);
  } catch {
    // A header that says JPEG but breaks off before its size: not a picture anyone can show.
    return { refused: PHOTO_MESSAGES.type };
  }
  const { width = 0, height = 0 } = pixels;
  if (!isSaneSide(width) || !isSaneSide(height)) return { refused: PHOTO_MESSAGES.dimensions };
  return { accepted: { mime: detected.mime, extension: PHOTO_EXTENSIONS[detected.mime], bytes, width, height } };
}
