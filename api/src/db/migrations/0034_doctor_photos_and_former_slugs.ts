import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A doctor's photo uploaded at the desk, and the addresses a renamed doctor leaves behind (issue 48).
 *
 * - `doctor_photos`: each upload's bytes, as recognised (JPEG, PNG or WebP) with its size in pixels.
 *   Rows are never changed or removed: `doctors.image` names one (`doctor-photos/<doctor>-<photo>.jpg`),
 *   so each upload is a new address the API may let browsers keep for good, and a page rendered
 *   before the change still finds the picture it names. In the database rather than the media
 *   folder: every API instance serves it with nothing to copy between them.
 * - `doctor_former_slugs`: a doctor's slug follows the English name (migration 0011), so a rename
 *   moves their page. A trigger keeps each slug a doctor had, whatever renamed them, for the old
 *   address to answer 301 with the new one. A slug a doctor has now is never also a former one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctor_photos')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('mime', 'text', (col) => col.notNull().check(sql`mime in ('image/jpeg', 'image/png', 'image/webp')`))
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('doctor_former_slugs')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('until', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function doctors_keep_former_slug() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
        insert into doctor_former_slugs (slug, doctor_id) values (old.slug, new.id)
          on conflict (slug) do update set doctor_id = excluded.doctor_id, until = now();
      end if;
      delete from doctor_former_slugs where slug = new.slug;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger doctors_former_slug after insert or update of doctor_name on doctors
      for each row execute function doctors_keep_former_slug()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger doctors_former_slug on doctors`.execute(db);
  await sql`drop function doctors_keep_former_slug()`.execute(db);
  await db.schema.dropTable('doctor_former_slugs').execute();
  await db.schema.dropTable('doctor_photos').execute();
}
