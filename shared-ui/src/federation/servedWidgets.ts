import { createContext, useContext } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { LANGUAGES } from '../i18n/languages';

/** A widget the shell's server wrote into the page, as the browser read it before React started. */
export interface ServedWidget {
  /** Its variant (widgets.ts `widgetVariantKey`). */
  key: string;
  /** Its HTML as the owner prerendered it, without its data script. */
  html: string;
  /** The answers it was rendered with, by query key hash (seeded into the page's cache). */
  data: Record<string, unknown>;
}

/**
 * The attributes of the marker a prerendered `RemoteWidget` writes around its placeholder, and of
 * the element the shell's server writes the widget's HTML in (site-server/src/prerendered-pages.ts
 * reads and writes the same names).
 */
export const WIDGET_SLOT_START = 'data-server-widget-start';
export const WIDGET_SLOT_END = 'data-server-widget-end';
export const SERVED_WIDGET = 'data-server-widget';

/** The widgets served with the first page, by variant, in the language they were written in. */
let servedWidgets = new Map<string, { html: string; lang: string }>();

/** For the page's host, before its first render: the widgets the server wrote into the page. */
export function keepServedWidgets(widgets: readonly ServedWidget[], lang: string): void {
  servedWidgets = new Map(widgets.map(({ key, html }) => [key, { html, lang }]));
}

/** Once a widget's code has loaded, it shows itself from then on, as a widget not served does. */
export function forgetServedWidget(key: string): void {
  servedWidgets.delete(key);
}

/**
 * The served HTML of a widget variant, when the page has it in the language shown now (a visitor
 * who switched language gets the live widget, not English HTML).
 */
export function useServedWidgetHtml(key: string | null): string | null {
  const { language } = useLanguage();
  const served = key === null ? undefined : servedWidgets.get(key);
  return served?.lang === LANGUAGES[language].tag ? served.html : null;
}

/** True inside a widget that takes the place of its served HTML. */
export const ServedWidgetContext = createContext(false);

/**
 * True when this widget replaces HTML the server already showed: its data is in the cache and the
 * visitor is at it, so it renders its content at once instead of deferring it (near the viewport,
 * a later chunk); the module's `preloadServed` has fetched what that needs.
 */
export const useServedWidget = (): boolean => useContext(ServedWidgetContext);
