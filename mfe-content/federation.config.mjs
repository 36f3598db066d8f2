/** What this remote offers the shell and other remotes. */
export const exposes = {
  './routes': './src/app/routes.ts',
  /** Its articles and pages as the shell's site search indexes them. */
  './searchDocuments': './src/app/searchDocuments.ts',
};
