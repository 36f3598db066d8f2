import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { services } from '../seed/services';

/**
 * Two facts the site used to guess become data. A service links to the department that treats its
 * patients (its page lists their doctors, its booking button pre-selects it): until now the site
 * matched shared words of the two slugs. And a call to action says what its button does (`call`
 * the emergency number or `book` an appointment): until now the site read it from the label.
 *
 * A database deployed earlier gets the seed's links, matched by the service's slug to the
 * department's slug; a service the hospital added itself stays unlinked. Its buttons keep doing
 * what the site did for them: `call` where the English label began with "Call", else `book`,
 * decided here once. A new database gets both from the seed, which runs after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('department_id', 'integer', (col) => col.references('departments.id').onDelete('set null'))
    .execute();
  for (const service of services) {
    if (service.department === null) continue;
    await sql`
      update services set department_id = (select id from departments where slug = ${service.department})
      where slug = ${service.slug}
    `.execute(db);
  }

  const action = sql`case when page #>> '{cta_section,button_text}' ~* '^\\s*call\\y' then 'call' else 'book' end::text`;
  await sql`
    update services set
      page = jsonb_set(page, '{cta_section,action}', to_jsonb(${action})),
      page_hi = case when jsonb_typeof(page_hi -> 'cta_section') = 'object'
        then jsonb_set(page_hi, '{cta_section,action}', to_jsonb(${action})) else page_hi end
    where jsonb_typeof(page -> 'cta_section') = 'object'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update services set page = page #- '{cta_section,action}', page_hi = page_hi #- '{cta_section,action}'
  `.execute(db);
  await db.schema.alterTable('services').dropColumn('department_id').execute();
}
