/**
 * The files that hold personal data beside the database: prescriptions under `<data dir>/uploads/`,
 * and under `<data dir>/outbox/` e-mails written as `<reference>-<outbox id>.eml` and text messages
 * (when no provider is set) as `<reference>-<notice id>.<sms|whatsapp>.txt`. They are removed
 * only after the transaction that forgot their rows has committed, so a file is never gone while a
 * row still names it; removing one twice (two instances, a rerun) is harmless.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Deletes one file; false when it was not there. */
async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

/** Deletes prescriptions by their stored names; answers how many were deleted. */
export async function removePrescriptions(dataDir: string, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    // Stored names are the API's own (a UUID and an extension); anything else is not a file of ours.
    if (basename(name) !== name || name.startsWith('.')) continue;
    if (await removeFile(join(dataDir, 'uploads', name))) removed += 1;
  }
  return removed;
}

/** An e-mail's file and its outbox row's id, or a text message's file and its notice's id. */
const MAIL_FILE = /-(\d+)\.eml$/;
const TEXT_FILE = /-(\d+)\.(?:sms|whatsapp)\.txt$/;

async function removeFilesOf(dataDir: string, pattern: RegExp, rowIds: readonly number[]): Promise<number> {
  if (rowIds.length === 0) return 0;
  const directory = join(dataDir, 'outbox');
  const wanted = new Set(rowIds.map(String));
  let removed = 0;
  for (const name of await namesIn(directory)) {
    const id = pattern.exec(name)?.[1];
    if (id !== undefined && wanted.has(id) && (await removeFile(join(directory, name)))) removed += 1;
  }
  return removed;
}

/** Deletes the `.eml` files of these outbox messages; answers how many were deleted. */
export const removeMailFiles = (dataDir: string, outboxIds: readonly number[]): Promise<number> =>
  removeFilesOf(dataDir, MAIL_FILE, outboxIds);

/** Deletes the text-message files of these notices; answers how many were deleted. */
export const removeTextFiles = (dataDir: string, noticeIds: readonly number[]): Promise<number> =>
  removeFilesOf(dataDir, TEXT_FILE, noticeIds);

/**
 * Deletes e-mail and text-message files last written before `cutoff`, whatever row they had (or no
 * longer have); answers how many were deleted.
 */
export async function removeMessageFilesOlderThan(dataDir: string, cutoff: Date): Promise<number> {
  const directory = join(dataDir, 'outbox');
  let removed = 0;
  for (const name of await namesIn(directory)) {
    if (!name.endsWith('.eml') && !TEXT_FILE.test(name)) continue;
    const path = join(directory, name);
    const written = await stat(path).then(
      (stats) => stats.mtime,
      () => null,
    );
    if (written && written < cutoff && (await removeFile(path))) removed += 1;
  }
  return removed;
}
