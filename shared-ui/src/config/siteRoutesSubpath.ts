// shared-ui/site-routes: the route table alone, for what reads it outside a page (the servers'
// route files, the browser tests); the rest of siteRoutes.ts is for the page's code, on 'shared-ui'.
export { SITE_ROUTES, STAFF_ROUTES } from './siteRoutes';
