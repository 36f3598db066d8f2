// For the page's host only: the shell, or a remote running on its own. Pages and widgets never
// import this (they get a configured API client and loaded remotes from their host).
export { configureApi } from '../api/client';
export { readRuntimeConfig } from '../config/runtimeConfig';
export { FederatedComponent } from '../federation/FederatedComponent';
export {
  RemoteUnavailableError,
  loadRemoteModule,
  preloadRemoteModule,
  registerSiteRemotes,
} from '../federation/remoteRuntime';
export { resolvePageMeta } from '../federation/types';
export { applyPageMeta } from '../hooks/usePageMeta';
// The page's one router; pages use shared-ui/router inside it.
export { BrowserRouter } from 'react-router';
