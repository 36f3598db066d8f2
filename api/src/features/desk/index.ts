/**
 * The desk feature's public surface, for the other desk pages' features (the labs run sheet): the
 * history's rules they keep alike.
 */
export { HISTORY_KEEP_DAYS, VIEW_SPAN_MS } from './service';
