import { describeRemoteRouteTable } from 'shared-ui/testing';
import { pages } from './routes';

describeRemoteRouteTable('mfe_booking', pages);
