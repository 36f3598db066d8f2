import type { Service, ServicePage } from '../contract';
import { getJson } from './client';
import { useApiQuery } from './query';

/** An answer that is not an array counts as an empty list. */
export async function getServices(): Promise<Service[]> {
  const data = await getJson('/api/service/service-pages/');
  return Array.isArray(data) ? (data as Service[]) : [];
}

export async function getServicePage(slug: string): Promise<ServicePage> {
  return (await getJson(`/api/service/service-page/${encodeURIComponent(slug)}/`)) as ServicePage;
}

export function useServices() {
  return useApiQuery(['services'], async () => {
    try {
      return await getServices();
    } catch (error) {
      console.error('Error fetching services');
      throw error;
    }
  });
}

export function useServicePage(slug: string | undefined) {
  return useApiQuery(slug ? ['service-page', slug] : null, () => getServicePage(slug ?? ''));
}
