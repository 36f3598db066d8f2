import { useDepartments, useDoctorProfile, useDoctors } from 'shared-ui';

/**
 * What the department and doctor fields choose from and what they chose: the departments, the chosen
 * department's doctors (all doctors before one is chosen, for a link's doctor), and the chosen
 * doctor's fees, from their profile.
 */
export function useDoctorChoice(department: string, doctor: string) {
  const departments = useDepartments();
  const doctors = useDoctors(department ? Number(department) : undefined);
  const chosenDepartment = departments.data?.find((item) => String(item.id) === department);
  const chosenDoctor = doctors.data?.find((item) => String(item.id) === doctor);
  const fee = useDoctorProfile(chosenDoctor?.slug).data?.fee;
  return { departments, doctors, chosenDepartment, chosenDoctor, fee };
}
