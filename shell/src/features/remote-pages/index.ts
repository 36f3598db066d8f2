export { RemotePage } from './RemotePage';
export { loadRemotePage, prefetchPageFor, setRemotesReady } from './remotePageLoader';
export { usePrefetchOnIntent } from './usePrefetchOnIntent';
