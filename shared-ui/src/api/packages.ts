import type { CarePackage, CarePackageKind } from 'contract';
import { useLanguage } from '../i18n/useLanguage';
import type { Language } from '../i18n/languages';
import { expectList, getJson } from './client';
import { useApiQuery } from './query';

/** Every bookable package with its texts in `language` (one request: the API picks the texts). */
export async function getCarePackages(language: Language): Promise<CarePackage[]> {
  return expectList<CarePackage>(await getJson('/api/package/packages/', { lang: language }));
}

/** The packages in the page's language, optionally only one kind (health checks, programmes, home care). */
export function useCarePackages(kind?: CarePackageKind) {
  const { language } = useLanguage();
  const query = useApiQuery(['care-packages', language], () => getCarePackages(language));
  return kind && query.data ? { ...query, data: query.data.filter((item) => item.kind === kind) } : query;
}
