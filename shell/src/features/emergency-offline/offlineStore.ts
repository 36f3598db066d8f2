/**
 * What the page and the service worker (`shell/public/sw.js`) agree on: the cache the offline
 * emergency page is kept in and the address it is kept under. Change both files together.
 */
export const OFFLINE_CACHE = 'emergency-offline-v1';
export const OFFLINE_PAGE = '/emergency-offline.html';
export const SERVICE_WORKER = '/sw.js';
/**
 * The worker controls /emergency/ only: no other page's requests ever pass through it. A scope is
 * a prefix of addresses, so '/emergency' would take in /emergency-anything too; '/emergency/' does
 * not, but nor does /emergency, so the page moves its address to /emergency/ (useEmergencyOffline).
 */
export const SERVICE_WORKER_SCOPE = '/emergency/';
