import { createAppConfig } from 'tooling/webpack.mjs';
import { exposes } from './federation.config.mjs';

export default createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'mfe_booking',
  title: 'mfe-booking (standalone) | Aravali Care Hospital',
  port: 3003,
  portVariable: 'BOOKING_PORT',
  exposes,
});
