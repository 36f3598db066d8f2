import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import type { UNSAFE_createMemoryHistory } from 'react-router';
import { LANGUAGE_BASENAMES, languageOfPath, pathInLanguage } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';
import { rememberLanguage, rememberedLanguage } from '../i18n/rememberedLanguage';
// By package name, as pages import it: one language context and one set of catalogues in the page.
import { LanguageProvider, loadEveryHindi } from 'shared-ui/i18n';

/**
 * How long a move into Hindi waits for the Hindi of every part on screen: past it, the page moves
 * and a part whose texts are still on their way turns to Hindi when they arrive.
 */
const HINDI_TEXTS_WAIT_MS = 3_000;

type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

/**
 * The site's routes over a history, in the language of its URL: a path under `/hi` is Hindi and
 * routed under the `/hi` basename, so every route pattern, `useParams` and `useLocation` read the
 * same in both languages, and a link or `navigate` inside a Hindi page stays in Hindi. Switching
 * language pushes the same page's other address (path, query and hash kept): nothing remounts, so a
 * form keeps what was typed, and Back returns to the other language.
 */
export function LanguageRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [comingLanguage, setComingLanguage] = useState<Language>();
  const latestUpdate = useRef(0);
  const shownLanguage = useRef(languageOfPath(history.location.pathname));
  // As react-router's BrowserRouter: a transition, so a page still loading keeps the one in view. A
  // move from English into Hindi first waits for the Hindi texts of every part on screen, so all of
  // them turn to Hindi in one render and none is left in English while its texts load.
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const thisUpdate = ++latestUpdate.current;
        const nextLanguage = languageOfPath(update.location.pathname);
        const show = () => {
          if (thisUpdate !== latestUpdate.current) return;
          shownLanguage.current = nextLanguage;
          startTransition(() => {
            setComingLanguage(undefined);
            setState({ action: update.action, location: update.location });
          });
        };
        if (nextLanguage !== 'hi' || shownLanguage.current === 'hi') return show();
        setComingLanguage(nextLanguage);
        let waitEnd: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise((resolve) => (waitEnd = setTimeout(resolve, HINDI_TEXTS_WAIT_MS)));
        void Promise.race([loadEveryHindi(), waited]).then(() => {
          clearTimeout(waitEnd);
          show();
        });
      }),
    [history],
  );
  const language = languageOfPath(location.pathname);

  const setLanguage = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      const { pathname, search, hash, state } = history.location;
      if (languageOfPath(pathname) === next) return;
      history.push({ pathname: pathInLanguage(pathname, next), search, hash }, state);
    },
    [history],
  );
  return (
    <LanguageProvider language={language} switchLanguage={setLanguage} comingLanguage={comingLanguage}>
      <Router
        basename={LANGUAGE_BASENAMES[language] || '/'}
        location={location}
        navigationType={action}
        navigator={history}
      >
        {children}
      </Router>
    </LanguageProvider>
  );
}

/**
 * A visitor who chose a language with the switch and arrives (a typed address, a shared link, a
 * search result) at a page in the other is taken to the same page in theirs, in place of the entry
 * they arrived at. Only on arrival: a reload or Back keeps the address's language, and the server
 * never redirects on it, so a crawler (which remembers nothing) always gets the address's language.
 */
export function arriveInRememberedLanguage(win: Window): void {
  const remembered = rememberedLanguage();
  if (!remembered) return;
  const arrival = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (arrival && arrival.type !== 'navigate') return;
  const { pathname, search, hash } = win.location;
  if (languageOfPath(pathname) === remembered) return;
  win.history.replaceState(win.history.state, '', `${pathInLanguage(pathname, remembered)}${search}${hash}`);
}

/**
 * The page's one router, for its host (the shell, a remote running on its own): the browser's
 * address and history, in the address's language (LanguageRouter), after taking a returning visitor
 * to their remembered language.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => {
    arriveInRememberedLanguage(window);
    return UNSAFE_createBrowserHistory({ window, v5Compat: true });
  });
  return <LanguageRouter history={history}>{children}</LanguageRouter>;
}
