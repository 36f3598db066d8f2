import { Suspense, lazy, useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { mediaQueries, useMediaQuery, useSiteNavigate } from 'shared-ui';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { SearchIcon } from 'shared-ui/icons';
import { searchMessages } from './searchMessages';
import type { SearchResult } from './searchSite';
import styles from './SiteSearch.module.css';

const loadIndex = () => import('./SearchIndex');
const SearchIndex = lazy(loadIndex);
const NO_RESULTS: readonly SearchResult[] = [];

/**
 * Site search as a WAI-ARIA combobox: typing lists matches, arrows move through them, Enter opens the
 * highlighted result or else the first, Escape clears. Choosing a result navigates and clears. What
 * it searches (and the services request) loads when the visitor first points at or enters the box.
 */
export function SiteSearch() {
  const t = useMessages(searchMessages);
  // Below a tablet the header gives the box the width beside the Emergency button only (about 130 px
  // at 375): the long placeholder was cut to "Search servi", so phones get the one word.
  const roomyBox = useMediaQuery(mediaQueries.tabletUp);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [indexWanted, setIndexWanted] = useState(false);
  const [found, setFound] = useState(NO_RESULTS);
  const navigate = useSiteNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;

  const results = query.trim() === '' ? NO_RESULTS : found;
  const expanded = results.length > 0 && !dismissed;
  const optionId = (index: number) => `${baseId}-result-${index}`;

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    setQuery('');
    setActiveIndex(-1);
    navigate(result.link);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(results[activeIndex] ?? results[0]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setDismissed(true);
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

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={onSubmit}
      onPointerEnter={() => void loadIndex()}
      onFocus={() => setIndexWanted(true)}
    >
      {indexWanted ? (
        <Suspense fallback={null}>
          <SearchIndex query={query} onResults={setFound} />
        </Suspense>
      ) : null}
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${baseId}-input`}
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
      <ul id={listboxId} role="listbox" aria-label={t('results')} className={styles.results} hidden={!expanded}>
        {results.map((result, index) => (
          <li
            key={result.link}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={clsx(styles.result, index === activeIndex && styles.active)}
            // mousedown, not click: the input's blur would hide the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              go(result);
            }}
          >
            <span className={styles.resultTitle}>{result.title}</span>
            <span className={styles.resultType}>{result.type === 'service' ? t('service') : t('page')}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {query.trim() && !dismissed
          ? results.length === 1
            ? t('oneResult')
            : t('manyResults', { count: results.length })
          : ''}
      </p>
    </form>
  );
}
