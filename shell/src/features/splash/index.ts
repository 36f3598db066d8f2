export { Splash } from './Splash';
export { SPLASH_START_SCRIPT } from './splashStart';
export { SPLASH_DURATION_MS, SPLASH_SEEN_KEY, useSplash } from './useSplash';
