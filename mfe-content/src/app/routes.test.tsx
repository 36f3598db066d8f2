import { describeRemoteExposes, describeRemoteRouteTable, setupMockApi } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

// The topic pages ask the API for their packages and departments.
setupMockApi();

describeRemoteRouteTable('mfe_content', pages, {
  sampleParams: { articleSlug: 'air-pollution-and-your-lungs' },
  redirects: ['/blogpage', '/blogpages', '/blogpagecare', '/blogpage4'],
});
// Besides its routes and widgets it exposes what the shell's site search indexes (not a widget).
const { './searchDocuments': searchDocuments, ...routesAndWidgets } = exposes;
describeRemoteExposes('mfe_content', routesAndWidgets);
it('exposes its articles and pages for the site search', () => {
  expect(searchDocuments).toBe('./src/app/searchDocuments.ts');
});
