import type { Department, Doctor } from 'contract';
import { useLanguage } from '../i18n/useLanguage';
import type { Language } from '../i18n/languages';
import { expectList, getJson } from './client';
import { useApiQuery } from './query';

/** The doctors with their texts in `language`, optionally only one department's. */
export async function getDoctors(language: Language, departmentId?: number): Promise<Doctor[]> {
  const data = await getJson(
    '/api/doctor/doctor',
    departmentId === undefined ? { lang: language } : { department: departmentId, lang: language },
  );
  return expectList<Doctor>(data);
}

export async function getDepartments(language: Language): Promise<Department[]> {
  return expectList<Department>(await getJson('/api/doctor/department/', { lang: language }));
}

/** The doctors in the page's language. */
export function useDoctors(departmentId?: number) {
  const { language } = useLanguage();
  return useApiQuery(['doctors', departmentId ?? 'all', language], () => getDoctors(language, departmentId));
}

/** The departments in the page's language; match one by its `slug`, never by its name. */
export function useDepartments() {
  const { language } = useLanguage();
  return useApiQuery(['departments', language], () => getDepartments(language));
}
