import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

const isField = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement &&
  (target.matches('input:not([type="button"], [type="submit"], [type="reset"], [type="image"]), textarea, select') ||
    target.isContentEditable);

/**
 * Whether a form field outside `own` has focus: while a visitor types, the floating buttons step aside
 * so they never cover the field (WCAG 2.4.11). Moving from one field to the next keeps them aside.
 */
export function useFieldFocusElsewhere(own: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const outside = (target: EventTarget | null) => isField(target) && !own.current?.contains(target);
    const onFocusIn = (event: FocusEvent) => setFocused(outside(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(outside(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [own]);
  return focused;
}
