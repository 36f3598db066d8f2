import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { afterNextFrame, useInView, useServerRender } from 'shared-ui';
import styles from './WhenWanted.module.css';

/**
 * A sliver at the screen's bottom edge (the next section's top padding, 16 px on a 740 px phone
 * under the compact header) is not "in view": it would fetch the whole rest of the home page
 * (about 35 KB) for a first view that shows nothing of it. Any scroll still fetches it.
 */
const WANTED = { threshold: 0, rootMargin: '0px 0px -48px 0px', orOnInteraction: true };

/** Marks the part in the server's HTML, so the live page can find it there. */
const PART_ATTRIBUTE = 'data-when-wanted';

/**
 * The server's HTML of a part, read on the live page's first render: from the server's page the
 * shell keeps in view until then (marked `data-server-page`), or, when the shell waited for the
 * page's code, from the server's page region itself, still in the document until that first commit.
 */
function servedHtmlOf(part: string): string | null {
  if (typeof document === 'undefined') return null;
  const selector = `[${PART_ATTRIBUTE}="${part}"]`;
  return (
    document.querySelector(`[data-server-page] ${selector}, [data-page-region="server"] ${selector}`)?.innerHTML ?? null
  );
}

/** The server's HTML of a part: marked, so a journey can tell when the live part has taken its place. */
function ServedHtml({ html, box }: { html: string; box: RefObject<HTMLDivElement | null> }) {
  return <div ref={box} data-served-html="" className={styles.served} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Says, before the browser paints, that the part's content has been put in the page. */
function OnArrival({ onArrival }: { onArrival: () => void }) {
  useLayoutEffect(onArrival, [onArrival]);
  return null;
}

/**
 * Renders its children (and so fetches their code, or another remote's widget) only once they are
 * wanted: in view, or the visitor has started to scroll, tap or type (so they arrive before the
 * visitor reaches them). Until then, and while their code loads, the server's HTML of them stays in
 * view as it arrived (the prerender renders them: they are part of the page a reader and a search
 * engine see), or, on a page the server did not write, an empty box of `placeholderClassName` holds
 * their place. A first view that nobody touches never fetches them. The server's HTML is the same
 * element from the live page's first render until the part takes its place in one commit: built
 * once, not again when the part becomes wanted (a phone would pay for every element twice).
 */
export function WhenWanted({
  part,
  children,
  placeholderClassName,
  loading,
}: {
  /** Names the part in the server's HTML; unique on its page. */
  part: string;
  children: ReactNode;
  placeholderClassName?: string;
  /** Shown in the placeholder on a page the server did not write (a move inside the site). */
  loading?: ReactNode;
}) {
  const onServer = useServerRender();
  const box = useRef<HTMLDivElement>(null);
  const wanted = useInView(box, WANTED);
  const [served] = useState(() => (onServer ? null : servedHtmlOf(part)));
  const standIn = useRef<HTMLDivElement>(null);
  const [arrived, setArrived] = useState(false);
  // What stands in for the part (its served HTML or the placeholder) is hidden in the commit that
  // brings the part in (no frame shows both), and taken out of the document after the next frame,
  // once the browser has dropped its boxes: taken out inside React's commit, Lighthouse's trace
  // counted about 90 ms of blocking time for home's 262 elements (3.5 ms untraced).
  const [arrive] = useState(() => () => {
    if (standIn.current) standIn.current.style.display = 'none';
    afterNextFrame(() => setArrived(true));
  });
  if (onServer) {
    return (
      <div ref={box} {...{ [PART_ATTRIBUTE]: part }}>
        <Suspense fallback={<div className={placeholderClassName} />}>{children}</Suspense>
      </div>
    );
  }
  return (
    <div ref={box} {...{ [PART_ATTRIBUTE]: part }}>
      {arrived ? null : served === null ? (
        <div ref={standIn} className={placeholderClassName}>
          {loading}
        </div>
      ) : (
        <ServedHtml html={served} box={standIn} />
      )}
      {wanted ? (
        // No fallback: what stands in for the part is its sibling above, until the part is in.
        <Suspense fallback={null}>
          <OnArrival onArrival={arrive} />
          {children}
        </Suspense>
      ) : null}
    </div>
  );
}
