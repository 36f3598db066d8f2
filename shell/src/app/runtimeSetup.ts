import { setHospitalFacts } from 'contract/hospital';
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
      // The hospital's facts the server read from the API, in force before the first render (the
      // start awaits this): every chunk and remote reads the one set contract keeps on globalThis.
      if (config.hospital) setHospitalFacts(config.hospital);
      configureApi(config);
      registerSiteRemotes(config.remotes);
    })
    .catch((error: unknown) => {
      configured = null;
      throw error;
    });
  return configured;
}
