export { WhenWanted } from './WhenWanted';
