import { siteHref, useDepartments } from 'shared-ui';
import type { SiteHref } from 'shared-ui';

/**
 * The appointment form with a department chosen, found by its slug in the API's departments (the
 * seed's ids are the API's to give, not ours to copy; its names come in the page's language). Until
 * the list is in, or if it fails or no longer has that slug, the form without a choice: the link
 * always works, the visitor then picks.
 */
export function useConsultationHref(departmentSlug: string): SiteHref {
  const departments = useDepartments();
  const department = departments.data?.find((item) => item.slug === departmentSlug);
  return siteHref('/appointment', { query: { department: department?.id } });
}
