export { RemotePage } from './RemotePage';
export {
  REMOTE_ROUTES,
  loadRemotePage,
  prefetchPageFor,
  renderFirstPageWhenItsTextsAreIn,
  setRemotesReady,
  waitForPageOf,
} from './remotePageLoader';
export type { RemoteRoute } from './remotePageLoader';
export { usePrefetchOnIntent } from './usePrefetchOnIntent';
