import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  LoadingState,
  PageBanner,
  SiteLink,
  pageMetaFrom,
  siteHref,
  usePageMeta,
  useServerRender,
} from 'shared-ui';
import { HOSPITAL, telHref } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { useSearchParams } from 'shared-ui/router';
import { EmergencyFirst } from '../../components/EmergencyFirst/EmergencyFirst';
import { isRedFlag } from '../../components/EmergencyFirst/redFlags';
import { searchMessages } from './searchMessages';
import { siteIndexMessages } from './siteIndexMessages';
import type { SearchResult, SearchResultType } from './searchSite';
import { useResultTypeLabel } from './useResultTypeLabel';
import { useSiteIndex } from './useSiteIndex';
import styles from './SearchResultsPage.module.css';

const GROUPS = [
  { key: 'groupServices', types: ['service', 'department'] },
  { key: 'groupDoctors', types: ['doctor'] },
  { key: 'groupContent', types: ['article', 'page'] },
] as const satisfies readonly { key: keyof (typeof siteIndexMessages)['en']; types: readonly SearchResultType[] }[];

/** The page's title and description before a query refines the title (the server's HTML has none). */
export const meta = pageMetaFrom(siteIndexMessages, (texts) => ({
  title: texts.pageTitle,
  description: texts.pageSubtitle,
}));

/** Without scripts nothing can be searched: the server's HTML leads to the lists instead. */
function NoScriptHelp() {
  const t = useMessages(siteIndexMessages);
  return (
    <noscript>
      <p className={styles.note}>{t('noScript')}</p>
      <ul className={styles.helpList}>
        <li>
          <SiteLink to={siteHref('/services')}>{t('noScriptServices')}</SiteLink>
        </li>
        <li>
          <SiteLink to={siteHref('/our-doctor')}>{t('helpDoctors')}</SiteLink>
        </li>
        <li>
          <SiteLink to={siteHref('/blog')}>{t('aboutBlog')}</SiteLink>
        </li>
        <li>
          <SiteLink to={siteHref('/contact')}>{t('helpContact')}</SiteLink>
        </li>
      </ul>
    </noscript>
  );
}

/** What to do when nothing matches: the emergency numbers, the contact page and the doctors list. */
function NoMatchHelp({ query }: { query: string }) {
  const t = useMessages(siteIndexMessages);
  return (
    <section className={styles.help} aria-labelledby="search-no-match">
      <h2 id="search-no-match" className={styles.helpTitle}>
        {t('noMatchTitle', { query })}
      </h2>
      <p>{t('noMatchText')}</p>
      <ul className={styles.helpList}>
        <li>
          {t('helpEmergency')}{' '}
          <a href={telHref(HOSPITAL.emergencyPhone)} className={styles.phone}>
            {HOSPITAL.emergencyPhone}
          </a>{' '}
          ({t('helpEmergencyPhone')}),{' '}
          <a href={telHref(HOSPITAL.nationalEmergencyNumber)} className={styles.phone}>
            {HOSPITAL.nationalEmergencyNumber}
          </a>{' '}
          ({t('helpNationalEmergency')})
        </li>
        <li>
          <SiteLink to={siteHref('/contact')}>{t('helpContact')}</SiteLink>
        </li>
        <li>
          <SiteLink to={siteHref('/our-doctor')}>{t('helpDoctors')}</SiteLink>
        </li>
      </ul>
    </section>
  );
}

/** The query, editable; searching again hands the new words up. */
function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const t = useMessages(siteIndexMessages);
  const box = useMessages(searchMessages);
  const [draft, setDraft] = useState(query);
  const fieldId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} data-needs-script>
      <label htmlFor={fieldId} className={styles.label}>
        {t('fieldLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={fieldId}
          type="search"
          name="q"
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          aria-describedby={`${fieldId}-hint`}
        />
        <Button type="submit">{box('search')}</Button>
      </div>
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
    </form>
  );
}

function ResultGroup({ title, results }: { title: string; results: readonly SearchResult[] }) {
  const typeLabel = useResultTypeLabel();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title} <span className={styles.count}>({results.length})</span>
      </h2>
      <ul className={styles.list}>
        {results.map((result) => (
          <li key={result.id} className={styles.result}>
            <SiteLink to={result.link} className={styles.resultLink}>
              {result.title}
            </SiteLink>
            <span className={styles.resultType}>{typeLabel(result.type)}</span>
            {result.description ? <p className={styles.description}>{result.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/search?q=`: every match for the query, grouped, with the count read out; with no match, help
 * that does not leave a patient stuck. The query stays editable; a new search updates the address.
 */
export default function SearchResultsPage() {
  const t = useMessages(siteIndexMessages);
  const onServer = useServerRender();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { index, loading, apiFailed, contentFailed } = useSiteIndex(query !== '');
  const results = useMemo(() => index.search(query), [index, query]);
  usePageMeta({
    title: query ? t('titleWithQuery', { query }) : t('pageTitle'),
    description: t('pageSubtitle'),
  });

  // Results show once every source has answered (or failed): groups arriving one by one would push
  // the ones already shown down the page while the visitor reads them.
  const waiting = loading;
  const noMatch = query !== '' && !waiting && results.length === 0;
  const status =
    !query || waiting
      ? ''
      : results.length > 0
        ? t('resultCountFor', { count: results.length, query })
        : t('noMatchTitle', { query });

  return (
    <div>
      <PageBanner title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <div className={styles.body}>
        {/* Before the form and any result: these words may mean an emergency. */}
        {isRedFlag(query) ? <EmergencyFirst /> : null}
        {onServer ? <NoScriptHelp /> : null}
        {/* Keyed by the query: going back or forward shows that search's words in the field. */}
        <SearchForm key={query} query={query} onSearch={(next) => setParams(next ? { q: next } : {})} />
        {/* With no match the help's heading below says the same to the eye; this line is for screen readers. */}
        <p role="status" className={noMatch ? 'visually-hidden' : styles.status}>
          {status}
        </p>
        {apiFailed ? <p className={styles.note}>{t('apiFailed')}</p> : null}
        {query && contentFailed ? <p className={styles.note}>{t('contentFailed')}</p> : null}
        {query && waiting ? <LoadingState label={t('searching')} /> : null}
        {noMatch ? <NoMatchHelp query={query} /> : null}
        {waiting
          ? null
          : GROUPS.map((group) => {
              const inGroup = results.filter((result) =>
                (group.types as readonly SearchResultType[]).includes(result.type),
              );
              return inGroup.length > 0 ? <ResultGroup key={group.key} title={t(group.key)} results={inGroup} /> : null;
            })}
      </div>
    </div>
  );
}
