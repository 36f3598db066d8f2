import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A translated text with elements in its `{placeholders}` (a link, a phone number), so a sentence
 * stays whole in each language however its words are ordered.
 */
export function RichText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // Odd pieces are placeholder names.
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
