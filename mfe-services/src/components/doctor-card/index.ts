export { DoctorCard } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
export { DOCTOR_PHOTO, DoctorPhoto } from './DoctorPhoto';
export { doctorCardMessages } from './doctorCardMessages';
