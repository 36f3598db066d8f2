import { PORTS } from '../../support/site';

/** The single-bundle build of the site, served beside the suite's copy (same port offset). */
export const SINGLE_BUNDLE_PORT = PORTS.shell + 4;
export const SINGLE_BUNDLE_URL = `http://localhost:${SINGLE_BUNDLE_PORT}`;
