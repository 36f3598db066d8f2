import { describeRemoteExposes, describeRemoteRouteTable } from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

describeRemoteRouteTable('mfe_booking', pages);
describeRemoteExposes('mfe_booking', exposes);
