import type { ReactNode } from 'react';
import { FederatedComponent } from './FederatedComponent';
import { loadRemoteModule } from './remoteRuntime';
import type { WidgetId, WidgetModule, WidgetProps } from './widgets';

export type RemoteWidgetProps<Id extends WidgetId> = {
  id: Id;
  /** Shown while the widget's code loads. */
  loading?: ReactNode;
} & (Record<string, never> extends WidgetProps<Id> ? { props?: WidgetProps<Id> } : { props: WidgetProps<Id> });

/**
 * Shows a widget another remote exposes, through the federation runtime, never by importing its
 * source; if that remote is down only this spot shows a fallback with a Retry.
 */
export function RemoteWidget<Id extends WidgetId>({ id, props, loading }: RemoteWidgetProps<Id>) {
  return (
    <FederatedComponent<WidgetProps<Id>>
      moduleKey={id}
      load={() => loadRemoteModule<WidgetModule<Id>>(id)}
      componentProps={props}
      loading={loading}
    />
  );
}
