import { useEffect, useRef } from 'react';

export interface FocusedFailureProps {
  /** What failed, in the page's language; nothing shows without it. */
  text: string | null;
  className?: string;
}

/** A failure the visitor cannot fix on a field: it takes the focus, so a screen reader reads it out at once. */
export function FocusedFailure({ text, className }: FocusedFailureProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return text ? (
    <p ref={ref} tabIndex={-1} role="alert" className={className}>
      {text}
    </p>
  ) : null;
}
