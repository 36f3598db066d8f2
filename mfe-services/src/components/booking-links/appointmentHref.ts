import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Doctor } from 'contract';

/** The booking form with this doctor and their department already chosen. */
export const appointmentHref = (doctor: Pick<Doctor, 'id' | 'department'>): SiteHref =>
  siteHref('/appointment', { query: { doctor: doctor.id, department: doctor.department?.id } });

/** The booking form with a department already chosen (or none). */
export const departmentAppointmentHref = (departmentId: number | undefined): SiteHref =>
  siteHref('/appointment', { query: { department: departmentId } });
