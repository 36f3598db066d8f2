import 'shared-ui/tokens.css';
import { startStandaloneRemote } from 'shared-ui';
import { pages } from './routes';

void startStandaloneRemote('mfe_content', { pages });
