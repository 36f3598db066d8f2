export { WhenWanted } from './WhenWanted';
export { useWantedSoon } from './useWantedSoon';
