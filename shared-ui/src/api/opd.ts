import type { AppointmentMode, AvailabilityDay, DoctorProfile, NextFreeTimes } from 'contract';
import { useLanguage } from '../i18n/useLanguage';
import type { Language } from '../i18n/languages';
import { expectList, getJson } from './client';
import { useApiQuery } from './query';

/** One doctor's page data (qualifications, fee, timetable, leave) with its texts in `language`; 404 unknown. */
export async function getDoctorProfile(slug: string, language: Language): Promise<DoctorProfile> {
  return (await getJson(`/api/doctor/doctors/${encodeURIComponent(slug)}/`, { lang: language })) as DoctorProfile;
}

/**
 * A doctor's slots, per day with at least one session, from `from` to `to` (`YYYY-MM-DD`, Asia/Kolkata,
 * at most 31 days inclusive), their rooms in `language`; past slots and days on leave are left out by the API.
 */
export async function getAvailability(
  doctorId: number,
  from: string,
  to: string,
  language: Language = 'en',
): Promise<AvailabilityDay[]> {
  return expectList<AvailabilityDay>(
    await getJson('/api/doctor/availability/', { doctor: doctorId, from, to, lang: language }),
  );
}

/** The doctor's page data in the page's language; waits while `slug` is undefined. */
export function useDoctorProfile(slug: string | undefined) {
  const { language } = useLanguage();
  return useApiQuery(slug ? ['doctor-profile', slug, language] : null, () => getDoctorProfile(slug ?? '', language));
}

/**
 * The doctor's slots between two dates, kept for the visit like every read: a picker that must see a
 * slot just taken calls `retry`. Waits while `doctorId` is undefined.
 */
export function useAvailability(doctorId: number | undefined, from: string, to: string) {
  const { language } = useLanguage();
  return useApiQuery(doctorId === undefined ? null : ['availability', doctorId, from, to, language], () =>
    getAvailability(doctorId ?? 0, from, to, language),
  );
}

/**
 * A department's earliest free morning (a slot starting before 13:00) and evening slot across its
 * doctors, each with the doctor's name in `language`, or null when none is free in the booking window;
 * `mode` keeps online or in-person slots only (`''`: both). A 404 for an id that is no department. No
 * hook of its own (every page carries shared-ui): `useApiQuery(['next-free', …], () => getNextFree(…))`.
 */
export const getNextFree = (department: number, lang: Language, mode: AppointmentMode | '' = '') =>
  getJson('/api/doctor/next-free/', { department, lang, mode }) as Promise<NextFreeTimes>;
