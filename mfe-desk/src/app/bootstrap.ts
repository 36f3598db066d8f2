import 'shared-ui/tokens.css';
import { startStandaloneRemote } from 'shared-ui/standalone';
import { pages } from './routes';

void startStandaloneRemote('mfe_desk', { pages });
