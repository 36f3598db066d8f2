// For a package's prerender (Node, at build): never imported by code that runs in the browser.
export { prerenderRemotePage, prerenderWidget, serverWidgetsOf } from './prerenderPage';
export type { OwnWidgets, PrerenderApi, PrerenderedPage, WidgetAddress } from './prerenderPage';
export { breadcrumbTrail, routePathOf, searchMetaOf } from './searchMeta';
export type { SearchMeta, SearchMetaInput } from './searchMeta';
export { pagesInEveryLanguage } from './pagesInEveryLanguage';
// The catalogue reads a prerender enumerates its pages and their JSON-LD from (every service slug,
// every doctor, the lab tests and their prices).
export { getDoctors, getLabTests, getLabs, getServicePage, getServices } from '../api';
export { getFormerDoctorPages } from './formerDoctorPages';
// The host's page head, run before the first paint: the signed-in hint as an attribute on <html>.
export { SIGNED_IN_HINT_START_SCRIPT } from '../session/signedInHint';
