import { useMemo } from 'react';
import { useSearchParams } from 'shared-ui/router';

const ID = /^\d{1,10}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface Preselection {
  department: string | undefined;
  /** A doctor's id (`?doctor=3`, older links). */
  doctor: string | undefined;
  /** A doctor's slug (`?doctor=dr-anil-sharma`, from a doctor's page): resolved from the doctor list. */
  doctorSlug: string | undefined;
}

/**
 * The department and doctor a link chose (`/appointment?doctor=dr-anil-sharma`, from a doctor's
 * Book Appointment button). Anything that is neither an id nor a slug is ignored.
 */
export function usePreselection(): Preselection {
  const [params] = useSearchParams();
  const department = params.get('department')?.trim();
  const doctor = params.get('doctor')?.trim().toLowerCase();
  return useMemo(
    () => ({
      department: department && ID.test(department) ? department : undefined,
      doctor: doctor && ID.test(doctor) ? doctor : undefined,
      doctorSlug: doctor && !ID.test(doctor) && doctor.length <= 100 && SLUG.test(doctor) ? doctor : undefined,
    }),
    [department, doctor],
  );
}
