import { DOCTOR_LANGUAGES } from 'contract/staff-desk';
import type { StaffDoctor } from 'contract/staff-desk';

/** A profile as the editor's fields hold it: text, lists as the API takes them (languages `en, hi`, one qualification a line). */
export const profileValues = (doctor: StaffDoctor) => ({
  doctor_name: doctor.doctor_name,
  doctor_name_hi: doctor.doctor_name_hi ?? '',
  department: String(doctor.department),
  about: doctor.about,
  about_hi: doctor.about_hi ?? '',
  languages: doctor.languages.join(', '),
  qualifications: doctor.qualifications.join('\n'),
  registration_council: doctor.registration_council ?? '',
  registration_number: doctor.registration_number ?? '',
  years_of_practice: doctor.years_of_practice === null ? '' : String(doctor.years_of_practice),
  version: doctor.version,
});

export const NEW_DOCTOR = {
  doctor_name: '',
  doctor_name_hi: '',
  department: '',
  about: '',
  about_hi: '',
  languages: 'en, hi',
  qualifications: '',
  registration_council: '',
  registration_number: '',
  years_of_practice: '',
  fee_in_person: '',
  fee_online: '',
};

export const LANGUAGE_CODES = DOCTOR_LANGUAGES.join(', ');
