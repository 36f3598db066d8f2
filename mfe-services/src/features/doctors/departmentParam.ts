/** The `?department=` of /our-doctor: a department id, or undefined for every department. */
export function departmentFromQuery(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}
