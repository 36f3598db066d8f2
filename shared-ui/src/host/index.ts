// For the page's host only: the shell, or a remote running on its own. Pages and widgets never
// import this (they get a configured API client and loaded remotes from their host).
export { configureApi } from '../api/client';
export { seedPageData } from '../api/query';
export { sendVitalsBeacon } from '../api/vitals';
export { readRuntimeConfig } from '../config/runtimeConfig';
export { FederatedComponent } from '../federation/FederatedComponent';
export { keepServedWidgets } from '../federation/servedWidgets';
export type { ServedWidget } from '../federation/servedWidgets';
export {
  RemoteUnavailableError,
  loadRemoteModule,
  preloadRemoteModule,
  registerSiteRemotes,
} from '../federation/remoteRuntime';
export { resolvePageMeta } from '../federation/types';
export { applyPageMeta } from '../hooks/usePageMeta';
// The page's one router, in the language of its address; pages use shared-ui/router inside it.
// BrowserRouter stays for hosts built against 2.4 (it knows no /hi pages).
export { SiteRouter } from './SiteRouter';
export { BrowserRouter } from 'react-router';
