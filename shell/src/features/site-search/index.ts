export { SiteSearch } from './SiteSearch';
