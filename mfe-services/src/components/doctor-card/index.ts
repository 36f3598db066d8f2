export { DoctorCard } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
export { DOCTOR_PHOTO_SIZE, DoctorPhoto } from './DoctorPhoto';
export { appointmentHref, departmentAppointmentHref } from './appointmentHref';
export { doctorCardMessages } from './doctorCardMessages';
