import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useInView } from 'shared-ui';

/**
 * A sliver at the screen's bottom edge (the next section's top padding, 16 px on a 740 px phone
 * under the compact header) is not "in view": it would fetch the whole rest of the home page
 * (about 35 KB) for a first view that shows nothing of it. Any scroll still fetches it.
 */
const WANTED = { threshold: 0, rootMargin: '0px 0px -48px 0px', orOnInteraction: true };

/**
 * Renders its children (and so fetches their code, or another remote's widget) only once they are
 * wanted: in view, or the visitor has started to scroll, tap or type (so they arrive before the
 * visitor reaches them). Until then an empty box of `placeholderClassName` holds their place; a
 * first view that nobody touches never fetches them.
 */
export function WhenWanted({ children, placeholderClassName }: { children: ReactNode; placeholderClassName?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const wanted = useInView(box, WANTED);
  return (
    <div ref={box} className={wanted ? undefined : placeholderClassName}>
      {wanted ? children : null}
    </div>
  );
}
