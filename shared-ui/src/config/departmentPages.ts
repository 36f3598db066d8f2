import type { Department, Doctor, Service } from 'contract';
import { siteHref } from './siteHref';
import type { SiteHref } from './siteHref';

/**
 * The departments that have a page of their own at `/departments/{slug}`: those with doctors to book
 * and no service page naming them (a service page already lists its department's doctors). In the
 * order of the doctors list (the department's id), each once, its name in the list's language.
 */
export function departmentsWithoutServicePage(
  doctors: readonly Pick<Doctor, 'department'>[],
  services: readonly Pick<Service, 'department'>[],
): Department[] {
  const withServicePage = new Set(services.flatMap(({ department }) => (department ? [department.slug] : [])));
  const departments = new Map<string, Department>();
  for (const { department } of doctors) {
    if (!department?.slug || withServicePage.has(department.slug) || departments.has(department.slug)) continue;
    departments.set(department.slug, department);
  }
  return [...departments.values()];
}

/** A department's page, e.g. `/departments/paediatrics`. */
export const departmentHref = (departmentSlug: string): SiteHref =>
  siteHref('/departments/:departmentSlug', { departmentSlug });
