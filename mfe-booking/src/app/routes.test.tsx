import { describeRemoteExposes, describeRemoteRouteTable, setupMockApi } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

// The pages load their lists as they render: the shared mock API answers.
setupMockApi();
describeRemoteRouteTable('mfe_booking', pages);
describeRemoteExposes('mfe_booking', exposes);
