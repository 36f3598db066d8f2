import { serveBuild } from 'site-server';

// Its forms list the doctors and the lab's tests with their prices: rendered again when the desk changes them.
serveBuild({
  packageDir: import.meta.dirname,
  name: 'mfe-booking',
  portVariable: 'BOOKING_PORT',
  defaultPort: 3003,
  freshPages: true,
});
