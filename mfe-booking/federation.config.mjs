/** What this remote offers the shell and other remotes. */
export const exposes = {
  './routes': './src/app/routes.ts',
};
