export { RemotePage } from './RemotePage';
export {
  REMOTE_ROUTES,
  loadRemotePage,
  prefetchPageFor,
  setRemotesReady,
  waitForPageOf,
  waitedPageOf,
  loadPageOfRegion,
  forgetFirstPageLoad,
} from './remotePageLoader';
export type { RemoteRoute } from './remotePageLoader';
export { usePrefetchOnIntent } from './usePrefetchOnIntent';
