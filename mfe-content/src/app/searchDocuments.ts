import type { Language } from 'shared-ui/i18n';
import { searchIndexFile } from './searchIndexFile';

export type { SearchDocument } from '../features/search-documents';

/** Where this remote's files are served from, as webpack resolved it when the remote loaded ('auto'). */
declare const __webpack_public_path__: string;
const filesBase = (): string => (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/');

/**
 * The `./searchDocuments` expose: this remote's articles and pages in `language`, for the shell's
 * site search. They were built with the pages (searchIndex.ts) and come as data, beside this
 * remote's code, so the search page carries no copy of the pages' texts. The caller checks them.
 */
export async function loadSearchDocuments(language: Language): Promise<unknown> {
  const response = await fetch(new URL(searchIndexFile(language), new URL(filesBase(), window.location.href)));
  if (!response.ok) throw new Error(`the search documents answered ${response.status}`);
  return response.json();
}
