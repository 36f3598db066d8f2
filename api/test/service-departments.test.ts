/**
 * Each service answers with the department that treats its patients (the hospital's link, seeded),
 * its name in the language asked for, and its call to action with what the button does.
 */
import type { Department, Service, ServicePage } from 'contract';
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The hospital's data: which department runs each service, and which buttons dial rather than book. */
const DEPARTMENT_OF_SERVICE: Record<string, string | null> = {
  'accident-and-emergency': 'emergency-medicine',
  cardiology: 'cardiology',
  orthopaedics: 'orthopaedics',
  'diabetes-and-endocrinology': 'diabetes-and-endocrinology',
  'full-body-health-checkup': null,
  'home-care': 'home-care-and-geriatrics',
  'dental-medicine': 'dental-medicine',
  'bariatric-surgery': 'bariatric-and-laparoscopic-surgery',
};

/** A department as the services answer it, from the departments list in the same language. */
const asServiceDepartment = (departments: Department[], slug: string | null) => {
  if (slug === null) return null;
  const department = departments.find((candidate) => candidate.slug === slug);
  return department ? { id: department.id, slug, name: department.department_name } : `no department ${slug}`;
};

describe.each(['en', 'hi'])('in %s', (lang) => {
  test('the services list carries each service’s department, or null', async () => {
    const departments = await getJson<Department[]>(`/api/doctor/department/?lang=${lang}`);
    const services = await getJson<Service[]>(`/api/service/service-pages/?lang=${lang}`);
    expect(Object.fromEntries(services.map((service) => [service.slug, service.department]))).toEqual(
      Object.fromEntries(
        Object.entries(DEPARTMENT_OF_SERVICE).map(([service, department]) => [
          service,
          asServiceDepartment(departments, department),
        ]),
      ),
    );
  });

  test.each(Object.keys(DEPARTMENT_OF_SERVICE))('the %s page carries the same department as the list', async (slug) => {
    const services = await getJson<Service[]>(`/api/service/service-pages/?lang=${lang}`);
    const page = await getJson<ServicePage>(`/api/service/service-page/${slug}/?lang=${lang}`);
    expect(page.department).toEqual(services.find((service) => service.slug === slug)?.department);
  });

  test('a call to action says what its button does: Accident & Emergency calls, the others book', async () => {
    const actions: Record<string, string | undefined> = {};
    for (const slug of Object.keys(DEPARTMENT_OF_SERVICE)) {
      const page = await getJson<ServicePage>(`/api/service/service-page/${slug}/?lang=${lang}`);
      actions[slug] = page.cta_section?.action;
    }
    expect(actions).toEqual({
      'accident-and-emergency': 'call',
      cardiology: 'book',
      orthopaedics: 'book',
      'diabetes-and-endocrinology': 'book',
      'full-body-health-checkup': 'book',
      'home-care': 'book',
      'dental-medicine': 'book',
      'bariatric-surgery': 'book',
    });
  });
});

test('the department’s name is in the language asked for, its id and slug the same in both', async () => {
  const [english, hindi] = await Promise.all([
    getJson<ServicePage>('/api/service/service-page/cardiology/?lang=en'),
    getJson<ServicePage>('/api/service/service-page/cardiology/?lang=hi'),
  ]);
  expect(english.department?.name).toBe('Cardiology');
  expect(hindi.department?.name).toMatch(/[\u0900-\u097F]/);
  expect({ ...hindi.department, name: 'Cardiology' }).toEqual(english.department);
});
