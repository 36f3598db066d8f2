export { LOAD_AHEAD, useNearViewport } from './useNearViewport';
