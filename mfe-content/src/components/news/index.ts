export { TodaysNews } from './TodaysNews';
