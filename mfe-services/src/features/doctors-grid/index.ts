export { default as DoctorsGrid } from './DoctorsGrid';
