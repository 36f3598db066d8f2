import { describeRemoteExposes, describeRemoteRouteTable, setupMockApi } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

// The topic pages ask the API for their packages and departments.
setupMockApi();

describeRemoteRouteTable('mfe_content', pages, {
  sampleParams: { articleSlug: 'air-pollution-and-your-lungs' },
  redirects: ['/blogpage', '/blogpages', '/blogpagecare', '/blogpage4'],
});
describeRemoteExposes('mfe_content', exposes);
