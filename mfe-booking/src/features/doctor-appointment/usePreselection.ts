import { useMemo } from 'react';
import type { AppointmentMode } from 'contract';
import { isIsoDay, todayInHospitalZone } from 'contract/forms';
import { useSearchParams } from 'shared-ui/router';

const ID = /^\d{1,10}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface Preselection {
  department: string | undefined;
  /** A doctor's id (`?doctor=3`, older links and the FHIR Slots' booking links). */
  doctor: string | undefined;
  /** A doctor's slug (`?doctor=dr-anil-sharma`, from a doctor's page): resolved from the doctor list. */
  doctorSlug: string | undefined;
  /** A day from today on (`?date=2026-12-07`). */
  date: string | undefined;
  /** A time of that day (`?slot=10:15`), kept only while the doctor's day offers it free. */
  slot: string | undefined;
  mode: AppointmentMode | undefined;
}

/**
 * What a link chose: the department and doctor (`/appointment?doctor=dr-anil-sharma`, from a doctor's
 * Book Appointment button), and a scheduling feed's day, time and kind of visit
 * (`?doctor=3&date=2026-12-07&slot=10:15&mode=OFF`, the FHIR Slot's booking-deep-link). Anything
 * malformed, or a day already past, is ignored.
 */
export function usePreselection(): Preselection {
  const [params] = useSearchParams();
  const department = params.get('department')?.trim();
  const doctor = params.get('doctor')?.trim().toLowerCase();
  const date = params.get('date')?.trim();
  const slot = params.get('slot')?.trim();
  const mode = params.get('mode')?.trim().toUpperCase();
  return useMemo(() => {
    const day = date && isIsoDay(date) && date >= todayInHospitalZone() ? date : undefined;
    return {
      department: department && ID.test(department) ? department : undefined,
      doctor: doctor && ID.test(doctor) ? doctor : undefined,
      doctorSlug: doctor && !ID.test(doctor) && doctor.length <= 100 && SLUG.test(doctor) ? doctor : undefined,
      date: day,
      slot: day && slot && TIME.test(slot) ? slot : undefined,
      mode: mode === 'ON' || mode === 'OFF' ? mode : undefined,
    };
  }, [department, doctor, date, slot, mode]);
}
