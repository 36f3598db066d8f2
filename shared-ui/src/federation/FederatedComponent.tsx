import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { LoadingState } from '../components/StatusMessage/StatusMessage';
import { useServerRender } from '../hooks/useServerRender';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteFallbackMessages } from './remoteFallbackMessages';
import { SERVED_WIDGET, ServedWidgetContext } from './servedWidgets';
import styles from './ServedWidgetHtml.module.css';

type ComponentLoader<Props extends object> = () => Promise<{ default: ComponentType<Props> }>;

export interface FederatedComponentProps<Props extends object = object> {
  /** Identifies what is loaded; a new key loads anew. */
  moduleKey: string;
  /** Resolves to the component to show, e.g. a remote's page. */
  load: ComponentLoader<Props>;
  /** Passed to the loaded component. */
  componentProps?: Props;
  /** Shown while loading. */
  loading?: ReactNode;
  /**
   * The component itself when its code is already in (the first page, which the shell waited for):
   * rendered at once, in the same commit as what surrounds it, with no loading state in between.
   */
  loaded?: { default: ComponentType<Props> } | null;
  /**
   * HTML the server already wrote for this component (a served widget): shown instead of the
   * loading state, and the code is fetched only when the visitor moves to it, by `served.load`.
   */
  served?: ServedHtml<Props> | null;
}

export interface ServedHtml<Props extends object> {
  /** Names it in the page (`data-server-widget`). */
  key: string;
  html: string;
  /** Loads what the live component needs to replace this HTML with no loading state. */
  load: ComponentLoader<Props>;
}

function LoadedOnce<Props extends object>({
  load,
  loaded,
  loading,
  componentProps,
}: {
  load: ComponentLoader<Props>;
  loaded?: { default: ComponentType<Props> } | null;
  loading: ReactNode;
  componentProps: Props;
}) {
  const [Loaded] = useState(() => loaded?.default ?? lazy(() => withPageTexts(load())));
  return (
    <Suspense fallback={loading}>
      <Loaded {...componentProps} />
    </Suspense>
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** The visitor moving towards a served widget: a pointer over it, focus in it, a touch on it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** A plain click on a link to this site: the router can take it (a new tab or a download it cannot). */
function siteLinkClicked(event: globalThis.MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if ((link.getAttribute('target') ?? '_self') !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

type Navigate = (to: string) => void;

/** The client router's navigation when there is a router, so a served link moves the page in place. */
function ServedHtmlInRouter<Props extends object>(props: ServedUntilWantedProps<Props>) {
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  return <ServedUntilWanted {...props} navigate={go} />;
}

interface ServedUntilWantedProps<Props extends object> {
  served: ServedHtml<Props>;
  componentProps: Props;
  label: string;
  navigate?: Navigate;
}

/**
 * The served HTML, opaque to React like the shell's server page, until the visitor moves towards
 * it: a pointer over it, focus in it or a touch on it fetches its code (the visitor is about to
 * use it; a first view that never goes there fetches nothing). Not on idle: the HTML already
 * shows the content and its links work, so the code would buy a visitor nothing they asked for.
 * A link clicked before the code is in goes through the router, as the live widget's would. The
 * live component then replaces the HTML in one commit, focus kept on the same control.
 */
function ServedUntilWanted<Props extends object>({
  served,
  componentProps,
  label,
  navigate,
}: ServedUntilWantedProps<Props>) {
  const [wanted, setWanted] = useState(false);
  const [Live, setLive] = useState<{ Component: ComponentType<Props>; focusIndex: number } | null>(null);
  const [load] = useState(() => served.load);
  const box = useRef<HTMLDivElement>(null);
  // Listened to natively, on the element whose content React does not own: events from the
  // served links and controls, delegated (a link's Enter is a click too).
  useEffect(() => {
    const element = box.current;
    if (!element || Live) return undefined;
    const want = () => setWanted(true);
    const follow = (event: globalThis.MouseEvent) => {
      want();
      const url = navigate ? siteLinkClicked(event) : null;
      if (!url || !navigate) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, want, { passive: true });
    element.addEventListener('click', follow);
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, want);
      element.removeEventListener('click', follow);
    };
  }, [Live, navigate]);
  useEffect(() => {
    if (!wanted) return undefined;
    let mounted = true;
    withPageTexts(load()).then(
      ({ default: Component }) => {
        if (!mounted) return;
        const focusables = [...(box.current?.querySelectorAll(FOCUSABLE) ?? [])];
        setLive({ Component, focusIndex: focusables.findIndex((element) => element === document.activeElement) });
      },
      // The served HTML stays: it shows the content and its links work without the code.
      (error: unknown) => console.warn(`${label} could not be loaded; its served HTML stays.`, error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, load, label]);

  if (Live) {
    return (
      <LiveInPlace focusIndex={Live.focusIndex}>
        <ServedWidgetContext value>
          <Live.Component {...componentProps} />
        </ServedWidgetContext>
      </LiveInPlace>
    );
  }
  return (
    <div
      ref={box}
      {...{ [SERVED_WIDGET]: served.key }}
      className={styles.served}
      dangerouslySetInnerHTML={{ __html: served.html }}
    />
  );
}

/** The live component where its served HTML was, given the focus that HTML had (by position). */
function LiveInPlace({ focusIndex, children }: { focusIndex: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [focusOnce] = useState(focusIndex);
  useLayoutEffect(() => {
    if (focusOnce >= 0) box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusOnce]?.focus();
  }, [focusOnce]);
  return (
    <div ref={box} className={styles.served}>
      {children}
    </div>
  );
}

/**
 * Renders a component that lives in another build. Loading and crashing stay inside this region,
 * and Retry tries again without reloading the page: React.lazy remembers a failed load, so each
 * attempt mounts a fresh lazy component inside a fresh boundary. On the server it renders its
 * loading element, the placeholder the live page starts from: a prerender never runs another
 * build's code. With `served` HTML it shows that until the visitor moves to it (ServedUntilWanted);
 * after a crash, Retry loads it as if it had not been served.
 */
export function FederatedComponent<Props extends object = object>({
  moduleKey,
  load,
  componentProps,
  loading,
  loaded,
  served,
}: FederatedComponentProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const onServer = useServerRender();
  const inRouter = useInRouterContext();
  const key = `${moduleKey}#${attempt}`;
  const t = useMessages(remoteFallbackMessages);
  const loadingElement = loading ?? <LoadingState label={t('loading')} />;
  if (onServer) return loadingElement;
  const props = componentProps ?? ({} as Props);
  const ServedHtmlUntilWanted = inRouter ? ServedHtmlInRouter : ServedUntilWanted;
  return (
    <RemoteBoundary key={key} label={moduleKey} onRetry={() => setAttempt((n) => n + 1)}>
      {served && attempt === 0 ? (
        <ServedHtmlUntilWanted served={served} componentProps={props} label={moduleKey} />
      ) : (
        <LoadedOnce
          key={key}
          load={load}
          loaded={attempt === 0 ? loaded : null}
          loading={loadingElement}
          componentProps={props}
        />
      )}
    </RemoteBoundary>
  );
}
