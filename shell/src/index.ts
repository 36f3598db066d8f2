// No asynchronous boundary: everything the layout takes from the share scope is in this entry
// (`eager` in tooling/webpack.mjs), so the page starts with this one file.
import { startSite } from './app/bootstrap';

void startSite();
