export { startStandaloneRemote } from './startStandaloneRemote';
