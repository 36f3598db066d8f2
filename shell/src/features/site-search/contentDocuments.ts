import { SITE_ROUTES } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import { loadRemoteModule } from 'shared-ui/host';
import type { Language } from 'shared-ui/i18n';
import { matchPath } from 'shared-ui/router';
import type { ContentDocument, ContentQuestion } from './siteIndex';

/** What the content remote's `./searchDocuments` expose exports. */
interface SearchDocumentsModule {
  loadSearchDocuments(language: Language): Promise<unknown>;
}

const isSitePath = (path: unknown): path is SiteHref =>
  typeof path === 'string' && SITE_ROUTES.some((route) => matchPath(route.path, path) !== null);

const isText = (value: unknown): value is string => typeof value === 'string';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A question with its answer, and its English wording where the remote gives it. */
function parseQuestion(value: unknown): ContentQuestion[] {
  if (!isRecord(value) || !isText(value.question) || !isText(value.answer)) return [];
  const { question, answer, inEnglish } = value;
  return isRecord(inEnglish) && isText(inEnglish.question) && isText(inEnglish.answer)
    ? [{ question, answer, inEnglish: { question: inEnglish.question, answer: inEnglish.answer } }]
    : [{ question, answer }];
}

/**
 * The remote ships on its own schedule, so its answer is checked here: a document that is not a
 * page of this site with texts is left out rather than shown as a broken link.
 */
function parseDocuments(data: unknown): ContentDocument[] {
  if (!Array.isArray(data)) throw new Error('searchDocuments did not give a list');
  return data.flatMap((item: Partial<Record<keyof ContentDocument, unknown>>) => {
    const { kind, path, title, description, keywords, questions, words } = item;
    if ((kind !== 'article' && kind !== 'page') || !isSitePath(path) || !isText(title) || !isText(description)) {
      return [];
    }
    return [
      {
        kind,
        path,
        title,
        description,
        keywords: Array.isArray(keywords) ? keywords.filter(isText) : [],
        // A remote older than its questions gives none; the page is still found by its headings.
        questions: Array.isArray(questions) ? questions.flatMap(parseQuestion) : [],
        words: isText(words) ? words : '',
      },
    ];
  });
}

const loaded = new Map<Language, Promise<ContentDocument[]>>();

/** The content remote's articles and pages in `language`, fetched once per language (a failure is tried again later). */
export function loadContentDocuments(language: Language): Promise<ContentDocument[]> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = loadRemoteModule<SearchDocumentsModule>('mfe_content/searchDocuments')
      .then((module) => module.loadSearchDocuments(language))
      .then(parseDocuments);
    promise.catch(() => loaded.delete(language));
    loaded.set(language, promise);
  }
  return promise;
}
