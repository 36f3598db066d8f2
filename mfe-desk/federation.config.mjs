/** What this remote offers the shell: its route table only (the desk lends no widget to other pages). */
export const exposes = {
  './routes': './src/app/routes.ts',
};
