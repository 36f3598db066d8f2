import { setupServer } from 'msw/node';
import { describeRemoteExposes, describeRemoteRouteTable, pointApiAtTestHost } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { apiHandlers } from '../testing/handlers';
import { pages } from './routes';

const server = setupServer(...apiHandlers);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
// The doctors page's contact form widget cannot load without the federation runtime.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describeRemoteRouteTable('mfe_services', pages, { sampleParams: { serviceSlug: 'cardiology' } });
describeRemoteExposes('mfe_services', exposes);
