import { Suspense, lazy, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { SiteLink, mediaQueries, siteHref, useMediaQuery, useSiteNavigate } from 'shared-ui';
import { clsx } from 'clsx';
import { pathInLanguage, useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import { SearchIcon } from 'shared-ui/icons';
import type { SearchFound } from './SearchIndex';
import { searchMessages } from './searchMessages';
import { carryServedSearch } from './servedSearch';
import { useResultTypeLabel } from './useResultTypeLabel';
import styles from './SiteSearch.module.css';

const loadIndex = () => import('./SearchIndex');
const SearchIndex = lazy(() => withPageTexts(loadIndex()));
// Comes with the index, which is what finds a red flag: never in the code of every page.
const EmergencyFirst = lazy(() => withPageTexts(loadIndex().then((module) => ({ default: module.EmergencyFirst }))));
const NOTHING_FOUND: SearchFound = { results: [], loading: true, redFlag: false };

/** The results page for a query: where Enter leads when no suggestion is chosen. */
export const resultsPageHref = (query: string) => siteHref('/search', { query: { q: query.trim() } });

/**
 * Site search as a WAI-ARIA combobox: typing lists the best matches, arrows move through them, Enter
 * opens the highlighted one or else the results page for the query, Escape clears. With no match a
 * visible line says so and leads to the results page's help. The search library, the index and its
 * requests load when the visitor first points at or enters the box.
 */
export function SiteSearch() {
  const t = useMessages(searchMessages);
  const typeLabel = useResultTypeLabel();
  // Below a tablet the header gives the box the width beside the Emergency button only (about 130 px
  // at 375): the long placeholder was cut to "Search servi", so phones get the one word.
  const roomyBox = useMediaQuery(mediaQueries.tabletUp);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [indexWanted, setIndexWanted] = useState(false);
  const [found, setFound] = useState(NOTHING_FOUND);
  const onResults = useCallback((next: SearchFound) => setFound(next), []);
  const navigate = useSiteNavigate();
  const { language } = useLanguage();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const box = useRef<HTMLInputElement>(null);
  // What was typed into the server's box before the page went live is this box's, focus with it.
  useLayoutEffect(() => {
    if (box.current) carryServedSearch(box.current);
  }, []);

  const hasQuery = query.trim() !== '';
  const results = hasQuery ? found.results : NOTHING_FOUND.results;
  const expanded = results.length > 0 && !dismissed;
  const nothingFound = hasQuery && !found.loading && results.length === 0 && !dismissed;
  // Stays while the words stand, even with the list dismissed: its numbers are reached by Tab.
  const redFlag = hasQuery && found.redFlag;
  const optionId = (index: number) => `${baseId}-result-${index}`;

  const leave = (link: ReturnType<typeof siteHref>) => {
    setQuery('');
    setActiveIndex(-1);
    navigate(link);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? results[activeIndex] : undefined;
    if (chosen) leave(chosen.link);
    else if (hasQuery) leave(resultsPageHref(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded || nothingFound) setDismissed(true);
      else setQuery('');
      setActiveIndex(-1);
      return;
    }
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      const last = results.length - 1;
      if (event.key === 'ArrowDown') setActiveIndex((index) => (index >= last ? 0 : index + 1));
      else setActiveIndex((index) => (index <= 0 ? last : index - 1));
    }
  };

  const statusText = () => {
    if (!hasQuery || dismissed) return '';
    if (nothingFound) return t('noResultsStatus');
    if (results.length === 0) return '';
    return t('resultCount', { count: results.length });
  };

  return (
    <form
      role="search"
      // The index and its matching run in the browser: without scripts the box would find nothing.
      data-needs-script=""
      // Sent by the browser only before the live page takes over (the live form sends nothing): Enter
      // in the server's copy opens the results page for what was typed instead of reloading this one.
      action={pathInLanguage('/search', language)}
      className={styles.search}
      onSubmit={onSubmit}
      onPointerEnter={() => void loadIndex()}
      onFocus={() => setIndexWanted(true)}
    >
      {indexWanted ? (
        <Suspense fallback={null}>
          <SearchIndex query={query} onResults={onResults} />
        </Suspense>
      ) : null}
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={box}
        id={`${baseId}-input`}
        name="q"
        type="search"
        role="combobox"
        className={styles.input}
        placeholder={roomyBox ? t('placeholder') : t('placeholderShort')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
      />
      <button type="submit" className={styles.submit} aria-label={t('search')}>
        <SearchIcon size={18} />
      </button>
      <div className={styles.panel} hidden={!expanded && !nothingFound && !redFlag}>
        {redFlag ? (
          <Suspense fallback={null}>
            <EmergencyFirst compact />
          </Suspense>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label={t('results')} className={styles.results} hidden={!expanded}>
          {results.map((result, index) => (
            <li
              key={result.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={clsx(styles.result, index === activeIndex && styles.active)}
              // mousedown, not click: the input's blur would hide the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                leave(result.link);
              }}
            >
              <span className={styles.resultTitle}>{result.title}</span>
              <span className={styles.resultType}>{typeLabel(result.type)}</span>
            </li>
          ))}
        </ul>
        {nothingFound ? <p className={styles.nothing}>{t('noResults', { query: query.trim() })}</p> : null}
        {hasQuery ? (
          <SiteLink
            to={resultsPageHref(query)}
            className={styles.more}
            // The box keeps the focus (Enter opens this page too); a pointer follows the link.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              setActiveIndex(-1);
            }}
          >
            {nothingFound ? t('helpLink') : t('allResults')}
          </SiteLink>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {statusText()}
      </p>
    </form>
  );
}
