import type { Service, ServicePage } from 'contract';
import { useLanguage } from '../i18n/useLanguage';
import type { Language } from '../i18n/languages';
import { getJson } from './client';
import { useApiQuery } from './query';

/** Every service with its texts in `language`. An answer that is not an array counts as an empty list. */
export async function getServices(language: Language): Promise<Service[]> {
  const data = await getJson('/api/service/service-pages/', { lang: language });
  return Array.isArray(data) ? (data as Service[]) : [];
}

export async function getServicePage(slug: string, language: Language): Promise<ServicePage> {
  return (await getJson(`/api/service/service-page/${encodeURIComponent(slug)}/`, { lang: language })) as ServicePage;
}

/** The services in the page's language, or in `inLanguage` (the site search also knows the other language's names). */
export function useServices(inLanguage?: Language) {
  const { language: pageLanguage } = useLanguage();
  const language = inLanguage ?? pageLanguage;
  return useApiQuery(['services', language], async () => {
    try {
      return await getServices(language);
    } catch (error) {
      console.error('Error fetching services');
      throw error;
    }
  });
}

export function useServicePage(slug: string | undefined) {
  const { language } = useLanguage();
  return useApiQuery(slug ? ['service-page', slug, language] : null, () => getServicePage(slug ?? '', language));
}
