import { defineMessages } from 'shared-ui/i18n';

/** The search box's texts: in every page, so only what the box itself shows (siteIndexMessages has the rest). */
export const searchMessages = defineMessages({
  en: {
    label: 'Search services and pages',
    placeholder: 'Search services, pages...',
    /** Where the box is narrow (phones). */
    placeholderShort: 'Search',
    search: 'Search',
    results: 'Search results',
    typeService: 'Service',
    typeDepartment: 'Speciality',
    typeDoctor: 'Doctor',
    typeArticle: 'Article',
    typePage: 'Page',
    resultCount: { one: '{count} result', other: '{count} results' },
    noResults: 'No results for “{query}”',
    /** Read out when nothing matches; Enter then opens the results page and its help. */
    noResultsStatus: 'No results. Press Enter for help.',
    allResults: 'See all results',
    helpLink: 'Get help finding it',
  },
  hi: () => import('./searchMessages.hi'),
});
