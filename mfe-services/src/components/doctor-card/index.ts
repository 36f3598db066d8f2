export { DoctorCard } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
export { DOCTOR_PHOTO_SIZE, DoctorPhoto } from './DoctorPhoto';
export { doctorCardMessages } from './doctorCardMessages';
