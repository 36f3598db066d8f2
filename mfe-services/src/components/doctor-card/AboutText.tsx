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
    const isCut = () => element.scrollHeight > element.clientHeight + 1;
    if (typeof ResizeObserver === 'undefined') {
      setCut(isCut());
      return undefined;
    }
    // Measured when the browser reports the paragraph's size (after its layout, before it paints) and
    // applied at once, so the button is in that same paint: it never appears under a card already
    // drawn (a layout shift). Measuring here instead would force the whole page's layout inside
    // React's commit, once per card.
    const observer = new ResizeObserver(() => flushSync(() => setCut(isCut())));
    observer.observe(element);
    return () => observer.disconnect();
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
