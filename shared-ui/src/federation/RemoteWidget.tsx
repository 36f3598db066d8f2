import type { ComponentType, ReactNode } from 'react';
import { FederatedComponent } from './FederatedComponent';
import { loadRemoteModule } from './remoteRuntime';
import type { RemoteModuleId } from './remoteRuntime';

/**
 * Shows a widget another remote exposes (e.g. `mfe_services/PopularServices`) through the federation
 * runtime, never by importing its source; if that remote is down only this spot shows a fallback.
 */
export function RemoteWidget({ id, loading }: { id: RemoteModuleId; loading?: ReactNode }) {
  return (
    <FederatedComponent
      moduleKey={id}
      load={() => loadRemoteModule<{ default: ComponentType }>(id)}
      loading={loading}
    />
  );
}
