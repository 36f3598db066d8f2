// @ts-check
/**
 * Stands in for `@module-federation/error-codes`' descriptions in the browser builds: the federation
 * runtime's errors keep their code and the link to its documentation ("#RUNTIME-008 … see
 * https://module-federation.io/guide/troubleshooting/runtime/RUNTIME-008"), without a sentence per
 * code shipped in the shell's runtime and in every remote's entry (about 0.4 KB gzip each, on every
 * page). Nothing in the site reads those sentences; its fallbacks go by what failed, not by words.
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
