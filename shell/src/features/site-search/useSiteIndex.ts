import { useEffect, useMemo, useState } from 'react';
import { useDoctors, useSearchWords, useServices } from 'shared-ui';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { loadContentDocuments } from './contentDocuments';
import { siteIndexMessages } from './siteIndexMessages';
import { SEARCHABLE_PAGES } from './searchSite';
import type { SearchResult } from './searchSite';
import { buildSiteIndex } from './siteIndex';
import type { ContentDocument, SiteIndex } from './siteIndex';

export interface SiteIndexState {
  index: SiteIndex;
  /** Some sources are still on their way: results may grow. */
  loading: boolean;
  /**
   * The services or doctors could not be loaded: only pages and articles are found. (Without the
   * words patients type, services and doctors are still found by their names.)
   */
  apiFailed: boolean;
  /** The content remote's pages and articles could not be loaded: they are not found. */
  contentFailed: boolean;
}

const NO_DOCUMENTS: readonly ContentDocument[] = [];

/**
 * The site's search index in the page's language, rebuilt as each source arrives: the services and
 * doctors from the API, the words patients type for them (the API's too), the content remote's
 * articles and pages, and the fixed pages. A source that fails leaves the others searchable. The
 * words and the content remote's documents are data fetched once there is something to search
 * (`searching`), then kept: the search page without a query fetches neither.
 */
export function useSiteIndex(searching: boolean): SiteIndexState {
  const { language } = useLanguage();
  const services = useServices();
  // A service's name in the other language finds it too: Hindi readers type English names, and back.
  const servicesElsewhere = useServices(language === 'en' ? 'hi' : 'en');
  const doctors = useDoctors();
  const [wordsWanted, setWordsWanted] = useState(searching);
  if (searching && !wordsWanted) setWordsWanted(true);
  const words = useSearchWords(wordsWanted);
  const t = useMessages(siteIndexMessages);
  const [content, setContent] = useState<{
    language: string;
    documents: readonly ContentDocument[];
    failed: boolean;
  } | null>(null);

  const contentReady = content?.language === language;
  useEffect(() => {
    if (!searching || contentReady) return undefined;
    let current = true;
    loadContentDocuments(language).then(
      (documents) => current && setContent({ language, documents, failed: false }),
      (error: unknown) => {
        console.error('Articles and pages cannot be searched:', error instanceof Error ? error.message : error);
        if (current) setContent({ language, documents: NO_DOCUMENTS, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [language, searching, contentReady]);

  const documents = contentReady ? content.documents : NO_DOCUMENTS;
  const pages = useMemo<SearchResult[]>(
    () =>
      SEARCHABLE_PAGES.map((page) => ({
        id: `page:${page.link}`,
        type: 'page',
        title: t(page.titleKey),
        link: page.link,
        description: t(page.descriptionKey),
        // In Hindi a page is found by its English title too.
        alsoKnownAs: language === 'en' ? [] : [siteIndexMessages.en[page.titleKey]],
      })),
    [language, t],
  );
  const serviceNamesElsewhere = useMemo(() => {
    const names: Record<string, string[]> = {};
    for (const service of servicesElsewhere.data ?? []) names[service.slug] = [service.name];
    return names;
  }, [servicesElsewhere.data]);
  const index = useMemo(
    () =>
      buildSiteIndex({
        services: services.data ?? [],
        serviceNamesElsewhere,
        doctors: doctors.data ?? [],
        words: words.data,
        documents,
        pages,
        describeDepartment: (department) => t('departmentDescription', { department }),
      }),
    [services.data, serviceNamesElsewhere, doctors.data, words.data, documents, pages, t],
  );
  return {
    index,
    loading:
      services.status === 'loading' ||
      servicesElsewhere.status === 'loading' ||
      doctors.status === 'loading' ||
      (searching && (words.status === 'loading' || !contentReady)),
    apiFailed: services.status === 'error' || doctors.status === 'error',
    contentFailed: contentReady && content.failed,
  };
}
