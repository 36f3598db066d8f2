import type { ComponentType } from 'react';
import type { RemoteName } from '../config/siteRoutes';

/**
 * Every widget one remote exposes for other pages to show, with the props it takes. A remote's
 * `exposes` must match its entries here (a contract test in each remote checks it), and
 * `RemoteWidget` only accepts these ids with these props.
 */
export interface WidgetRegistry {
  /** The home page's "Our Specialities" doctors grid. */
  'mfe_services/DoctorsGrid': {
    /** Show at most this many doctors (all when left out). */
    limit?: number;
  };
  /** The blog sidebar's "Popular Services": the first five services, each linking to its page. */
  'mfe_services/PopularServices': Record<string, never>;
  /** The contact form, also shown on the doctors page as "Send Us Message". */
  'mfe_booking/ContactForm': {
    /** The form's heading; the contact page's own when left out. */
    heading?: string;
    /** Pre-fills the subject. */
    subject?: string;
  };
}

export type WidgetId = keyof WidgetRegistry;
export type WidgetProps<Id extends WidgetId> = WidgetRegistry[Id];

/** What the module behind a widget id exports. */
export interface WidgetModule<Id extends WidgetId> {
  default: ComponentType<WidgetProps<Id>>;
  /**
   * Fetches what the widget renders at once in place of its served HTML (a chunk it otherwise
   * loads later), so the live widget replaces that HTML with no loading state in between.
   */
  preloadServed?: () => Promise<unknown>;
}

/** The widgets a remote must expose, as federation `exposes` keys (`./DoctorsGrid`). */
export const WIDGET_IDS = [
  'mfe_services/DoctorsGrid',
  'mfe_services/PopularServices',
  'mfe_booking/ContactForm',
] as const satisfies readonly WidgetId[];

export const widgetExposesOf = (remote: RemoteName): string[] =>
  WIDGET_IDS.filter((id) => id.startsWith(`${remote}/`)).map((id) => `./${id.slice(remote.length + 1)}`);

/** One widget with the props a host page shows it with. */
export interface WidgetVariant<Id extends WidgetId = WidgetId> {
  id: Id;
  props: WidgetProps<Id>;
}

/**
 * The widgets served as HTML with the pages that show them, with exactly the props those pages
 * give: the owner prerenders each at its build, in every language, and a host page's
 * `RemoteWidget` with the same id and props marks its place for the shell's server to fill
 * (docs/decisions/0009-server-widgets.md). A host that changes the props gets its placeholder
 * served, as before. The contact form is not here: a form does nothing without its code, so its
 * HTML would only look usable.
 */
export const SERVER_WIDGETS = [
  // The home page's "Our Specialities": two rows of four doctors (mfe-content's HOME_DOCTORS).
  { id: 'mfe_services/DoctorsGrid', props: { limit: 8 } } satisfies WidgetVariant<'mfe_services/DoctorsGrid'>,
  // The blog sidebar's.
  { id: 'mfe_services/PopularServices', props: {} } satisfies WidgetVariant<'mfe_services/PopularServices'>,
] as const;

// encodeURIComponent leaves `'`, which React writes as an entity: encoded too.
const encodePropValue = (value: unknown) => encodeURIComponent(JSON.stringify(value)).replaceAll("'", '%27');

/**
 * A widget variant's name in HTML and in the owner's page index: the id, then each prop as
 * `;name=value` in name order, the value as URI-encoded JSON (`mfe_services/DoctorsGrid;limit=8`),
 * so it needs no escaping in an attribute.
 */

export function widgetVariantKey(id: WidgetId, props: object): string {
  const entries = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return id + entries.map(([name, value]) => `;${name}=${encodePropValue(value)}`).join('');
}

const SERVER_WIDGET_KEYS: ReadonlySet<string> = new Set(
  SERVER_WIDGETS.map((variant) => widgetVariantKey(variant.id, variant.props)),
);

/** The variant's key when a page showing this widget with these props gets it served as HTML. */
export const serverWidgetKeyOf = (id: WidgetId, props: object | undefined): string | null => {
  const key = widgetVariantKey(id, props ?? {});
  return SERVER_WIDGET_KEYS.has(key) ? key : null;
};
