import { useMemo } from 'react';
import { useSearchParams } from 'shared-ui/router';

const ID = /^\d{1,10}$/;

export interface Preselection {
  department: string | undefined;
  doctor: string | undefined;
}

/**
 * The department and doctor a link chose (`/appointment?doctor=3&department=2`, from a doctor's
 * Book Appointment button). Anything that is not an id is ignored.
 */
export function usePreselection(): Preselection {
  const [params] = useSearchParams();
  const department = params.get('department')?.trim();
  const doctor = params.get('doctor')?.trim();
  return useMemo(
    () => ({
      department: department && ID.test(department) ? department : undefined,
      doctor: doctor && ID.test(doctor) ? doctor : undefined,
    }),
    [department, doctor],
  );
}
