export { FederatedComponent } from './FederatedComponent';
export type { FederatedComponentProps } from './FederatedComponent';
export { RemoteBoundary } from './RemoteBoundary';
export { REMOTE_UNAVAILABLE_TEXT, RemoteFallback } from './RemoteFallback';
export { RemoteWidget } from './RemoteWidget';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteUnavailableError,
  loadRemoteModule,
  preloadRemoteModule,
  registerSiteRemotes,
} from './remoteRuntime';
export type { RemoteModuleId } from './remoteRuntime';
export type { PageLoader, RemoteRoutesModule } from './types';
