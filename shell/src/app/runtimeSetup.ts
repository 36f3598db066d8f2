import { configureApi, readRuntimeConfig, registerSiteRemotes } from 'shared-ui/host';

let configured: Promise<void> | null = null;

/**
 * Points the API client and the federation runtime at the hosts the run-time configuration names
 * (written into the page by its server; fetched where the page is a plain file). A failure is not
 * remembered, so a region's Retry tries again.
 */
export function ensureRuntimeConfigured(): Promise<void> {
  configured ??= readRuntimeConfig()
    .then((config) => {
      configureApi(config);
      registerSiteRemotes(config.remotes);
    })
    .catch((error: unknown) => {
      configured = null;
      throw error;
    });
  return configured;
}
