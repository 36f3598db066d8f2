import type { VitalsBeacon } from 'contract/vitals';
import { apiUrl } from './client';

/**
 * `POST /api/vitals/`: one visit's speed (contract's `vitalsBeaconSchema`). `navigator.sendBeacon`,
 * not the axios client: the browser delivers it even as the page unloads, and its string body goes
 * as `text/plain`, which needs no preflight. Its answer is never read. False when the browser would
 * not queue it (too large, or beacons off).
 */
export function sendVitalsBeacon(beacon: VitalsBeacon): boolean {
  return navigator.sendBeacon(`${apiUrl()}/api/vitals/`, JSON.stringify(beacon));
}
