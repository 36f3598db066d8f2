import type { ReactNode } from 'react';
import { useServerRender } from '../hooks/useServerRender';
import { FederatedComponent } from './FederatedComponent';
import { loadRemoteModule } from './remoteRuntime';
import { WIDGET_SLOT_END, WIDGET_SLOT_START, forgetServedWidget, useServedWidgetHtml } from './servedWidgets';
import { serverWidgetKeyOf } from './widgets';
import type { WidgetId, WidgetModule, WidgetProps } from './widgets';

export type RemoteWidgetProps<Id extends WidgetId> = {
  id: Id;
  /** Shown while the widget's code loads. */
  loading?: ReactNode;
} & (Record<string, never> extends WidgetProps<Id> ? { props?: WidgetProps<Id> } : { props: WidgetProps<Id> });

/**
 * Shows a widget another remote exposes, through the federation runtime, never by importing its
 * source; if that remote is down only this spot shows a fallback with a Retry.
 *
 * A widget the registry lists as served (`SERVER_WIDGETS`, same id and props) marks its
 * placeholder in a prerender, for the shell's server to put the owner's HTML there; in the
 * browser that HTML shows until the visitor moves to it, then its code loads and takes over.
 */
export function RemoteWidget<Id extends WidgetId>({ id, props, loading }: RemoteWidgetProps<Id>) {
  const variant = serverWidgetKeyOf(id, props);
  const onServer = useServerRender();
  const servedHtml = useServedWidgetHtml(variant);
  const load = () => loadRemoteModule<WidgetModule<Id>>(id);
  const widget = (
    <FederatedComponent<WidgetProps<Id>>
      moduleKey={id}
      load={load}
      componentProps={props}
      loading={loading}
      served={
        variant !== null && servedHtml !== null
          ? {
              key: variant,
              html: servedHtml,
              load: async () => {
                const module = await load();
                await module.preloadServed?.();
                forgetServedWidget(variant);
                return module;
              },
            }
          : null
      }
    />
  );
  if (!onServer || variant === null) return widget;
  // Widgets never nest, so the first end marker after a start closes it (the shell's server reads
  // them as text: site-server/src/prerendered-pages.ts).
  return (
    <>
      <template {...{ [WIDGET_SLOT_START]: variant }} />
      {widget}
      <template {...{ [WIDGET_SLOT_END]: variant }} />
    </>
  );
}
