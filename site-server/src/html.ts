/**
 * The pages the server writes are edited as parsed documents (node-html-parser), never by regular
 * expressions on their text: an element is found by what it is, whatever its attributes' quoting or
 * order, and script and style text is kept as written. `<noscript>` is parsed as markup, as a browser
 * without scripts reads it: the layout's language links for such browsers are in one.
 */
import { createHash } from 'node:crypto';
import { parse, type HTMLElement } from 'node-html-parser';

export type Document = HTMLElement;

/** A page or a fragment as a tree; its text comes back unchanged by `toString()` where it is not edited. */
export const parseHtml = (html: string): Document =>
  parse(html, {
    comment: true,
    blockTextElements: { script: true, style: true, textarea: true },
  });

/** Text that may go inside an element or a double-quoted attribute and stays text. */
export const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A Content-Security-Policy source allowing the inline element whose text this is. */
export const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Appends markup at the end of the document's head (a page without a head gets nothing). */
export function appendToHead(document: Document, html: string): void {
  document.querySelector('head')?.insertAdjacentHTML('beforeend', html);
}
