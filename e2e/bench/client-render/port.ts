import { PORTS } from '../../support/site';

/**
 * A second shell server on the suite's build with PRERENDERED_PAGES=off: today's client render, beside
 * the server's HTML and the single bundle (same port offset).
 */
export const CLIENT_RENDER_PORT = PORTS.shell + 6;
export const CLIENT_RENDER_URL = `http://localhost:${CLIENT_RENDER_PORT}`;
