import { serveBuild } from 'site-server';

// Its pages show doctors, timetables, fees and prices: rendered again when the desk changes them.
serveBuild({
  packageDir: import.meta.dirname,
  name: 'mfe-services',
  portVariable: 'SERVICES_PORT',
  defaultPort: 3002,
  freshPages: true,
});
