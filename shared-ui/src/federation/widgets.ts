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
}

/** The widgets a remote must expose, as federation `exposes` keys (`./DoctorsGrid`). */
export const WIDGET_IDS = [
  'mfe_services/DoctorsGrid',
  'mfe_services/PopularServices',
  'mfe_booking/ContactForm',
] as const satisfies readonly WidgetId[];

export const widgetExposesOf = (remote: RemoteName): string[] =>
  WIDGET_IDS.filter((id) => id.startsWith(`${remote}/`)).map((id) => `./${id.slice(remote.length + 1)}`);
