/**
 * Doctors' profiles as the desk edits them: every doctor (retired ones too, their bookings stay
 * visible), one in both languages with its version, and the writes. The slug is the database's,
 * from the English name (migration 0011).
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DoctorCreateInput, DoctorProfileInput, StaffDoctor, StaffDoctorListItem } from 'contract';
import type { DoctorPhotoMime } from 'contract/staff-desk';
import type { Database } from '../../db';
import { feeTimelines } from '../price-desk';
import { priceOn } from '../prices';

type Db = Kysely<Database> | Transaction<Database>;

export async function staffDoctorList(db: Db, today: string): Promise<StaffDoctorListItem[]> {
  const rows = await db
    .selectFrom('doctors')
    .innerJoin('departments', 'departments.id', 'doctors.department_id')
    .select([
      'doctors.id',
      'doctors.slug',
      'doctors.doctor_name',
      'doctors.retired_at',
      'departments.id as department_id',
      'departments.department_name',
      priceOn('fee_in_person', 'doctors.id', 'doctors.fee_in_person', today).as('in_person'),
      priceOn('fee_online', 'doctors.id', 'doctors.fee_online', today).as('online'),
    ])
    .orderBy('departments.department_name')
    .orderBy('doctors.doctor_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    doctor_name: row.doctor_name,
    department: { id: row.department_id, name: row.department_name },
    retired_at: row.retired_at?.toISOString() ?? null,
    fee: { in_person: row.in_person, online: row.online },
  }));
}

/** One doctor in both languages with their version and fees; `lock` holds the row to the transaction's end. */
export async function staffDoctor(db: Db, id: number, today: string, lock = false): Promise<StaffDoctor | null> {
  let query = db
    .selectFrom('doctors')
    .select([
      'id',
      'slug',
      'version',
      'doctor_name',
      'doctor_name_hi',
      'department_id',
      'about',
      'about_hi',
      'languages',
      'qualifications',
      'registration_council',
      'registration_number',
      'years_of_practice',
      'image',
      'retired_at',
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const fees = await feeTimelines(db, id, today);
  if (!fees) return null;
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    doctor_name: row.doctor_name,
    doctor_name_hi: row.doctor_name_hi,
    department: row.department_id,
    about: row.about,
    about_hi: row.about_hi,
    languages: row.languages,
    qualifications: row.qualifications,
    registration_council: row.registration_council,
    registration_number: row.registration_number,
    years_of_practice: row.years_of_practice,
    image: row.image,
    retired_at: row.retired_at?.toISOString() ?? null,
    fees,
  };
}

export function departmentExists(db: Db, id: number) {
  return db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
}

/** The columns a profile sets, from the desk's input. */
function profileColumns(input: DoctorProfileInput | DoctorCreateInput) {
  return {
    doctor_name: input.doctor_name,
    doctor_name_hi: input.doctor_name_hi ?? null,
    department_id: input.department,
    about: input.about,
    about_hi: input.about_hi ?? null,
    languages: JSON.stringify(input.languages),
    qualifications: JSON.stringify(input.qualifications),
    registration_council: input.registration_council ?? null,
    registration_number: input.registration_number ?? null,
    years_of_practice: input.years_of_practice ?? null,
  };
}

export async function updateProfile(trx: Transaction<Database>, id: number, input: DoctorProfileInput) {
  await trx.updateTable('doctors').set(profileColumns(input)).where('id', '=', id).execute();
}

/** The new doctor's id; its fees are its columns' (the price before any change). */
export async function insertDoctor(trx: Transaction<Database>, input: DoctorCreateInput): Promise<number> {
  const row = await trx
    .insertInto('doctors')
    .values({
      ...profileColumns(input),
      image: null,
      fee_in_person: input.fee_in_person,
      fee_online: input.fee_online,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function retireDoctor(trx: Transaction<Database>, id: number) {
  await trx
    .updateTable('doctors')
    .set({ retired_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** PostgreSQL's unique_violation on the slug (two doctors of one English name). */
export function isSlugTaken(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    String((error as { constraint?: unknown }).constraint ?? (error as { message?: unknown }).message).includes(
      'doctors_slug_key',
    )
  );
}

/** Stores a checked photo and points the doctor at it; the path `doctors.image` now names. */
export async function insertPhoto(
  trx: Transaction<Database>,
  doctorId: number,
  actorId: number,
  photo: { mime: DoctorPhotoMime; extension: string; bytes: Buffer; width: number; height: number },
): Promise<string> {
  const row = await trx
    .insertInto('doctor_photos')
    .values({
      doctor_id: doctorId,
      mime: photo.mime,
      bytes: photo.bytes,
      width: photo.width,
      height: photo.height,
      created_by: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const image = `${DOCTOR_PHOTO_FOLDER}/${doctorId}-${row.id}.${photo.extension}`;
  await trx.updateTable('doctors').set({ image }).where('id', '=', doctorId).execute();
  return image;
}

/** Where uploaded photos are served under `/media/`: `doctor-photos/<doctor>-<photo>.<extension>`. */
export const DOCTOR_PHOTO_FOLDER = 'doctor-photos';

/** A stored photo by its doctor and id, or null. */
export function photoOf(db: Db, doctorId: number, photoId: number) {
  return db
    .selectFrom('doctor_photos')
    .select(['mime', 'bytes'])
    .where('id', '=', photoId)
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();
}
