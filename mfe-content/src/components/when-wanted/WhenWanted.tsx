import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useWantedSoon } from './useWantedSoon';

/**
 * Renders its children (and so fetches their code, or another remote's widget) only once they are
 * wanted: in view, or the visitor has started to scroll or tap. Until then an empty box of
 * `placeholderClassName` holds their place.
 */
export function WhenWanted({ children, placeholderClassName }: { children: ReactNode; placeholderClassName?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(box);
  return (
    <div ref={box} className={wanted ? undefined : placeholderClassName}>
      {wanted ? children : null}
    </div>
  );
}
