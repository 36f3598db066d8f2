/**
 * First-start content: departments and doctors (with their OPD timetables), labs and their tests, and the service pages, each
 * with its Hindi (the packages come with their migration, 0008), each service linked to its
 * department, and the words patients search them by. Runs in one transaction under a lock and only
 * on an empty database, so two servers starting together on the same PostgreSQL seed it once, and a
 * restart never duplicates it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { doctorOpd, writeDoctorOpd } from './doctor-opd';
import { departments } from './doctors';
import { departmentNamesHi, doctorsHi, labNamesHi, serviceTextsHi, testNamesHi } from './hindi';
import { labs } from './labs';
import { writeSearchWords } from './search-words';
import { services } from './services';

/** Any constant works; it only has to be the same for every server seeding this database. */
const SEED_LOCK_KEY = 4_000_001;

/** A seeded service names a department the seed does not have: a typo in the seed, caught at start. */
function departmentIdOf(departmentIds: ReadonlyMap<string, number>, slug: string): number {
  const id = departmentIds.get(slug);
  if (id === undefined) throw new Error(`The seed links a service to the unknown department "${slug}".`);
  return id;
}

export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx
      .selectFrom('services')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirst();
    if ((existing?.count ?? 0) > 0) return;

    const departmentIds = new Map<string, number>();
    for (const department of departments) {
      const { id, slug } = await trx
        .insertInto('departments')
        .values({
          department_name: department.department_name,
          department_name_hi: departmentNamesHi[department.department_name] ?? null,
        })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow();
      departmentIds.set(slug, id);
      await trx
        .insertInto('doctors')
        .values(
          department.doctors.map((doctor) => ({
            ...doctor,
            department_id: id,
            doctor_name_hi: doctorsHi[doctor.doctor_name]?.doctor_name ?? null,
            about_hi: doctorsHi[doctor.doctor_name]?.about ?? null,
          })),
        )
        .execute();
      for (const doctor of department.doctors) {
        const opd = doctorOpd[doctor.doctor_name];
        if (!opd) throw new Error(`The seed has no OPD timetable for ${doctor.doctor_name}.`);
        await writeDoctorOpd(trx, doctor.doctor_name, opd);
      }
    }

    for (const lab of labs) {
      const { id } = await trx
        .insertInto('labs')
        .values({
          lab_name: lab.lab_name,
          home_collection: lab.home_collection,
          lab_name_hi: labNamesHi[lab.lab_name] ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('lab_tests')
        .values(lab.tests.map((test) => ({ ...test, lab_id: id, test_name_hi: testNamesHi[test.test_name] ?? null })))
        .execute();
    }

    await trx
      .insertInto('services')
      .values(
        services.map((service, position) => ({
          slug: service.slug,
          name: service.name,
          description: service.description,
          service_banner: service.service_banner,
          position,
          page: JSON.stringify(service.page),
          name_hi: serviceTextsHi[service.slug]?.name ?? null,
          description_hi: serviceTextsHi[service.slug]?.description ?? null,
          page_hi: serviceTextsHi[service.slug] ? JSON.stringify(serviceTextsHi[service.slug]?.page) : null,
          department_id: service.department === null ? null : departmentIdOf(departmentIds, service.department),
        })),
      )
      .execute();
    await writeSearchWords(trx);
  });
}
