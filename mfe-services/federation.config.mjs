/** What this remote offers the shell and other remotes; widgets match shared-ui's widget registry. */
export const exposes = {
  './routes': './src/app/routes.ts',
  './PopularServices': './src/features/popular-services/PopularServices.tsx',
  './DoctorsGrid': './src/features/doctors-grid/DoctorsGrid.tsx',
};
