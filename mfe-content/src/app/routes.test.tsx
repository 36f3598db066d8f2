import { describeRemoteExposes, describeRemoteRouteTable } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

describeRemoteRouteTable('mfe_content', pages, {
  sampleParams: { articleSlug: 'air-pollution-and-your-lungs' },
  redirects: ['/blogpage', '/blogpages', '/blogpagecare', '/blogpage4'],
});
describeRemoteExposes('mfe_content', exposes);
