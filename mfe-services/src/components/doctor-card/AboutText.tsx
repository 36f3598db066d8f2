import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { doctorCardMessages } from './doctorCardMessages';
import styles from './AboutText.module.css';

interface AboutTextProps {
  text: string;
  /** Whose text it is, for the button's name ("Read more about Dr. X"). */
  name: string;
}

/** Whether a clamped paragraph's text is longer than its lines. */
const isCut = (element: Element) => element.scrollHeight > element.clientHeight + 1;

const reportCut = new Map<Element, (cut: boolean) => void>();
let cutObserver: ResizeObserver | undefined;

/**
 * Reports whether `element` is cut each time the browser reports its size (after its layout, before
 * it paints), applied at once so the button is in that same paint: it never appears under a card
 * already drawn (a layout shift). One observer for every about text on the page, which measures them
 * all before changing any: a card changed first (its button put in) would make the next card's
 * measure lay the whole page out again, once per card (a dozen full layouts on the doctors page).
 */
function watchCut(element: Element, report: (cut: boolean) => void): () => void {
  cutObserver ??= new ResizeObserver((entries) => {
    const measured = entries.map((entry) => [reportCut.get(entry.target), isCut(entry.target)] as const);
    flushSync(() => {
      for (const [reportOne, cut] of measured) reportOne?.(cut);
    });
  });
  reportCut.set(element, report);
  cutObserver.observe(element);
  return () => {
    reportCut.delete(element);
    cutObserver?.unobserve(element);
    if (reportCut.size === 0) {
      cutObserver?.disconnect();
      cutObserver = undefined;
    }
  };
}

/**
 * A doctor's about text cut to a few lines, with "Read more" that opens it in place. The button is
 * offered only when the text is longer than its lines, measured again as the width or the font changes.
 * Keyed by its text where it is used, so a new text (another language) starts closed and measured.
 */
export function AboutText({ text, name }: AboutTextProps) {
  const t = useMessages(doctorCardMessages);
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setCut(isCut(element));
      return undefined;
    }
    return watchCut(element, setCut);
  }, [expanded]);

  return (
    <>
      <p id={id} ref={paragraph} className={clsx(styles.text, !expanded && styles.clamped)}>
        {text}
      </p>
      {cut || expanded ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'readLess' : 'readMore')}
          <span className="visually-hidden">{t('aboutName', { name })}</span>
        </button>
      ) : null}
    </>
  );
}
