import type { FastifyInstance } from 'fastify';
import { fieldIssue, isStorableText } from 'contract';
import type { Service, ServiceDepartment, ServicePage } from 'contract';
import { BadInputError, messageAnswer } from '../../http/errors';
import { listOf, ref, refusals } from '../../http/answer-schemas';
import { inLanguage, LANGUAGE_QUERY, languageOf } from '../../http/language';
import type { Language } from '../../http/language';
import { sendCachedJson } from '../../http/read-cache';
import { catalogueReadCache } from '../catalogue';
import { withHospitalFactsInJson } from '../hospital-facts';
import { priceDay, priceOn } from '../prices';
import { withPrices, withPricesDeep } from './prices';
import { listSearchWords } from './search-words';

/** A service's department as the left join reads it: every column null for a service with none. */
interface DepartmentColumns {
  department_id: number | null;
  department_slug: string | null;
  department_name: string | null;
  department_name_hi: string | null;
}

const departmentOf = (language: Language, row: DepartmentColumns): ServiceDepartment | null =>
  row.department_id === null || row.department_slug === null || row.department_name === null
    ? null
    : {
        id: row.department_id,
        slug: row.department_slug,
        name: inLanguage(language, row.department_name, row.department_name_hi),
      };

export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const cache = catalogueReadCache(app.db);

  /** The services with their departments (none for a service no one department runs). */
  const servicesWithDepartments = () =>
    app.db
      .selectFrom('services')
      .leftJoin('departments', 'departments.id', 'services.department_id')
      .select([
        'departments.id as department_id',
        'departments.slug as department_slug',
        'departments.department_name',
        'departments.department_name_hi',
      ]);

  /** What the texts' prices are read from: the packages as booking charges them now. */
  const pricedPackages = () =>
    app.db
      .selectFrom('care_packages')
      .select(['slug', 'kind', 'price_basis'])
      .select(priceOn('package', 'care_packages.id', 'care_packages.price', priceDay()).as('price'))
      .execute();

  const listServices = async (language: Language): Promise<Service[]> => {
    const packages = await pricedPackages();
    const rows = await servicesWithDepartments()
      .select([
        'services.id',
        'services.slug',
        'services.name',
        'services.description',
        'services.service_banner',
        'services.name_hi',
        'services.description_hi',
      ])
      .orderBy('services.position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: inLanguage(language, row.name, row.name_hi),
      description: withPrices(inLanguage(language, row.description, row.description_hi), packages),
      service_banner: row.service_banner,
      department: departmentOf(language, row),
    }));
  };

  const findServicePage = async (slug: string, language: Language): Promise<ServicePage | null> => {
    const row = await servicesWithDepartments()
      .select(['services.name', 'services.slug', 'services.page', 'services.name_hi', 'services.page_hi'])
      .where('services.slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const page = withPricesDeep(
      language === 'hi' && row.page_hi !== null ? row.page_hi : row.page,
      await pricedPackages(),
    );
    return {
      name: inLanguage(language, row.name, row.name_hi),
      slug: row.slug,
      department: departmentOf(language, row),
      ...page,
    };
  };

  const docs = { query: LANGUAGE_QUERY };

  const listSchema = {
    summary: 'The services',
    description: 'Each with its department (null for one no single department runs), in the site’s order.',
    response: { 200: listOf('Service'), ...refusals(400) },
  };
  app.get('/api/service/service-pages/', { schema: listSchema, config: { docs } }, async (request, reply) => {
    const language = languageOf(request.query);
    const json = await cache.json(`list:${language}`, () => listServices(language));
    return sendCachedJson(reply, json ?? '[]');
  });

  // Both languages in one answer, whatever `?lang=`: the site search finds by both. Its own answer,
  // not a field of the departments' or services' lists, which pages carry in their HTML.
  const wordsSchema = {
    summary: 'The site search’s words',
    description: 'The words patients type for each department and service, in both languages whatever `?lang=`.',
    response: { 200: ref('SearchWords') },
  };
  app.get('/api/service/search-words/', { schema: wordsSchema }, async (_request, reply) =>
    sendCachedJson(reply, (await cache.json('search-words', () => listSearchWords(app.db))) ?? '{}'),
  );

  const pageSchema = {
    summary: 'A service’s page',
    description: 'Its sections, with prices as booking charges them; 404 for no such service.',
    response: { 200: ref('ServicePage'), ...refusals(400, 404) },
  };
  app.get<{ Params: { slug: string } }>(
    '/api/service/service-page/:slug/',
    { schema: pageSchema, config: { docs } },
    async (request, reply) => {
      const { slug } = request.params;
      // The database cannot compare text holding a NUL (`%00`): that is a bad address, not a missing page.
      if (!isStorableText(slug)) throw new BadInputError({ slug: fieldIssue('invalidCharacters') });
      const language = languageOf(request.query);
      const json = await cache.json(`page:${language}:${slug}`, () => findServicePage(slug, language));
      // `detail` as the old backend said it; the code for the site to say it in its reader's language.
      if (json === null)
        return reply.status(404).send({ detail: 'Not found.', ...messageAnswer({ code: 'notFound' }) });
      // The texts name the hospital's phones (`{emergencyPhone}`): the ones in force as it goes out.
      return sendCachedJson(reply, withHospitalFactsInJson(json));
    },
  );
}
