import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './FlipCard.module.css';

export interface FlipCardProps {
  /** Names the card (the programme's name); both faces are read under it. */
  title: string;
  front: ReactNode;
  back: ReactNode;
  /** Visible texts of the buttons that turn the card over and back. */
  flipLabel: string;
  unflipLabel: string;
}

/**
 * A card with a front and a back. Both faces stay in the page for screen readers, which read the
 * back after the front whichever side shows. The card turns by its buttons (mouse, touch, Enter,
 * Space), focus follows to the face that turns up, and the face holding keyboard focus is always
 * the one shown. Under reduced motion it changes faces without turning.
 */
export function FlipCard({ title, front, back, flipLabel, unflipLabel }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const titleId = useId();
  const flipButton = useRef<HTMLButtonElement>(null);
  const unflipButton = useRef<HTMLButtonElement>(null);

  const turn = (toBack: boolean) => {
    setFlipped(toBack);
    // Focus goes with the face that comes up, so it never rests on a hidden control.
    (toBack ? unflipButton : flipButton).current?.focus({ preventScroll: true });
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-face={flipped ? 'back' : 'front'}>
      <div className={clsx(styles.inner, flipped && styles.flipped)}>
        <div className={clsx(styles.face, styles.front)} onFocus={() => setFlipped(false)}>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          {front}
          <button ref={flipButton} type="button" className={styles.turn} onClick={() => turn(true)}>
            {flipLabel}
          </button>
        </div>
        <div className={clsx(styles.face, styles.back)} onFocus={() => setFlipped(true)}>
          <p className={styles.backTitle} aria-hidden="true">
            {title}
          </p>
          {back}
          <button ref={unflipButton} type="button" className={styles.turn} onClick={() => turn(false)}>
            {unflipLabel}
          </button>
        </div>
      </div>
    </article>
  );
}
