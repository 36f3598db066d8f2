import { siteHref, useDepartments } from 'shared-ui';
import type { SiteHref } from 'shared-ui';

/**
 * The appointment form with a department chosen, found by its name in the API's departments (the
 * seed's ids are the API's to give, not ours to copy). Until the list is in, or if it fails or no
 * longer has that name, the form without a choice: the link always works, the visitor then picks.
 */
export function useConsultationHref(departmentName: string): SiteHref {
  const departments = useDepartments();
  const department = departments.data?.find((item) => item.department_name === departmentName);
  return siteHref('/appointment', { query: { department: department?.id } });
}
