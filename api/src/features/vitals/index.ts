/** The vitals feature's public surface: how long speed beacons are kept, and forgetting older ones (the retention job). */
export { forgetOldVitals, VITALS_KEEP_DAYS } from './repository';
