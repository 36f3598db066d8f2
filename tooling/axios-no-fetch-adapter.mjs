// @ts-check
/**
 * Stands in for axios's fetch adapter in browser builds (tooling/webpack.mjs): axios asks it for
 * fetch only when XMLHttpRequest is missing, and `undefined` says fetch is not available either.
 */
export const getFetch = () => undefined;
