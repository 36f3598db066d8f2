import { configureApi, fetchRuntimeConfig, registerSiteRemotes } from 'shared-ui/host';

let configured: Promise<void> | null = null;

/**
 * Reads /runtime-config.json and points the API client and the federation runtime at the hosts it
 * names. A failure is not remembered, so a region's Retry tries again.
 */
export function ensureRuntimeConfigured(): Promise<void> {
  configured ??= fetchRuntimeConfig()
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
