import { describeRemoteExposes, describeRemoteRouteTable, setupMockApi } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

setupMockApi();
// The doctors page's contact form widget cannot load without the federation runtime.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describeRemoteRouteTable('mfe_services', pages, {
  sampleParams: { serviceSlug: 'cardiology', doctorSlug: 'dr-anil-sharma', departmentSlug: 'paediatrics' },
});
describeRemoteExposes('mfe_services', exposes);
