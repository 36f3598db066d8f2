/** The desk's fees and prices (issue 48): its routes, and a doctor's fees for the profile editor. */
export { feeTimelines } from './repository';
export { default as priceRoutes } from './routes';
