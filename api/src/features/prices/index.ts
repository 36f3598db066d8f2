/**
 * The prices feature's public surface: the price in effect on a day, for the features that show or
 * charge one (doctors' fees, packages, tests). The desk's editor is `price-desk`.
 */
export { priceDay, priceOn } from './effective';
