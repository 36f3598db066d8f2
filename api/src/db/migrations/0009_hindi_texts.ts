import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { departmentNamesHi, doctorsHi, labNamesHi, serviceTextsHi, testNamesHi } from '../seed/hindi';

/**
 * Services, departments, doctors, labs and tests in Hindi. Unlike the packages (0008: one `texts`
 * document with `en` and `hi`), each Hindi text is a nullable `*_hi` column beside its English one:
 * the English columns stay what bookings, their e-mails and summaries, and the staff's queries
 * read, unchanged, and a row nobody translated (a department the hospital added itself) keeps
 * `null` there and is answered in English. A department also gets a `slug` from its English name,
 * the same in every language, so the site can find "the cardiology department" without matching
 * a name it now receives in Hindi.
 *
 * A database deployed earlier gets the seed's Hindi here, matched by slug or English name; a new
 * one gets it from the seed, which runs after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('name_hi', 'text')
    .addColumn('description_hi', 'text')
    .addColumn('page_hi', 'jsonb', (col) => col.check(sql`page_hi is null or jsonb_typeof(page_hi) = 'object'`))
    .execute();
  await db.schema
    .alterTable('departments')
    .addColumn('department_name_hi', 'text')
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .generatedAlwaysAs(
          sql`trim(both '-' from regexp_replace(lower(replace(department_name, '&', ' and ')), '[^a-z0-9]+', '-', 'g'))`,
        )
        .stored(),
    )
    .execute();
  await db.schema.alterTable('doctors').addColumn('doctor_name_hi', 'text').addColumn('about_hi', 'text').execute();
  await db.schema.alterTable('labs').addColumn('lab_name_hi', 'text').execute();
  await db.schema.alterTable('lab_tests').addColumn('test_name_hi', 'text').execute();

  for (const [slug, texts] of Object.entries(serviceTextsHi)) {
    await sql`
      update services set name_hi = ${texts.name}, description_hi = ${texts.description},
        page_hi = ${JSON.stringify(texts.page)}::jsonb
      where slug = ${slug}
    `.execute(db);
  }
  for (const [english, hindi] of Object.entries(departmentNamesHi)) {
    await sql`update departments set department_name_hi = ${hindi} where department_name = ${english}`.execute(db);
  }
  for (const [english, texts] of Object.entries(doctorsHi)) {
    await sql`
      update doctors set doctor_name_hi = ${texts.doctor_name}, about_hi = ${texts.about}
      where doctor_name = ${english}
    `.execute(db);
  }
  for (const [english, hindi] of Object.entries(labNamesHi)) {
    await sql`update labs set lab_name_hi = ${hindi} where lab_name = ${english}`.execute(db);
  }
  for (const [english, hindi] of Object.entries(testNamesHi)) {
    await sql`update lab_tests set test_name_hi = ${hindi} where test_name = ${english}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lab_tests').dropColumn('test_name_hi').execute();
  await db.schema.alterTable('labs').dropColumn('lab_name_hi').execute();
  await db.schema.alterTable('doctors').dropColumn('about_hi').dropColumn('doctor_name_hi').execute();
  await db.schema.alterTable('departments').dropColumn('slug').dropColumn('department_name_hi').execute();
  await db.schema
    .alterTable('services')
    .dropColumn('page_hi')
    .dropColumn('description_hi')
    .dropColumn('name_hi')
    .execute();
}
