import type { Language } from 'shared-ui/i18n';

/**
 * Where in this remote's dist/ the site search's documents in `language` are: written by the build
 * (searchIndex.ts, through tooling's prerender) and fetched by the `./searchDocuments` expose. A
 * fixed name, so it is served revalidated (no-cache) and ships with the remote's pages.
 */
export const searchIndexFile = (language: Language): string => `search/${language}.json`;
