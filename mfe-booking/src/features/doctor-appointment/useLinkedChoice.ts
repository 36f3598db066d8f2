import { useEffect, useRef } from 'react';
import type { Doctor, DoctorAppointmentFormValues } from 'contract';
import type { QueryResult } from 'shared-ui';
import type { KitFormState } from 'shared-ui/forms';
import type { Preselection } from './usePreselection';

/**
 * A link's department and doctor put on the form once the doctors are in: a doctor's slug, or a doctor
 * without a department, is looked up in the doctor list. Whether the form still shows the link's
 * choice (the Pre-selected banner), and whether the link named a doctor.
 */
export function useLinkedChoice(
  form: KitFormState<DoctorAppointmentFormValues>,
  preselection: Preselection,
  doctors: QueryResult<Doctor[]>,
) {
  const { department, doctor } = form.values;
  const { setFieldValue } = form;

  // A link's doctor slug: the doctor and their department come from the list of all doctors.
  const resolvedSlug = useRef(false);
  useEffect(() => {
    if (resolvedSlug.current || !preselection.doctorSlug || department || doctors.status !== 'success') return;
    resolvedSlug.current = true;
    const chosen = doctors.data?.find((item) => item.slug === preselection.doctorSlug);
    if (!chosen) return;
    void setFieldValue('department', String(chosen.department.id));
    void setFieldValue('doctor', String(chosen.id));
  }, [preselection, department, doctors.status, doctors.data, setFieldValue]);
  const preselectedDoctor = preselection.doctorSlug
    ? doctors.data?.find((item) => item.slug === preselection.doctorSlug)?.id.toString()
    : preselection.doctor;

  // A link with only a doctor: their department comes from the doctor list.
  const derivedDepartment = useRef(false);
  useEffect(() => {
    if (derivedDepartment.current || !preselection.doctor || preselection.department || department) return;
    if (doctors.status !== 'success') return;
    derivedDepartment.current = true;
    const chosen = doctors.data?.find((item) => String(item.id) === preselection.doctor);
    if (chosen) void setFieldValue('department', String(chosen.department.id));
  }, [preselection, department, doctors.status, doctors.data, setFieldValue]);

  // A doctor who is not in the chosen department (a stale or edited link) is not kept silently.
  useEffect(() => {
    if (!department || !doctor || doctors.status !== 'success') return;
    if (!doctors.data?.some((item) => String(item.id) === doctor)) void setFieldValue('doctor', '');
  }, [department, doctor, doctors.status, doctors.data, setFieldValue]);

  const linkedDoctor = preselection.doctor !== undefined || preselection.doctorSlug !== undefined;
  const preselected =
    (preselection.department !== undefined || linkedDoctor) &&
    (preselection.department === undefined || preselection.department === department) &&
    (!linkedDoctor || preselectedDoctor === doctor) &&
    department !== '';
  return { preselected, linkedDoctor };
}
